import { defaultI18nProvider, type I18nProvider } from 'react-admin';

// react-admin's English messages, with the product's wording where it differs.
const overrides: Record<string, string> = {
  'ra.auth.logout': 'Sign Out',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => overrides[key] ?? defaultI18nProvider.translate(key, options),
};
