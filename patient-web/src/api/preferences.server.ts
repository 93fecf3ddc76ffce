import { type Currency, isCurrency } from '@medtour/contracts';
import { redirect } from 'react-router';
import { ApiError, getApi, type ApiClient } from './client';

/*
 * The header's choices a visitor makes for every page (the language, the currency): remembered in a
 * cookie for a year (the server reads it, scripts need not) and, for a signed-in patient, on their
 * account (their emails and quotes follow it).
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookies that remember the visitor's language and the currency prices are shown in beside US dollars. */
export const LANGUAGE_COOKIE = 'lang';
export const CURRENCY_COOKIE = 'currency';

/** The value of a cookie the visitor's browser sent, or null. */
export function cookieValue(request: Request, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.get('cookie') ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The currency the visitor chose in the header (its cookie), if it is one of the list. */
export function chosenCurrency(request: Request): Currency | undefined {
  const code = cookieValue(request, CURRENCY_COOKIE);
  return isCurrency(code) ? code : undefined;
}

interface Choice {
  cookie: string;
  value: string;
  /** The page to open next (already checked to be one of this site's). */
  to: string;
  /** Keeps the choice on the signed-in patient's account. */
  keep: (api: ApiClient) => Promise<unknown>;
}

/**
 * Remembers the choice and opens `to`. The account keeps it only when this site's own switcher sent the
 * visitor: a link from another site (a cross-site navigation, as the browser's Sec-Fetch-Site says)
 * changes only the cookie.
 */
export async function rememberChoice(request: Request, context: Parameters<typeof getApi>[0], choice: Choice) {
  if (request.headers.get('sec-fetch-site') === 'same-origin') await keepOnAccount(getApi(context), choice);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return redirect(choice.to, {
    status: 303,
    headers: { 'Set-Cookie': `${choice.cookie}=${choice.value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}` },
  });
}

/** A visitor who is not signed in (401) has no account to keep it on; any other failure still switches the page. */
async function keepOnAccount(api: ApiClient, choice: Choice): Promise<void> {
  try {
    await choice.keep(api);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      console.error(`Keeping the ${choice.cookie} choice on the account failed:`, error);
  }
}
