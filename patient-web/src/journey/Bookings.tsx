import { useEffect, useId, useRef, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Intent, TextField, useFormAction, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { formatDate, formatUsd } from '../format';
import { BOOKING_DEFAULTS, type BookingView } from '@medtour/contracts';
import { BOOKING_TYPE_OPTIONS, BOOKING_URGENCY_OPTIONS } from './api';
import { CallPanel, ChatPanel } from './BookingChat';
import type { JourneyData } from './data.server';
import { AddressButton, ConfirmForm, focusField, humanize, SelectField, TextAreaField } from './fields';
import { Fact, Tags } from '../components/Lists';

const typeLabel = (type: string) => BOOKING_TYPE_OPTIONS.find((t) => t.value === type)?.label ?? humanize(type);

/** Today in the patient's time zone, as `YYYY-MM-DD` (the earliest preferred date). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

type Options = NonNullable<JourneyData['options']>;

/** A booking request (spec §5 defaults: urgency normal, no services, no companions), posted to the journey's action. */
function BookingForm({ options, hospitalId, formId }: { options: Options | null; hospitalId: string; formId: string }) {
  const { result, errors, busy } = useFormAction<{ values: Record<string, string> }>('booking-create', {
    done: () => ({ title: 'Booking Created', description: 'Your booking request has been submitted successfully.' }),
  });
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const titleId = `${formId}-title`;
  // A refused request is shown again as it was sent.
  const sent = result && !result.ok ? result.values : undefined;
  const value = (name: string, fallback = '') => sent?.[name] ?? fallback;
  const checked = (name: string) => (sent ? name in sent : false);
  const bind = (name: string, fallback?: string) => ({
    name,
    idPrefix: 'booking',
    defaultValue: value(name, fallback),
    error: errors[name],
  });

  useEffect(() => {
    if (result && !result.ok) focusField(form.current, Object.keys(result.errors)[0]);
  }, [result]);

  return (
    <Form method="post" id={formId} ref={form} className="card booking-form" noValidate aria-labelledby={titleId}>
      <Intent value="booking-create" />
      <h4 id={titleId} tabIndex={-1} className="booking-form__title">
        New Booking Request
      </h4>
      <p className="muted small">Booking is free: the consultation and planning cost nothing, you pay only for your treatment.</p>
      <div className="form-grid">
        <SelectField
          label="Hospital"
          required
          disabled={!options}
          placeholder="Choose a hospital"
          options={options?.hospitals.map((h) => ({ value: h.id, label: `${h.name} — ${h.city}, ${h.country.name}` }))}
          {...bind('hospitalId', hospitalId)}
        />
        <SelectField
          label="Treatment"
          required
          disabled={!options}
          placeholder="Choose a treatment"
          options={options?.treatments.map((t) => ({ value: t.id, label: t.name }))}
          {...bind('treatmentId')}
        />
        <SelectField label="Booking Type" options={BOOKING_TYPE_OPTIONS} {...bind('bookingType', BOOKING_DEFAULTS.bookingType)} />
        <SelectField label="Urgency" options={BOOKING_URGENCY_OPTIONS} {...bind('urgencyLevel', BOOKING_DEFAULTS.urgencyLevel)} />
        {/* The browser's today (the server's date may already be another). */}
        <TextField label="Preferred Date" type="date" min={hydrated ? today() : undefined} {...bind('preferredDate')} />
        <TextField
          label="Companions"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          step={1}
          hint="People travelling with you."
          {...bind('companionCount', String(BOOKING_DEFAULTS.companionCount))}
        />
      </div>
      <TextAreaField
        label="Medical Summary"
        maxLength={5000}
        placeholder="Your condition and what you would like the hospital to know"
        {...bind('medicalSummary')}
      />
      <TextAreaField
        label="Special Requirements"
        maxLength={2000}
        placeholder="Diet, mobility, interpreter (French, Arabic, Swahili…)"
        {...bind('specialRequirements')}
      />
      <fieldset className="field journey-services">
        <legend>Services needed</legend>
        <label className="journey-check">
          <input type="checkbox" name="travelRequired" defaultChecked={checked('travelRequired')} />
          Travel assistance
        </label>
        <label className="journey-check">
          <input type="checkbox" name="accommodationNeeded" defaultChecked={checked('accommodationNeeded')} />
          Accommodation
        </label>
        <label className="journey-check">
          <input type="checkbox" name="visaAssistanceNeeded" defaultChecked={checked('visaAssistanceNeeded')} />
          Visa assistance
        </label>
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={busy || !options}>
        {busy ? 'Submitting...' : 'Submit Booking Request'}
      </button>
    </Form>
  );
}

type Panel = { bookingId: string; kind: 'chat' | 'call' };

/** The panel an address opens: `?chat=<id>` (or `?booking=<id>` from an email) or `?call=<id>`. */
function panelIn(params: URLSearchParams): Panel | undefined {
  const chat = params.get('chat') || params.get('booking');
  if (chat) return { bookingId: chat, kind: 'chat' };
  const call = params.get('call');
  return call ? { bookingId: call, kind: 'call' } : undefined;
}

function BookingCard({
  booking,
  panel,
  onPanel,
  thread,
  contact,
}: {
  booking: BookingView;
  panel: Panel['kind'] | undefined;
  onPanel: (kind: Panel['kind'] | undefined) => void;
  thread: JourneyData['thread'];
  contact: JourneyData['contact'];
}) {
  const base = `booking-${booking.id}`;
  const panelId = `${base}-panel`;
  const services = [
    booking.travelRequired && 'Travel',
    booking.accommodationNeeded && 'Accommodation',
    booking.visaAssistanceNeeded && 'Visa',
  ].filter((s): s is string => Boolean(s));
  const cancellable = booking.status !== 'completed' && booking.status !== 'cancelled';

  return (
    <li id={base} className="booking-item">
      <article className="card booking" aria-labelledby={`${base}-title ${base}-ref`}>
        <div className="booking__head">
          <div>
            <h4 id={`${base}-title`} className="booking__title" tabIndex={-1}>
              {typeLabel(booking.bookingType)}
            </h4>
            <p className="muted small booking__created">Created {formatDate(booking.createdAt)}</p>
          </div>
          <p className="booking__badges">
            <span className={`badge booking-status booking-status--${booking.status}`}>
              <span className="sr-only">Status: </span>
              {humanize(booking.status)}
            </span>
            <span className={`badge booking-urgency booking-urgency--${booking.urgencyLevel}`}>{`${booking.urgencyLevel} urgency`}</span>
          </p>
        </div>
        <dl className="booking__facts">
          <div>
            <dt>Hospital</dt>
            <dd>
              {booking.hospital.name}
              <span className="muted">{` · ${booking.hospital.city}, ${booking.hospital.country}`}</span>
            </dd>
          </div>
          {booking.treatment && <Fact label="Treatment">{booking.treatment.name}</Fact>}
          <Fact label="Preferred date">{booking.preferredDate ? formatDate(booking.preferredDate) : 'Flexible'}</Fact>
          {booking.confirmedDate && <Fact label="Confirmed">{formatDate(booking.confirmedDate)}</Fact>}
          <Fact label="Estimated cost">
            {booking.estimatedCostUsd !== null ? `From ${formatUsd(booking.estimatedCostUsd)}` : 'Quote pending'}
          </Fact>
          <Fact label="Companions">{booking.companionCount}</Fact>
        </dl>
        {booking.medicalSummary && (
          <p className="booking__summary">
            <span className="booking__label">Medical summary: </span>
            {booking.medicalSummary}
          </p>
        )}
        {booking.specialRequirements && (
          <p className="booking__summary">
            <span className="booking__label">Special requirements: </span>
            {booking.specialRequirements}
          </p>
        )}
        {services.length > 0 && <Tags items={services} label="Services needed" />}
        <div className="booking__foot">
          <span id={`${base}-ref`} className="booking__ref">
            #{booking.id.slice(-8)}
          </span>
          <div className="button-row booking__actions">
            {(['chat', 'call'] as const).map((kind) => (
              <AddressButton
                key={kind}
                set={{ [kind]: panel === kind ? '' : booking.id, [kind === 'chat' ? 'call' : 'chat']: '' }}
                className="btn btn--secondary btn--small"
                aria-expanded={panel === kind}
                aria-controls={panel === kind ? panelId : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onPanel(panel === kind ? undefined : kind);
                }}
              >
                {kind === 'chat' ? 'Chat' : 'Call'}
              </AddressButton>
            ))}
            {cancellable && (
              <ConfirmForm
                intent="booking-cancel"
                fields={{ bookingId: booking.id }}
                label="Cancel booking"
                question="Cancel this booking?"
                confirmLabel="Yes, cancel booking"
                cancelLabel="Keep booking"
              />
            )}
          </div>
        </div>
        {panel === 'chat' && <ChatPanel booking={booking} id={panelId} thread={thread?.bookingId === booking.id ? thread : undefined} />}
        {panel === 'call' && <CallPanel booking={booking} id={panelId} contact={contact} />}
      </article>
    </li>
  );
}

/**
 * "Booking Management" (spec §2): free booking requests for every signed-in patient, each with
 * its message thread and the coordinator's phone. `?book=<hospital-slug>` ("Get Quote") opens
 * the form for that hospital; `?booking=<id>` (notification emails) opens that booking's chat.
 * Everything comes from the journey's loader and changes through its action; with JavaScript the
 * form and panels open in place and the email and quote links are taken out of the address.
 */
export function BookingManagement({ data }: { data: JourneyData }) {
  const { bookings, bookingsFailed: failed, options, thread, contact } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address is tidied up after.
  const [quoteSlug] = useState(searchParams.get('book') ?? undefined);
  const created = useFormAction('booking-create').result;
  // Open from the address (quote link, or the button without JavaScript) unless a request was just sent.
  const [formOpen, setFormOpen] = useState(!created?.ok && (searchParams.has('book') || searchParams.get('form') === 'booking'));
  const [formKey, setFormKey] = useState(0);
  const [panel, setPanel] = useState<Panel | undefined>(() => panelIn(searchParams));
  const [scrollTarget, setScrollTarget] = useState<string | undefined>(() =>
    searchParams.has('book') ? 'form' : searchParams.has('booking') ? `booking-${searchParams.get('booking')}` : undefined,
  );
  useFormAction('booking-cancel', { done: () => ({ title: 'Booking Cancelled', description: 'Your booking has been cancelled.' }) });
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const formId = `${baseId}-form`;

  // A request sent: the form closes (a fresh, empty one next time).
  useEffect(() => {
    if (!created?.ok) return;
    setFormOpen(false);
    setFormKey((k) => k + 1);
  }, [created]);

  // Links into the dashboard: read once, then taken out of the address (a reload does not repeat them).
  useEffect(() => {
    if (!searchParams.has('book') && !searchParams.has('booking')) return;
    setSearchParams(
      (params) => {
        params.delete('book');
        params.delete('booking');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  useEffect(() => {
    if (data.linkNotFound) toast({ title: 'Error', description: 'This booking was not found.', variant: 'destructive' });
    if (formOpen && !options) toast({ title: 'Error', description: 'Failed to load hospitals. Please try again.', variant: 'destructive' });
    // Once per load of the page's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [data]);

  // The chosen hospital of "Get Quote".
  const quoteHospitalId = quoteSlug && options ? options.hospitals.find((h) => h.slug === quoteSlug)?.id : undefined;
  useEffect(() => {
    if (quoteSlug && options && !quoteHospitalId)
      toast({ title: 'Hospital not available', description: 'Please choose a hospital from the list.' });
  }, [quoteSlug, options, quoteHospitalId]);

  // Brings the form or the opened booking into view (after it rendered).
  useEffect(() => {
    if (!scrollTarget) return;
    const element = document.getElementById(scrollTarget === 'form' ? formId : scrollTarget);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    const focusable = scrollTarget === 'form' ? element.querySelector<HTMLElement>('h4') : element.querySelector<HTMLElement>('textarea');
    focusable?.focus({ preventScroll: true });
    setScrollTarget(undefined);
  }, [scrollTarget, formId, bookings, panel, formOpen]);

  /** Opens or closes a booking's panel in place; a chat's messages are loaded through the address. */
  function openPanel(bookingId: string, kind: Panel['kind'] | undefined) {
    setPanel(kind ? { bookingId, kind } : undefined);
    setSearchParams(
      (params) => {
        params.delete('call');
        if (kind === 'chat') params.set('chat', bookingId);
        else params.delete('chat');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const toggleForm = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setFormOpen(!formOpen);
    if (formOpen) setFormKey((k) => k + 1);
  };

  const newBooking = (label: string, className: string) => (
    <AddressButton
      set={{ form: formOpen ? '' : 'booking' }}
      className={className}
      aria-expanded={formOpen}
      aria-controls={formOpen ? formId : undefined}
      onClick={toggleForm}
    >
      {label}
    </AddressButton>
  );

  return (
    <section className="journey-card card bookings" aria-labelledby={titleId}>
      <div className="bookings__head">
        <div>
          <h3 id={titleId}>Booking Management</h3>
          <p className="muted">Track and manage your medical tourism bookings</p>
        </div>
        {newBooking(formOpen ? 'Cancel' : 'New Booking', formOpen ? 'btn btn--secondary' : 'btn btn--primary')}
      </div>

      {formOpen && <BookingForm key={formKey} formId={formId} options={options} hospitalId={quoteHospitalId ?? ''} />}

      {failed ? (
        <div className="empty">
          <p>Your bookings could not be loaded.</p>
          <AddressButton set={{}} className="btn btn--secondary btn--small">
            Try again
          </AddressButton>
        </div>
      ) : bookings.length === 0 ? (
        !formOpen && (
          <div className="empty bookings__empty">
            <p className="rec-empty__title">No bookings yet</p>
            <p>Request a free consultation with a hospital: our coordinators reply within 24 hours.</p>
            {newBooking('Create Your First Booking', 'btn btn--primary')}
          </div>
        )
      ) : (
        <ul className="bookings__list" aria-label="Your bookings">
          {bookings.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              panel={panel?.bookingId === booking.id ? panel.kind : undefined}
              onPanel={(kind) => openPanel(booking.id, kind)}
              thread={thread}
              contact={contact}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
