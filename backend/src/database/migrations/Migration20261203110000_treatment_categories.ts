import { Migration } from '@mikro-orm/migrations';

/**
 * Treatment categories for every treatment the condition mapping names (issue 31 item 7): dental, eye,
 * metabolic and bariatric, each with its chip on the treatments page. The seeded treatments filed
 * under 'other' move to theirs; one staff moved to another category stays there.
 */
export class Migration20261203110000_treatment_categories extends Migration {
  override up(): void {
    this.addSql(`alter table treatments drop constraint if exists treatments_category_check;`);
    this.addSql(`alter table treatments add constraint treatments_category_check check (category in (
      'orthopedic', 'fertility', 'cosmetic', 'cardiology', 'spinal', 'cancer', 'dental', 'eye', 'metabolic', 'bariatric', 'other'));`);
    this.addSql(`update treatments set category = case slug
        when 'dental-implants' then 'dental'
        when 'cataract-surgery' then 'eye'
        when 'diabetes-care-programme' then 'metabolic'
        when 'gastric-sleeve-surgery' then 'bariatric' end
      where category = 'other' and slug in ('dental-implants', 'cataract-surgery', 'diabetes-care-programme', 'gastric-sleeve-surgery');`);
  }

  override down(): void {
    this.addSql(`update treatments set category = 'other' where category in ('dental', 'eye', 'metabolic', 'bariatric');`);
    this.addSql(`alter table treatments drop constraint if exists treatments_category_check;`);
    this.addSql(`alter table treatments add constraint treatments_category_check check (category in (
      'orthopedic', 'fertility', 'cosmetic', 'cardiology', 'spinal', 'cancer', 'other'));`);
  }
}
