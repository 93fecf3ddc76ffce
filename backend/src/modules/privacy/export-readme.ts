import type { Locale } from '@medtour/contracts';
import { messagesOf } from '../../common/messages.js';

/** The files of an export, in the order the README lists them. */
export const EXPORT_FILES = [
  'profile.json',
  'assessments.json',
  'bookings.json',
  'ledger.json',
  'messages.json',
  'assistant-conversations.json',
  'reviews.json',
  'consents.json',
  'data-requests.json',
  'record-access.json',
  'records.json',
  'records/',
  'trips.json',
  'trip-files/',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

/** Each file's line of the README (contracts/locales/<language>/dataExport.json). */
const FILE_MESSAGES = {
  'profile.json': 'files.profile',
  'assessments.json': 'files.assessments',
  'bookings.json': 'files.bookings',
  'ledger.json': 'files.ledger',
  'messages.json': 'files.messages',
  'assistant-conversations.json': 'files.assistantConversations',
  'reviews.json': 'files.reviews',
  'consents.json': 'files.consents',
  'data-requests.json': 'files.dataRequests',
  'record-access.json': 'files.recordAccess',
  'records.json': 'files.records',
  'records/': 'files.recordsFolder',
  'trips.json': 'files.trips',
  'trip-files/': 'files.tripFilesFolder',
} as const satisfies Record<ExportFile, `files.${string}`>;

/** The export's README's words in the patient's language, from the message catalogues like the emails'. */
const said = messagesOf('dataExport');

/** The README.txt of an export made on `date` (YYYY-MM-DD), in `language`. */
export function exportReadme(language: Locale, date: string): string {
  const files = EXPORT_FILES.map((file) => `- ${file}: ${said(language, FILE_MESSAGES[file])}`);
  return [said(language, 'title'), '', said(language, 'intro', { date }), '', ...files, '', said(language, 'outro'), ''].join('\n');
}
