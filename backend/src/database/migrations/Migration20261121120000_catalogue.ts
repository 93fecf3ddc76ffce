import { Migration } from '@mikro-orm/migrations';

/**
 * Hospital search over name, city and specialties with one trigram index. `hospitals.search_text`
 * holds those words in lower case; triggers keep it current whoever writes a hospital, its
 * specialties or a specialty's name, so no code path can leave it stale.
 */
export class Migration20261121120000_catalogue extends Migration {
  override up(): void {
    this.addSql(`alter table hospitals add column search_text text not null default '';`);

    this.addSql(`create function hospital_search_text(for_hospital uuid, hospital_name text, hospital_city text) returns text
      language sql stable as $$
        select lower(hospital_name || ' ' || hospital_city || coalesce(' ' || (
          select string_agg(s.name, ' ' order by s.name)
            from hospital_specializations hs join specializations s on s.id = hs.specialization_id
           where hs.hospital_id = for_hospital), ''));
      $$;`);

    this.addSql(`create function hospitals_search_text_trigger() returns trigger language plpgsql as $$
      begin
        new.search_text := hospital_search_text(new.id, new.name, new.city);
        return new;
      end; $$;`);
    this.addSql(`create trigger hospitals_search_text before insert or update of name, city on hospitals
      for each row execute function hospitals_search_text_trigger();`);

    this.addSql(`create function hospital_specializations_search_text_trigger() returns trigger language plpgsql as $$
      begin
        update hospitals h set search_text = hospital_search_text(h.id, h.name, h.city)
         where h.id in (case when tg_op = 'DELETE' then null else new.hospital_id end,
                        case when tg_op = 'INSERT' then null else old.hospital_id end);
        return null;
      end; $$;`);
    this.addSql(`create trigger hospital_specializations_search_text after insert or update or delete on hospital_specializations
      for each row execute function hospital_specializations_search_text_trigger();`);

    this.addSql(`create function specializations_search_text_trigger() returns trigger language plpgsql as $$
      begin
        update hospitals h set search_text = hospital_search_text(h.id, h.name, h.city)
         where h.id in (select hs.hospital_id from hospital_specializations hs where hs.specialization_id = new.id);
        return null;
      end; $$;`);
    this.addSql(`create trigger specializations_search_text after update of name on specializations
      for each row execute function specializations_search_text_trigger();`);

    this.addSql(`update hospitals set search_text = hospital_search_text(id, name, city);`);
    this.addSql(`create index hospitals_search_trgm_idx on hospitals using gin (search_text gin_trgm_ops) where is_active;`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists specializations_search_text on specializations;`);
    this.addSql(`drop trigger if exists hospital_specializations_search_text on hospital_specializations;`);
    this.addSql(`drop trigger if exists hospitals_search_text on hospitals;`);
    this.addSql(`drop function if exists specializations_search_text_trigger();`);
    this.addSql(`drop function if exists hospital_specializations_search_text_trigger();`);
    this.addSql(`drop function if exists hospitals_search_text_trigger();`);
    this.addSql(`drop function if exists hospital_search_text(uuid, text, text);`);
    this.addSql(`alter table hospitals drop column if exists search_text;`);
  }
}
