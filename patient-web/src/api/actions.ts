import { API_MESSAGES, apiMessageCode, type ApiMessageCode, localizedPath } from '@medtour/contracts';
import type { GenericSchema, InferOutput } from 'valibot';
import { data, redirect } from 'react-router';
import { checkForm, typedValues } from '../forms/schema';
import { localeOf, type LanguageParams } from '../i18n/messages';
import { ApiError, type MessageCodes } from './client';
import { safeRedirect } from './safe-redirect';

/*
 * The one way a patient-site form changes data: a route `action` that calls the API on the server
 * (with the visitor's cookie; the API's Set-Cookie goes back with the answer). The same action
 * answers a plain HTML post (no JavaScript: the page is rendered with its result) and a post made
 * by React Router in the browser (the page shows the result and the spec's toast). A form of the
 * patient's journey is a route of its own (forms/route-form.tsx); a page with several forms of one
 * route (sign-in and sign-up…) names each with an `intent`.
 */

/**
 * What an action answers: done (with a message and any values to show), or refused; `intent` names
 * the form of a route that has several. The texts are English; `codes` says which of them the page
 * can say in its language.
 */
export type FormResult<T extends object = object> =
  | ({ intent?: string; ok: true; message?: string; codes?: MessageCodes } & Partial<T>)
  | ({ intent?: string; ok: false; message: string; errors: Record<string, string>; codes?: MessageCodes } & Partial<T>);

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

/** A form route's form is done: its `message` (and `extra` values) go back to the page. */
export function formDone<T extends object>(message?: string, extra?: T) {
  return { ok: true as const, message, codes: codesOf(message), ...extra };
}

/** The form `intent` is done: its `message` (and `extra` values) go back to the page. */
export function done<T extends object>(intent: string, message?: string, extra?: T) {
  return { intent, ...formDone(message, extra) };
}

/**
 * The API refused a form route's form, or did not answer: its status (400 with field errors, 401, 409,
 * 429…; 503 when the API gave no answer), its message and field errors go back to the page; never a
 * 500. `extra` values are shown again with the errors.
 */
export function formRefused<T extends object>(error: unknown, request: Request, fallback?: string, extra?: T) {
  if (request.signal.aborted) throw error;
  const status = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 503;
  if (status === 503) console.error(`Form ${new URL(request.url).pathname}: the API did not answer:`, error);
  const errors = error instanceof ApiError && error.status === 400 ? error.errors : {};
  const message = errorMessage(error, fallback);
  // The API's codes of its texts; the site's own (a fallback, the network error) from the catalogue.
  const codes = { ...codesOf(message, ...Object.values(errors)), ...(error instanceof ApiError ? error.codes : {}) };
  return data({ ok: false as const, message, errors, codes, ...extra }, { status });
}

/** The form `intent` was refused (see `formRefused`). */
export function refused<T extends object>(intent: string, error: unknown, request: Request, fallback?: string, extra?: T) {
  const { data: answer, init } = formRefused(error, request, fallback, extra);
  return data({ intent, ...answer }, init ?? undefined);
}

/** A refusal said with another message of the catalogue (e.g. the form's own summary of its field errors), its code with it. */
export function saying(answer: ReturnType<typeof formRefused>, message: string): void {
  answer.data.message = message;
  answer.data.codes = { ...answer.data.codes, ...codesOf(message) };
}

/** Refused before calling the API (e.g. the two passwords differ): status 400 with these field errors. */
export function invalid(intent: string, errors: Record<string, string>, message = Object.values(errors)[0] ?? '') {
  return data({ intent, ok: false as const, message, errors, codes: codesOf(message, ...Object.values(errors)) }, { status: 400 });
}

/**
 * A form route's form refused by its schema (forms/schema.ts): status 400, each field's error in the
 * catalogue's words, said by `summary` (else its first error), and the values typed to show them again.
 */
export function formInvalid(errors: Record<string, ApiMessageCode>, values: Record<string, string>, summary?: ApiMessageCode) {
  const texts = Object.fromEntries(Object.entries(errors).map(([name, code]) => [name, API_MESSAGES[code]]));
  const message = summary ? API_MESSAGES[summary] : (Object.values(texts)[0] ?? API_MESSAGES.invalidInput);
  const codes = codesOf(message, ...Object.values(texts));
  // `invalid`: refused by the form's own check (as the browser refuses it), not by the API.
  return data({ ok: false as const, message, errors: texts, codes, values, invalid: true as const }, { status: 400 });
}

/**
 * The form posted to a form route, read with its `schema`: what the schema read from it, or the
 * refusal to answer (`formInvalid`: the same the browser says when it checks the form first).
 */
export async function postedForm<S extends GenericSchema>(request: Request, schema: S, summary?: ApiMessageCode) {
  const form = await readForm(request);
  const checked = checkForm(schema, form);
  return checked.ok
    ? { ok: true as const, value: checked.value as InferOutput<S>, form }
    : { ok: false as const, answer: formInvalid(checked.errors, typedValues(form), summary) };
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

/**
 * A form route's action: the posted form read with `schema` (refused as `postedForm` does), then
 * `change` with what it read, whose answer is the form's. The API's refusal is answered as
 * `formRefused` does (`fallback` when the API said nothing), with the values typed to show them
 * again; `explain` may say it otherwise (e.g. the form's own summary of its field errors).
 */
export async function answerForm<S extends GenericSchema, A>(
  request: Request,
  schema: S,
  change: (value: InferOutput<S>, form: FormData) => Promise<A>,
  options: {
    fallback?: string;
    summary?: ApiMessageCode;
    explain?: (answer: ReturnType<typeof formRefused>, error: unknown, value: InferOutput<S>) => void;
  } = {},
) {
  const posted = await postedForm(request, schema, options.summary);
  if (!posted.ok) return posted.answer;
  try {
    return await change(posted.value, posted.form);
  } catch (error) {
    const answer = formRefused(error, request, options.fallback, { values: typedValues(posted.form) });
    options.explain?.(answer, error, posted.value);
    return answer;
  }
}
