import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/** Toasts of the catalogue resources and the AI assistant's tables, in the spec's "X added successfully" style. */
const savedMessages = (resource: string, name: string): Record<string, string> => ({
  [`resources.${resource}.notifications.created`]: `${name} added successfully`,
  [`resources.${resource}.notifications.updated`]: `${name} updated successfully`,
  [`resources.${resource}.notifications.deleted`]: `${name} deleted successfully`,
});

// react-admin's English messages, with the product's wording where it differs.
const overrides: Record<string, string> = {
  'ra.auth.logout': 'Sign Out',
  ...savedMessages('treatments', 'Treatment'),
  ...savedMessages('specializations', 'Specialization'),
  ...savedMessages('countries', 'Country'),
  ...savedMessages('guide-entries', 'Patient guide text'),
  ...savedMessages('exchange-rates', 'Exchange rate'),
  ...savedMessages('travel-fares', 'Travel fare'),
  ...savedMessages('visa-costs', 'Visa cost'),
  ...savedMessages('accommodation-rates', 'Accommodation rate'),
  ...savedMessages('ai-synonyms', 'Synonym'),
  ...savedMessages('emergency-numbers', 'Emergency number'),
  ...savedMessages('crisis-lines', 'Crisis line'),
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => overrides[key] ?? defaultI18nProvider.translate(key, options),
};
