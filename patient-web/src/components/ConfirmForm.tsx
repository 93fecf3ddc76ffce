import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { Intent, useHydrated } from '../account/forms';
import { Form } from '../i18n/links';
import { useT } from '../i18n/messages';

/**
 * A destructive form (record removal, booking cancellation) that asks first, in place (no browser
 * dialog): the button turns into a question with "yes" (which posts the form) and "no". Without
 * JavaScript the question is a disclosure (`<details>`) around the same "yes" button. `form` draws
 * the form around "yes" (`ConfirmRouteForm`: a form route's; the assistant's: its page's `intent`).
 */
export function ConfirmForm({
  form,
  busy,
  label,
  question,
  confirmLabel,
  cancelLabel,
  describedById,
  details,
}: {
  form: (yes: ReactNode, onSent: () => void) => ReactNode;
  busy: boolean;
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
  const confirm = form(
    <button type="submit" className="btn btn--danger btn--small" disabled={busy} ref={yes}>
      {confirmLabel}
    </button>,
    () => setAsking(false),
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

export type ConfirmProps = Omit<Parameters<typeof ConfirmForm>[0], 'form' | 'busy'>;

/** A `ConfirmForm` of the page's form `intent`, naming what it removes in hidden `fields`. */
export function ConfirmIntentForm({ intent, fields, ...props }: { intent: string; fields: Record<string, string> } & ConfirmProps) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get('intent') === intent && Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === v);
  return (
    <ConfirmForm
      form={(yes, onSent) => (
        <Form method="post" className="journey-confirm__form" onSubmit={onSent}>
          <Intent value={intent} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {yes}
        </Form>
      )}
      busy={busy}
      {...props}
    />
  );
}
