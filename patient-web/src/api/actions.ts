import { API_MESSAGES, apiMessageCode, localizedPath } from '@medtour/contracts';
import { data, redirect } from 'react-router';
import { localeOf, type LanguageParams } from '../i18n/messages';
import { ApiError, type MessageCodes } from './client';
import { safeRedirect } from './safe-redirect';

/*
 * The one way a patient-site form changes data: a route `action` that calls the API on the server
 * (with the visitor's cookie; the API's Set-Cookie goes back with the answer). The same action
 * answers a plain HTML post (no JavaScript: the page is rendered with its result) and a post made
 * by React Router in the browser (the page shows the result and the spec's toast). Each form sends
 * an `intent`, so that one page can hold several forms.
 */

/**
 * What an action answers for the form `intent`: done (with a message and any values to show), or
 * refused. The texts are English; `codes` says which of them the page can say in its language.
 */
export type FormResult<T extends object = object> =
  | ({ intent: string; ok: true; message?: string; codes?: MessageCodes } & Partial<T>)
  | ({ intent: string; ok: false; message: string; errors: Record<string, string>; codes?: MessageCodes } & Partial<T>);

export const GENERIC_ERROR = API_MESSAGES.authFailed;
export const NETWORK_ERROR = API_MESSAGES.networkError;

/** The codes of these texts that are in the catalogue of messages a patient reads (the site's own and the API's). */
export function codesOf(...texts: (string | undefined)[]): MessageCodes {
  const codes: MessageCodes = {};
  for (const text of texts) {
    const coded = text === undefined ? undefined : apiMessageCode(text);
    if (coded) codes[text!] = coded;
  }
  return codes;
}

/** The message to show for a failed call: the server's (or the rate limiter's) text, else `fallback`. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof ApiError) return error.status === 0 ? NETWORK_ERROR : error.message || fallback;
  return fallback;
}

/**
 * The posted form. The web handler lets only form bodies through (urlencoded, and multipart on the
 * page that takes uploads), but one can still be malformed (a multipart body that does not follow
 * its boundary): the sender's mistake, answered 400, never a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw data('The form could not be read. Please reload the page and try again.', { status: 400 });
  }
}

/** A posted text field (empty when missing). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form is done: its `message` (and `extra` values) go back to the page. */
export function done<T extends object>(intent: string, message?: string, extra?: T) {
  return { intent, ok: true as const, message, codes: codesOf(message), ...extra };
}

/**
 * The API refused the form, or did not answer: its status (400 with field errors, 401, 409, 429…;
 * 503 when the API gave no answer), its message and field errors go back to the page; never a 500.
 * `extra` values are shown again with the errors.
 */
export function refused<T extends object>(intent: string, error: unknown, request: Request, fallback?: string, extra?: T) {
  if (request.signal.aborted) throw error;
  const status = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 503;
  if (status === 503) console.error(`Form ${intent}: the API did not answer:`, error);
  const errors = error instanceof ApiError && error.status === 400 ? error.errors : {};
  const message = errorMessage(error, fallback);
  // The API's codes of its texts; the site's own (a fallback, the network error) from the catalogue.
  const codes = { ...codesOf(message, ...Object.values(errors)), ...(error instanceof ApiError ? error.codes : {}) };
  return data({ intent, ok: false as const, message, errors, codes, ...extra }, { status });
}

/** A refusal said with another message of the catalogue (e.g. the form's own summary of its field errors), its code with it. */
export function saying(answer: ReturnType<typeof refused>, message: string): void {
  answer.data.message = message;
  answer.data.codes = { ...answer.data.codes, ...codesOf(message) };
}

/** Refused before calling the API (e.g. the two passwords differ): status 400 with these field errors. */
export function invalid(intent: string, errors: Record<string, string>, message = Object.values(errors)[0] ?? '') {
  return data({ intent, ok: false as const, message, errors, codes: codesOf(message, ...Object.values(errors)) }, { status: 400 });
}

/**
 * A form the action does not know (an unknown or missing `intent`: a page from before a change of the
 * site, or a forged post): 400. The answer names the intent it was sent, so the form that sent it
 * shows the message.
 */
export const unknownForm = (intent: string) => invalid(intent, {}, API_MESSAGES.unknownForm);

/**
 * Redirects to a path on this site (see `safeRedirect`) in the language of the page that sends it: a
 * patient who signs in on `/fr/auth` goes on in French, wherever the link that brought them was written.
 */
export const redirectOnSite = (params: LanguageParams, target: string | null | undefined, fallback?: string) =>
  redirect(localizedPath(localeOf(params), safeRedirect(target, fallback)));

/** Redirects to a page of this site in the language of the page that sends it: `/` from `/fr/…` is `/fr`. */
export const redirectIn = (params: LanguageParams, path: string) => redirect(localizedPath(localeOf(params), path));
