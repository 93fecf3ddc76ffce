import { Migration } from '@mikro-orm/migrations';

/**
 * The assistant understands conversations and patients' countries (issue 50):
 * - each reply keeps what the conversation is about after it (`ai_messages.state`: the treatments, places and
 *   hospitals in focus, what was asked, the items the reply listed), so that "the second one", "that hospital" and
 *   "forget that" are read against what the patient saw;
 * - a guide entry says which question it answers (`guide_entries.topic`, one entry per topic), so that "can my husband
 *   come with me?" finds its answer whatever words staff give it; the first start's entries get theirs;
 * - emergency numbers and crisis lines say whether staff verified them, when, and from where (the back office shows it).
 */
export class Migration20261204100000_assistant_understanding extends Migration {
  override up(): void {
    this.addSql(`alter table ai_messages add column state jsonb;`);
    this.addSql(`alter table guide_entries add column topic varchar(40) check (topic in (
      'submit-request', 'get-matched', 'confirm-plan', 'treatment-recovery', 'aftercare', 'visa-support', 'insurance', 'translator',
      'accommodation', 'savings', 'accreditation', 'stay-length', 'planning-time', 'consultation-before-travel', 'companions',
      'reply-time', 'consultation-free', 'coordinator-languages', 'message-content'));`);
    this.addSql(`create unique index guide_entries_topic_unique on guide_entries (topic) where topic is not null;`);
    this.addSql(`update guide_entries g set topic = t.topic from (values
      ('steps', 'Submit Request', 'submit-request'), ('steps', 'Get Matched with Provider', 'get-matched'),
      ('steps', 'Confirm & Plan Travel', 'confirm-plan'), ('steps', 'Treatment & Recovery', 'treatment-recovery'),
      ('steps', 'Return Home + Aftercare', 'aftercare'), ('services', 'Visa Support', 'visa-support'),
      ('services', 'Travel Insurance', 'insurance'), ('services', 'Translator Services', 'translator'),
      ('services', 'Accommodation', 'accommodation'), ('faq', 'How much can I save compared with treatment at home?', 'savings'),
      ('faq', 'Are the hospitals safe and accredited?', 'accreditation'), ('faq', 'How long will I need to stay?', 'stay-length'),
      ('faq', 'How long does planning take?', 'planning-time'),
      ('faq', 'Do I need a medical consultation before I travel?', 'consultation-before-travel'),
      ('faq', 'Can someone travel with me, and will I have an interpreter?', 'companions'),
      ('contact', 'How quickly will you reply?', 'reply-time'), ('contact', 'Is the consultation free?', 'consultation-free'),
      ('contact', 'Which languages do you speak?', 'coordinator-languages'),
      ('contact', 'What should I include in my message?', 'message-content')) as t(section, title, topic)
      where g.section = t.section and g.title = t.title
        and not exists (select 1 from guide_entries other where other.topic = t.topic);`);
    for (const table of ['emergency_numbers', 'crisis_lines']) {
      this.addSql(`alter table ${table} add column verified_on date, add column source varchar(300);`);
    }
    // A database that already has numbers (a fresh one gets them from the seed): the numbers checked on 2026-11-25 are
    // marked so, and the patients' countries without one get theirs — each only where staff have none for that country.
    const [on, source] = [`'2026-11-25'`, `'Desk check, 2+ published sources (not test-called)'`];
    this.addSql(`update emergency_numbers e set verified_on = ${on}, source = ${source}
      where e.verified_on is null and (e.country, e.number) in (values ('Malaysia', '999'), ('Thailand', '1669'), ('India', '112'),
        ('Turkey', '112'), ('South Korea', '119'), ('Nigeria', '112'), ('Kenya', '999'), ('Ghana', '112'), ('Tanzania', '112'),
        ('Uganda', '112'), ('South Africa', '10177'), ('Egypt', '123'));`);
    this.addSql(`insert into emergency_numbers (id, country, number, notes, verified_on, source)
      select gen_random_uuid(), v.country, v.number, v.notes, ${on}::date, ${source} from (values
        ('Ethiopia', '939', 'Fire and ambulance (Addis Ababa); 991 police'),
        ('Morocco', '15', 'Civil Protection (ambulance); 141 SAMU where available; 19 police'),
        ('Algeria', '14', 'Civil Protection (rescue and ambulance); 17 police')) as v(country, number, notes)
      where exists (select 1 from emergency_numbers) and not exists (select 1 from emergency_numbers e where lower(e.country) = lower(v.country));`);
    this.addSql(`update crisis_lines c set verified_on = ${on}, source = ${source}
      where c.verified_on is null and (c.country, c.number) in (values ('Malaysia', '15555'), ('Thailand', '1323'), ('India', '14416'),
        ('South Korea', '109'));`);
    this.addSql(`insert into crisis_lines (id, country, name, number, notes, verified_on, source)
      select gen_random_uuid(), v.country, v.name, v.number, v.notes, v.verified_on::date, v.source from (values
        ('South Africa', 'SADAG Mental Health Helpline', '0800 456 789', '24 hours, free', '2026-11-25', 'Desk check, 2+ published sources (not test-called)'),
        ('Nigeria', 'SURPIN suicide prevention line', '0800 078 7746', 'Free', '2026-11-25', 'Desk check, 2+ published sources (not test-called)'),
        ('Ghana', 'Mental Health Authority helpline', '0800 678 678', 'Free; reported out of service in 2022, in use again in 2025', null,
          'Number in 2+ sources; whether it is answered now: to verify'),
        ('Uganda', 'Mental Health Uganda helpline', '0800 212121', 'Free, several languages', null, 'One published source only: to verify'),
        ('Tanzania', 'Afya Call Centre (Ministry of Health)', '199', 'Free, 24 hours; ask for psychological support', '2026-11-25',
          'Desk check, 2+ published sources (not test-called)'),
        ('Egypt', 'Mental health hotline (Ministry of Health)', '0800 888 0700', 'Free, 24 hours; also 02 2081 6831', '2026-11-25',
          'Desk check, 2+ published sources (not test-called)'),
        ('Algeria', 'Listening line for people in distress', '1527', 'Psychologists answer', null, 'One source (about 2008): to verify'))
        as v(country, name, number, notes, verified_on, source)
      where exists (select 1 from crisis_lines)
        and not exists (select 1 from crisis_lines c where lower(c.country) = lower(v.country) and c.number = v.number)
        and (v.country = 'South Africa' or not exists (select 1 from crisis_lines c where lower(c.country) = lower(v.country)));`);
  }

  override down(): void {
    for (const table of ['emergency_numbers', 'crisis_lines'])
      this.addSql(`alter table ${table} drop column verified_on, drop column source;`);
    this.addSql(`drop index guide_entries_topic_unique;`);
    this.addSql(`alter table guide_entries drop column topic;`);
    this.addSql(`alter table ai_messages drop column state;`);
  }
}
