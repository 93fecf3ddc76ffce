import { FieldNotes, describedBy } from '../components/FieldNotes';
import {
  type ChangeEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from 'react';

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
const RequiredMark = () => (
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

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The values and field errors of a form. `set` changes a value and clears its error; `bind(name)`
 * gives a text control its name, id prefix, value, change handler and error.
 */
export function useFormState<V extends object>(initial: V, idPrefix: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const bind = <K extends TextKey<V>>(key: K) => ({
    name: key,
    idPrefix,
    value: values[key] as string,
    error: errors[key],
    onChange: (event: ChangeEvent<Control>) => set(key, event.target.value as V[K]),
  });
  return { values, setValues, errors, setErrors, set, bind };
}

/** Moves keyboard focus to the control of a form named `name` (e.g. the first with an error). */
export function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

/**
 * A destructive action that asks first, in place (no browser dialog): the button turns into a
 * question with "yes" and "no" buttons.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  cancelLabel = 'Keep',
  busy = false,
  onConfirm,
  describedById,
}: {
  label: ReactNode;
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  describedById?: string;
}) {
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
      <button
        type="button"
        className="btn btn--danger btn--small"
        disabled={busy}
        ref={yes}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => setAsking(false)}>
        {cancelLabel}
      </button>
    </span>
  );
}

/** `2411724` → `2.3 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Spec §4: `payment_pending` is shown as "payment pending". */
export const humanize = (value: string) => value.replaceAll('_', ' ');
