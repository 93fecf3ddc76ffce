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
  title: string;
  body: string;
  badge: string | null;
  time: string | null;
  createdAt: string;
  updatedAt: string;
}
