import { Migration } from '@mikro-orm/migrations';

/**
 * The AI module: the passages the assistant retrieves from (rebuilt from the catalogue whenever its
 * version moves), the synonyms and emergency numbers staff maintain, and the patients' conversations.
 */
export class Migration20261123150000_ai extends Migration {
  override up(): void {
    this.addSql(`create table ai_passages (
      id bigserial primary key,
      kind varchar(20) not null check (kind in ('treatment', 'destination', 'hospital', 'guide', 'faq', 'contact')),
      ref_id uuid,
      title text not null,
      url text not null check (url ~ '^/[^/]'),
      body text not null,
      -- Title words weigh more than body words; 'simple' keeps words of any language as they are.
      search tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B') ||
        setweight(to_tsvector('simple', title), 'A')
      ) stored,
      -- The title alone: hospitals are searched by name (their bodies list treatments thousands share).
      title_search tsvector generated always as (to_tsvector('english', title) || to_tsvector('simple', title)) stored
    );`);
    this.addSql(`create index ai_passages_search_idx on ai_passages using gin (search);`);
    // Content passages (treatments, destinations, guide) are few and searched whole; hospitals by name.
    this.addSql(`create index ai_passages_content_search_idx on ai_passages using gin (search) where kind <> 'hospital';`);
    this.addSql(`create index ai_passages_kind_idx on ai_passages (kind);`);
    this.addSql(`create index ai_passages_title_search_idx on ai_passages using gin (title_search) where kind = 'hospital';`);
    this.addSql(`create index ai_passages_title_trgm_idx on ai_passages using gin (lower(title) gin_trgm_ops);`);
    this.addSql(`create index ai_passages_ref_idx on ai_passages (ref_id);`);

    // Which catalogue version the passages were built from (one row).
    this.addSql(`create table ai_index_state (
      singleton boolean primary key default true check (singleton),
      catalogue_version bigint not null default 0,
      passages integer not null default 0,
      indexed_at timestamptz
    );`);
    this.addSql(`insert into ai_index_state default values;`);

    this.addSql(`create table ai_synonyms (
      id uuid primary key,
      term varchar(100) not null check (length(btrim(term)) > 0),
      term_key varchar(100) not null,
      language varchar(2) not null check (language in ('en', 'fr', 'ar', 'sw')),
      treatment_id uuid references treatments(id) on delete cascade,
      specialization_id uuid references specializations(id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((treatment_id is null) <> (specialization_id is null)),
      unique (term_key, language)
    );`);

    this.addSql(`create table emergency_numbers (
      id uuid primary key,
      country varchar(100) not null unique check (length(btrim(country)) > 0),
      number varchar(40) not null check (number ~ '^[0-9][0-9 /,+-]*$'),
      notes varchar(200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table ai_conversations (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      title varchar(120) not null,
      message_count integer not null default 0 check (message_count >= 0),
      emergency_hits integer not null default 0 check (emergency_hits >= 0),
      refusals integer not null default 0 check (refusals >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index ai_conversations_user_idx on ai_conversations (user_id, updated_at desc);`);

    this.addSql(`create table ai_messages (
      id uuid primary key,
      conversation_id uuid not null references ai_conversations(id) on delete cascade,
      role varchar(10) not null check (role in ('user', 'assistant')),
      content text not null,
      kind varchar(20) check (kind in ('answer', 'emergency', 'refusal', 'fallback')),
      engine varchar(10) check (engine in ('model', 'built-in')),
      sources jsonb not null default '[]',
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index ai_messages_conversation_idx on ai_messages (conversation_id, created_at, id);`);
  }

  override down(): void {
    this.addSql(`drop table if exists ai_messages;`);
    this.addSql(`drop table if exists ai_conversations;`);
    this.addSql(`drop table if exists emergency_numbers;`);
    this.addSql(`drop table if exists ai_synonyms;`);
    this.addSql(`drop table if exists ai_index_state;`);
    this.addSql(`drop table if exists ai_passages;`);
  }
}
