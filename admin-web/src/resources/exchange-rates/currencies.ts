import { CURRENCIES } from '@medtour/contracts';

/** The currencies a rate can be entered for: every one of the header's list but US dollars. */
export const CURRENCY_CHOICES = CURRENCIES.filter((code) => code !== 'USD').map((code) => ({
  id: code,
  name: `${code} · ${new Intl.DisplayNames(['en'], { type: 'currency' }).of(code)}`,
}));
