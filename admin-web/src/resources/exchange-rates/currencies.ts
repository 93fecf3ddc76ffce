import { RATED_CURRENCIES } from '@medtour/contracts';

const names = new Intl.DisplayNames(['en'], { type: 'currency' });

/** The currencies a rate can be entered for: every one of the header's list but US dollars. */
export const CURRENCY_CHOICES = RATED_CURRENCIES.map((code) => ({ id: code, name: `${code} · ${names.of(code)}` }));
