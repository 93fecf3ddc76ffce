import { type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useActionData, useLocation, useNavigation } from 'react-router';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, TEXT_LIMITS } from '@medtour/contracts';
import type { FormResult } from '../api/actions';
import { ApiError } from '../api/client';
import { formIntent } from '../api/intent';
import { describedBy, FieldNotes } from '../components/FieldNotes';
import { toast, type Toast } from '../components/Toaster';
import { useMessageText, useT } from '../i18n/messages';

/**
 * The message of a call that failed in the browser (an upload, the assistant's stream), in the page's
 * language: the API's (by its code), the network's, or `fallback` (already translated) when it said nothing.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const say = useMessageText();
  const t = useT();
  return useCallback(
    (error, fallback) => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.status === 0) return t('errors.networkError');
      return error.message ? say(error.message, error.codes) : fallback;
    },
    [say, t],
  );
}

/** A labelled input with its hint and error (announced, and tied to the input for screen readers). */
export function TextField({
  label,
  error,
  hint,
  idPrefix = 'field',
  ...input
}: { label: string; error?: string; hint?: ReactNode; idPrefix?: string } & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = input.id ?? `${idPrefix}-${input.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A new password (sign-up, reset, change, its confirmation): the API's rule, said as it says it. */
export function NewPasswordField({
  hint = PASSWORD_RULES.hint,
  ...field
}: {
  label: string;
  name: string;
  id?: string;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={TEXT_LIMITS.password}
      hint={hint}
      {...field}
    />
  );
}

/** The narrow page of an account step (sign-in help, password, email check): its title over a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section">
      <div className="container container--narrow auth-page">
        <h1>{title}</h1>
        <div className="card auth-card">{children}</div>
      </div>
    </section>
  );
}

/** The hidden field that tells the route's action which of the page's forms was sent. */
export const Intent = ({ value }: { value: string }) => <input type="hidden" name="intent" value={value} />;

/** A refusal that names no field (e.g. a wrong current password), said above the form's button. */
export function FormError({ result }: { result: FormResult | undefined }) {
  if (!result || result.ok || Object.keys(result.errors).length) return null;
  return (
    <p className="notice notice--error" role="alert">
      {result.message}
    </p>
  );
}

export type ToastInput = Omit<Toast, 'id'>;

export interface FormToasts<R> {
  /** The toast of a form that is done (spec wording), if any. */
  done?: (result: R) => ToastInput | undefined;
  /** Title of the destructive toast of a refused form (spec §8: "Error"); false: the page says it. */
  failed?: string | false | ((result: R) => string);
  /** The toast of a form whose action redirects to another page (e.g. "Welcome back!"). */
  left?: ToastInput;
}

/**
 * The state of the page's form `intent`, for the forms of a page whose route has several: its
 * action's answer (`result`, field `errors`), whether it is being sent (`busy`), and the spec's toasts
 * when JavaScript runs. Without JavaScript the page shows the answer itself (see `NoScriptNotice`).
 */
export function useFormAction<T extends object = object>(intent: string, toasts: FormToasts<FormResult<T>> = {}) {
  const answer = useActionData() as FormResult<T> | undefined;
  const result = useTranslatedResult(answer?.intent === intent ? answer : undefined);
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const sending = formIntent(navigation.formData) === intent;
  // The action redirected: the page that follows is another address.
  const leaving =
    sending && navigation.state === 'loading' && (navigation.location.pathname !== pathname || navigation.location.search !== search);
  useResultToasts(result, toasts, leaving);
  return { result, errors: result && !result.ok ? result.errors : {}, busy: sending && navigation.state !== 'idle' };
}

/** The spec's toasts of a form's answer (once per answer), and of its leaving for another page. */
export function useResultToasts<R extends FormResult>(result: R | undefined, toasts: FormToasts<R>, leaving: boolean): void {
  const t = useT();
  useEffect(() => {
    if (!result) return;
    const shown = result.ok
      ? toasts.done?.(result)
      : toasts.failed === false
        ? undefined
        : {
            title: (typeof toasts.failed === 'function' ? toasts.failed(result) : toasts.failed) ?? t('errors.title'),
            description: result.message,
            variant: 'destructive' as const,
          };
    if (shown) toast(shown);
    // Once per answer of the action: the toasts are fixed per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [result]);

  useEffect(() => {
    if (leaving && toasts.left) toast(toasts.left);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [leaving]);
}

/** A form's answer with its messages (the API's and the site's) in the page's language. */
export function useTranslatedResult<R extends FormResult>(result: R | undefined): R | undefined {
  const say = useMessageText();
  return useMemo(() => {
    if (!result) return undefined;
    const message = result.message === undefined ? undefined : say(result.message, result.codes);
    if (result.ok) return { ...result, message };
    const errors = Object.fromEntries(Object.entries(result.errors).map(([name, text]) => [name, say(text, result.codes)]));
    return { ...result, message, errors };
  }, [result, say]);
}

/** False until React has taken over the page (then toasts say what the server-rendered page says in text). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * What a toast would say, as text on the server-rendered page: shown when the form was posted without
 * JavaScript, removed once React runs (the toast says it then).
 */
export function NoScriptNotice({ toast: shown }: { toast: ToastInput | undefined }) {
  const hydrated = useHydrated();
  if (hydrated || !shown) return null;
  return (
    <p className={`notice ${shown.variant === 'destructive' ? 'notice--error' : 'notice--info'}`} role="status">
      <strong>{shown.title}</strong> {shown.description}
    </p>
  );
}
