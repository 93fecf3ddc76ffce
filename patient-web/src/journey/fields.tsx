import { FieldNotes, describedBy } from '../components/FieldNotes';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { Locale } from '@medtour/contracts';

/*
 * Form controls of the journey, also used by the public filters (a select and a textarea in the
 * style of account/forms' TextField), and small display helpers. The inline confirmation of a
 * destructive form is components/ConfirmForm.tsx.
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
