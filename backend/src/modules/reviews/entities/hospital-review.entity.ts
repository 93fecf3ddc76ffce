import { randomUUID } from 'node:crypto';
import { DecimalType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { REVIEW_STATUSES, type ReviewKind, type ReviewStatus } from '@medtour/contracts';
import { Booking } from '../../booking-core/index.js';
import { Treatment, Hospital } from '../../catalogue/index.js';
import { ScrapeRun } from './scrape-run.entity.js';

@Entity({ tableName: 'hospital_reviews' })
@Unique({ properties: ['hospital', 'fingerprint'] })
export class HospitalReview {
  [OptionalProps]?: 'reviewerName' | 'isSuccessStory' | 'status' | 'createdAt' | 'isAnonymous' | 'successStoryConsent' | 'contentVersion';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Hospital, { deleteRule: 'cascade' })
  hospital!: Rel<Hospital>;

  @Property({ type: 'string', length: 150 })
  reviewerName: string = 'Anonymous Patient';

  @Property({ type: 'text' })
  reviewText!: string;

  @Property({ type: new DecimalType('number'), precision: 2, scale: 1, nullable: true })
  rating?: number | null;

  @Property({ type: 'date', nullable: true })
  reviewDate?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  treatmentMentioned?: string | null;

  @Property({ type: 'string', length: 2000, nullable: true })
  sourceUrl?: string | null;

  /** The site a scraped review comes from (host name), shown as "from <site>"; null for patients' reviews. */
  @Property({ type: 'string', length: 255, nullable: true })
  source?: string | null;

  /** The scrape run that saved it. */
  @ManyToOne(() => ScrapeRun, { nullable: true, deleteRule: 'set null' })
  scrapeRun?: Rel<ScrapeRun> | null;

  @Property({ type: 'boolean' })
  isSuccessStory: boolean = false;

  /**
   * A verified patient review: the completed booking it is about (one review per booking). Its
   * rating and words are the patient's: staff moderate it but never change them.
   */
  @ManyToOne(() => Booking, { nullable: true, deleteRule: 'cascade', unique: 'hospital_reviews_booking_unique' })
  booking?: Rel<Booking> | null;

  /** The treatment a verified review is about (its name is shown in the reader's language). */
  @ManyToOne(() => Treatment, { nullable: true, deleteRule: 'set null' })
  treatment?: Rel<Treatment> | null;

  /** When the verified patient's treatment took place (its month is shown). */
  @Property({ type: 'date', nullable: true })
  treatedOn?: string | null;

  /** The verified patient's country, as their profile said when they wrote it. */
  @Property({ type: 'string', length: 100, nullable: true })
  reviewerCountry?: string | null;

  /** The patient chose to be shown as "Anonymous patient" rather than by first name and country. */
  @Property({ type: 'boolean' })
  isAnonymous: boolean = false;

  /** The patient agrees to their review being featured as a success story (staff may mark it only then). */
  @Property({ type: 'boolean' })
  successStoryConsent: boolean = false;

  /** When the patient last edited it (they may for REVIEW_LIMITS.editableDays after writing it). */
  @Property({ type: 'datetime', nullable: true })
  updatedAt?: Date | null;

  /**
   * Raised by the database (a trigger) whenever the words, rating, name or the patient's choices
   * change: a publish names the version the moderator read, and is refused once it moved on.
   */
  @Property({ type: 'integer' })
  contentVersion: number = 1;

  @Enum({ items: () => [...REVIEW_STATUSES], type: 'string', columnType: 'varchar(10)' })
  status: ReviewStatus = 'published';

  /**
   * SHA-256 of the normalised reviewer + text (patients' and seeded reviews) or of the site, reviewer,
   * date and text (scraped ones, see scraper/fingerprint.ts), so a review scraped twice is stored once.
   */
  @Property({ type: 'character', length: 64 })
  fingerprint!: string;

  @Property({ type: 'datetime', nullable: true })
  scrapedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/**
 * Where a review comes from, by its columns: a booking makes it a verified patient's, a source site
 * an imported (scraped) one; the demo seed's have neither. The public page's provenance, the back
 * office's kind and their SQL counts (`booking_id`, `source`) all follow this rule.
 */
export const reviewKindOf = (r: Pick<HospitalReview, 'booking' | 'source'>): ReviewKind =>
  r.booking ? 'verified' : r.source ? 'imported' : 'demo';

/** `reviewKindOf` as SQL conditions on a hospital_reviews row named `alias`, for the counts by kind. */
export const reviewKindSql = (alias: string): Record<Exclude<ReviewKind, 'demo'>, string> => ({
  verified: `${alias}.booking_id is not null`,
  imported: `${alias}.booking_id is null and ${alias}.source is not null`,
});
