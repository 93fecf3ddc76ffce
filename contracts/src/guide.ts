import type { TranslatedRecord } from './staff.js';

/*
 * The patient guide's content (the journey's steps, the support services, the FAQ) and the contact
 * page's common questions: texts staff edit in the back office, in English and the other languages,
 * which the pages show and the AI assistant searches (one home, so that it answers what they say).
 */

/** Where an entry is shown: the guide's steps, services or FAQ, or the contact page's questions. */
export const GUIDE_SECTIONS = ['steps', 'services', 'faq', 'contact'] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

export const GUIDE_SECTION_LABELS: Record<GuideSection, string> = {
  steps: 'Guide: journey step',
  services: 'Guide: support service',
  faq: 'Guide: question',
  contact: 'Contact page: question',
};

/**
 * What an entry answers, for the assistant (issue 50): "can my husband come with me?" is the `companions` question,
 * whatever words staff give it. Staff may edit every text; the topic keeps the assistant pointing at the right one.
 */
export const GUIDE_TOPICS = [
  'submit-request',
  'get-matched',
  'confirm-plan',
  'treatment-recovery',
  'aftercare',
  'visa-support',
  'insurance',
  'translator',
  'accommodation',
  'savings',
  'accreditation',
  'stay-length',
  'planning-time',
  'consultation-before-travel',
  'companions',
  'reply-time',
  'consultation-free',
  'coordinator-languages',
  'message-content',
] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];

/** An entry's limits; a step's badge ("Free") and estimated time ("1-2 days") are short. */
export const GUIDE_LIMITS = { title: 200, body: 2000, badge: 60, time: 60, position: 999 } as const;

/** An entry's translatable texts: its title (a question's question), body (its answer), and a step's badge and time. */
export interface GuideEntryText {
  title: string;
  body: string;
  badge: string;
  time: string;
}

/** An entry as the pages show it, in the page's language (English where one is not translated). */
export interface GuideEntryView {
  id: string;
  title: string;
  body: string;
  badge: string | null;
  time: string | null;
}

/** `GET /api/guide`: every section's entries, in their order. */
export type PatientGuide = Record<GuideSection, GuideEntryView[]>;

/** An entry as the back office edits it (`/api/admin/guide-entries`): English, translations, place. */
export interface GuideEntryRecord extends TranslatedRecord<GuideEntryText> {
  id: string;
  section: GuideSection;
  position: number;
  /** What it answers for the assistant; null: none of the topics (the assistant finds it by its words). */
  topic: GuideTopic | null;
  title: string;
  body: string;
  badge: string | null;
  time: string | null;
  createdAt: string;
  updatedAt: string;
}
