import { FieldNotes, describedBy } from '../components/FieldNotes';
import {
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { Form } from '../i18n/links';
import { Intent, useHydrated } from '../account/forms';
import { useT } from '../i18n/messages';
import type { Locale } from '@medtour/contracts';

/*
 * Form controls of the journey, also used by the public filters (a select and a textarea in the
 * style of account/forms' TextField),
 * an inline confirmation and small display helpers.
 */

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  idPrefix?: string;
}

/** A visual "required" star; the field's `required` state is what screen readers announce. */
export const RequiredMark = () => (
  <span className="required-mark" aria-hidden="true">
    {' *'}
  </span>
);

/** A choice of a select: its value, shown as is, or a value and its label. */
type SelectOption = string | { value: string; label: string };

/** A select; `placeholder` is a first, empty choice and `options` the choices after it (then `children`). */
export function SelectField({
  label,
  error,
  hint,
  idPrefix = 'field',
  placeholder,
  options = [],
  children,
  ...select
}: FieldProps & { placeholder?: string; options?: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = select.id ?? `${idPrefix}-${select.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {select.required && <RequiredMark />}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const choice = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          );
        })}
        {children}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  idPrefix = 'field',
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = textarea.id ?? `${idPrefix}-${textarea.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {textarea.required && <RequiredMark />}
      </label>
      <textarea id={id} rows={3} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...textarea} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** Moves keyboard focus to the control of a form named `name` (e.g. the first with an error). */
export function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

/**
 * A destructive form (record removal, booking cancellation) that asks first, in place (no browser
 * dialog): the button turns into a question with "yes" (which posts the form) and "no". Without
 * JavaScript the question is a disclosure (`<details>`) around the same "yes" button.
 */
export function ConfirmForm({
  intent,
  fields,
  label,
  question,
  confirmLabel,
  cancelLabel,
  describedById,
  details,
}: {
  intent: string;
  /** The hidden fields that name what is removed. */
  fields: Record<string, string>;
  label: ReactNode;
  question: string;
  confirmLabel: string;
  /** The "no" button; "Keep" unless said. */
  cancelLabel?: string;
  describedById?: string;
  /** What the patient must know before saying yes (e.g. what happens to a deposit paid). */
  details?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.formData?.get('intent') === intent && Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === v);
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // Keyboard focus follows the question: onto "yes" when it appears, back to the button after.
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const confirm = (
    <Form method="post" className="journey-confirm__form" onSubmit={() => setAsking(false)}>
      <Intent value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn--danger btn--small" disabled={busy} ref={yes}>
        {confirmLabel}
      </button>
    </Form>
  );
  if (!hydrated) {
    return (
      <details className="journey-confirm">
        <summary className="btn btn--secondary btn--small">{label}</summary>
        <span className="journey-confirm__question">{question}</span>
        {details && <span className="journey-confirm__details">{details}</span>}
        {confirm}
      </details>
    );
  }
  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        className="btn btn--secondary btn--small"
        aria-describedby={describedById}
        onClick={() => setAsking(true)}
        disabled={busy}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="journey-confirm" role="group" aria-label={question}>
      <span className="journey-confirm__question">{question}</span>
      {details && <span className="journey-confirm__details">{details}</span>}
      {confirm}
      <button type="button" className="btn btn--secondary btn--small" onClick={() => setAsking(false)}>
        {cancelLabel ?? t('journey.confirm.keep')}
      </button>
    </span>
  );
}

/**
 * A button that changes the page's address (`set`: parameters to set, empty to remove), keeping the
 * others: a GET form, so that it works without JavaScript. `onClick` may handle it in the page instead
 * (it then prevents the navigation).
 */
export function AddressButton({
  set,
  children,
  onClick,
  ...button
}: { set: Record<string, string>; onClick?: (event: MouseEvent<HTMLButtonElement>) => void } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'type'
>) {
  const [params] = useSearchParams();
  const kept = [...params.entries()].filter(([key]) => !(key in set));
  const values = Object.entries(set).filter(([, value]) => value !== '');
  return (
    <Form method="get" preventScrollReset className="address-button">
      {[...kept, ...values].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" {...button} onClick={onClick}>
        {children}
      </button>
    </Form>
  );
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** `92.5` → `92.5%` in English, `92,5 %` in French (the API's percentages have at most 2 decimals). */
export function formatPercent(value: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format.format(value);
}
