import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { GenericSchema } from 'valibot';
import type { TripPlanView, WarningSign } from '@medtour/contracts';
import type { FormResult } from '../api/actions';
import { describedBy, FieldNotes } from '../components/FieldNotes';
import { RouteForm, useRouteForm } from '../forms/route-form';
import { useT } from '../i18n/messages';
import { tripPlanPath } from '../trip-plan/paths';
import { focusField, RequiredMark } from './fields';

/*
 * The parts of the trip plan page's forms (journey/TripPlan.tsx and the sections' journey/Trip*.tsx):
 * the plan they are about, the answer of each form, and its controls.
 */

export interface Trip {
  plan: TripPlanView;
  /** The server's time when the page was loaded: which check-ins are due. */
  now: string;
}

export const TripContext = createContext<Trip | null>(null);

export function useTrip(): Trip {
  const trip = useContext(TripContext);
  if (!trip) throw new Error('useTrip outside the trip plan page');
  return trip;
}

/** What a form's route answers besides its message (see routes/trip/*.tsx). */
interface TripAnswer {
  /** The values of a refused form, shown again in it. */
  values: Record<string, string>;
  /** A check-in's emergency guidance, when it found warning signs (the coordinator was alerted). */
  guidance: string | null;
  signs: WarningSign[];
}

export type TripResult = FormResult<TripAnswer>;

/**
 * The answer and state of one of the page's forms, posted to its route (`path` below the plan's
 * address: `flights`, `travellers/<id>`…) and checked first with its `schema`; a post without
 * JavaScript comes back at its `section`.
 */
export function useTripForm(path: string, section: string, schema?: GenericSchema) {
  const { plan } = useTrip();
  // No toasts: each form says its answer above its button (the same with or without JavaScript).
  const form = useRouteForm<TripAnswer>(`${tripPlanPath(plan.bookingId)}/${path}`, {
    schema,
    summary: 'correctFields',
    failed: false,
    hash: section,
  });
  const refused = form.result && !form.result.ok ? form.result : undefined;
  return { ...form, section, values: refused?.values };
}

/** One form's route, answer and state (`useTripForm`): what its `<TripForm>` posts and shows. */
export type TripFormState = ReturnType<typeof useTripForm>;

/** A form's answer, above its button: done (a status), or refused (its message, and errors of fields the form does not show). */
export function Outcome({ result, fields }: { result: TripResult | undefined; fields: readonly string[] }) {
  if (!result) return null;
  if (result.ok) {
    return result.message ? (
      <p className="notice notice--info trip-outcome" role="status">
        {result.message}
      </p>
    ) : null;
  }
  const others = Object.entries(result.errors).filter(([name]) => !fields.includes(name));
  return (
    <div className="notice notice--error trip-outcome" role="alert">
      <p>{result.message}</p>
      {others.length > 0 && (
        <ul>
          {others.map(([name, text]) => (
            <li key={name}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A form of the page: posted to its route's action (without JavaScript the page comes back at its
 * section), its answer above its button, the first field refused focused. `form` (from `useTripForm`)
 * gives its route, answer and state; `refusalOnly`: its done answer is said elsewhere (the
 * traveller's, the check-in's), the form says only a refusal.
 */
export function TripForm({
  form,
  refusalOnly = false,
  busyLabel,
  shows,
  ...props
}: {
  form: TripFormState;
  /**
   * What the form shows of the stored plan: the form is drawn anew, with those values, when they change
   * (its own save), and left alone when another form's save changes the rest of the plan, so that what
   * a patient is typing in it is kept.
   */
  shows: unknown;
  refusalOnly?: boolean;
  /** Fields the form sends as they are (which of the list it is about). */
  hidden?: Record<string, string>;
  fields: readonly string[];
  submit: string;
  /** What the button says while it is sent ("Saving…" unless said). */
  busyLabel?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  const t = useT();
  return (
    // Drawn anew, with its fields' values, when refused (the values posted) and when what it shows is saved (the stored ones).
    <PostedForm
      key={form.values ? 'posted' : JSON.stringify(shows)}
      form={form}
      result={refusalOnly && form.result?.ok ? undefined : form.result}
      busyLabel={busyLabel ?? t('tripPlan.saving')}
      {...props}
    />
  );
}

/** The `<form>` of a `TripForm`. */
function PostedForm({
  form,
  hidden = {},
  result,
  fields,
  submit,
  busyLabel,
  children,
  labelledBy,
}: {
  form: TripFormState;
  hidden?: Record<string, string>;
  result: TripResult | undefined;
  fields: readonly string[];
  submit: string;
  busyLabel: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result && !result.ok) focusField(element.current, Object.keys(result.errors)[0]);
  }, [result]);
  return (
    <RouteForm form={form} ref={element} className="trip-form" noValidate aria-labelledby={labelledBy ?? `${form.section}-title`}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Outcome result={result} fields={fields} />
      <button type="submit" className="btn btn--primary" disabled={form.busy}>
        {form.busy ? busyLabel : submit}
      </button>
    </RouteForm>
  );
}

/** A group of radio buttons with its legend, hint and error (the first is focused when it is refused). */
export function Choices({
  legend,
  name,
  idPrefix,
  options,
  value,
  error,
  hint,
  required,
  className = '',
}: {
  legend: string;
  name: string;
  idPrefix: string;
  options: readonly { value: string; label: ReactNode }[];
  value: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <fieldset
      className={`field trip-fieldset ${className}`}
      aria-describedby={describedBy(id, error, hint)}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="trip-choices">
        {options.map((option) => (
          <label key={option.value} className="trip-choice">
            <input type="radio" name={name} value={option.value} defaultChecked={value === option.value} required={required} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** A check box with its label. */
export function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="trip-choice">
      <input type="checkbox" name={name} defaultChecked={checked} />
      <span>{label}</span>
    </label>
  );
}

/** A section of the page for one step (its id is the step's: the checklist and the emails link to it). */
export function StepSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="card trip-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
