import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/** What each resource's records are called in its toasts: one, several. Every resource of App.tsx that saves or deletes. */
const RECORD_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  users: ['User', 'users'],
  hospitals: ['Hospital', 'hospitals'],
  treatments: ['Treatment', 'treatments'],
  bookings: ['Booking', 'bookings'],
  reviews: ['Review', 'reviews'],
  countries: ['Country', 'countries'],
  specializations: ['Specialization', 'specializations'],
  'guide-entries': ['Patient guide text', 'patient guide texts'],
  'exchange-rates': ['Exchange rate', 'exchange rates'],
  'travel-fares': ['Travel fare', 'travel fares'],
  'visa-costs': ['Visa cost', 'visa costs'],
  'accommodation-rates': ['Accommodation rate', 'accommodation rates'],
  'condition-mappings': ['Condition mapping', 'condition mappings'],
  settings: ['Settings', 'settings'],
  'contact-messages': ['Contact message', 'contact messages'],
  payments: ['Payment', 'payments'],
  subscriptions: ['Subscription', 'subscriptions'],
  'failed-jobs': ['Failed job', 'failed jobs'],
  'ai-synonyms': ['Synonym', 'synonyms'],
  'emergency-numbers': ['Emergency number', 'emergency numbers'],
  'crisis-lines': ['Crisis line', 'crisis lines'],
  'ai-conversations': ['AI conversation', 'AI conversations'],
  'ai-settings': ['AI settings', 'AI settings'],
};

/** For a resource without a name above: never react-admin's "Element updated". */
const ANY_RECORD = ['Record', 'records'] as const;

type Change = 'created' | 'updated' | 'deleted';
const DONE: Record<Change, string> = { created: 'added', updated: 'updated', deleted: 'deleted' };

/**
 * The toast of a create, update or delete, in the spec's "Hospital added successfully" style; a
 * bulk change counts its records ("3 reviews deleted successfully").
 */
export function changeMessage(resource: string | undefined, change: Change, count = 1): string {
  const [one, several] = (resource && RECORD_NAMES[resource]) || ANY_RECORD;
  return count === 1 ? `${one} ${DONE[change]} successfully` : `${count} ${several} ${DONE[change]} successfully`;
}

/** react-admin's own keys for these toasts: `resources.<name>.notifications.<change>`, and the generic `ra.notification.<change>`. */
const RESOURCE_CHANGE = /^resources\.(.+)\.notifications\.(created|updated|deleted)$/;
const ANY_CHANGE = /^ra\.notification\.(created|updated|deleted)$/;

// react-admin's English messages, with the product's wording where it differs (none may say "element").
const overrides: Record<string, string> = {
  'ra.auth.logout': 'Sign Out',
  'ra.notification.item_doesnt_exist': 'This record no longer exists',
  'ra.notification.bad_item': 'This record cannot be shown',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const count = typeof options?.smart_count === 'number' ? options.smart_count : 1;
    const resourceChange = RESOURCE_CHANGE.exec(key);
    if (resourceChange) return changeMessage(resourceChange[1], resourceChange[2] as Change, count);
    const anyChange = ANY_CHANGE.exec(key);
    if (anyChange) return changeMessage(undefined, anyChange[1] as Change, count);
    return overrides[key] ?? defaultI18nProvider.translate(key, options);
  },
};
