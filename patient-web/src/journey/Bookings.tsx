import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import { Intent, TextField, useFormAction, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { formatCostRange } from '../format';
import {
  BOOKING_DEFAULTS,
  type BookingView,
  canTransition,
  depositDue,
  formatEstimatedCost,
  formatMinorUsd,
  MAX_COMPANIONS,
  TEXT_LIMITS,
  formatDate,
} from '@medtour/contracts';
import { BOOKING_TYPE_LABELS, BOOKING_TYPE_OPTIONS, BOOKING_URGENCY_OPTIONS, chatIn, type HospitalOption } from './api';
import { CallPanel, ChatPanel } from './BookingChat';
import { BookingQuote, paymentReturnIn, useDepositCheckout, type PaymentReturn } from './BookingQuote';
import type { loader as hospitalSearchLoader } from '../routes/hospital-search';
import type { BookingFormData, JourneyData } from './data.server';
import { AddressButton, ConfirmForm, focusField, humanize, RequiredMark, SelectField, TextAreaField } from './fields';
import { describedBy, FieldNotes } from '../components/FieldNotes';
import { Pagination } from '../components/Pagination';
import { Fact } from '../components/Details';
import { Tags } from '../components/Lists';

/** Today in the patient's time zone, as `YYYY-MM-DD` (the earliest preferred date). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The hospital of a booking: a search-as-you-type field over every active hospital (an ARIA
 * combobox fed by a fetcher while JavaScript runs; without it, a GET search whose matches are links).
 * Choosing one puts it in the address (`?book=<slug>`), whose loader brings the treatments it offers.
 */
function HospitalPicker({ booking, searchFormId, error }: { booking: BookingFormData; searchFormId: string; error?: string }) {
  const [, setSearchParams] = useSearchParams();
  const search = useFetcher<typeof hospitalSearchLoader>();
  const hydrated = useHydrated();
  const [text, setText] = useState(booking.hospital?.name ?? booking.query);
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const id = `${searchFormId}-input`;
  const listId = `${searchFormId}-list`;
  const matches = (typed ? search.data?.matches : undefined) ?? booking.matches ?? [];
  const expanded = hydrated && typed && text.trim() !== '' && search.data !== undefined;

  // Asks the server once the patient pauses typing.
  const { load } = search;
  useEffect(() => {
    if (!typed || !text.trim()) return;
    // A load cut short (a hospital chosen, the form closed) is no error.
    const timer = setTimeout(() => load(`/dashboard/hospital-search?q=${encodeURIComponent(text.trim())}`).catch(() => undefined), 250);
    return () => clearTimeout(timer);
  }, [typed, text, load]);

  function choose(hospital: HospitalOption) {
    setText(hospital.name);
    setTyped(false);
    setActive(-1);
    setSearchParams(
      (params) => {
        params.set('book', hospital.slug);
        params.delete('hospitalQuery');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!hydrated) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!matches.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      setTyped(false);
    }
  }

  const hint = booking.hospital
    ? `Chosen: ${booking.hospital.name} — ${booking.hospital.city}, ${booking.hospital.country.name}`
    : 'Search by name, city or specialty, then choose a hospital.';
  return (
    <div className="field hospital-picker">
      <label htmlFor={id}>
        Hospital
        <RequiredMark />
      </label>
      <div className="hospital-picker__search">
        <input
          id={id}
          form={searchFormId}
          name="hospitalQuery"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          placeholder="Type a hospital, city or specialty"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {!hydrated && (
          <button type="submit" form={searchFormId} className="btn btn--secondary btn--small">
            Search
          </button>
        )}
      </div>
      {hydrated ? (
        <ul id={listId} role="listbox" aria-label="Matching hospitals" className="hospital-picker__list" hidden={!expanded}>
          {matches.map((hospital, index) => (
            <li
              key={hospital.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hospital)}
            >
              {hospital.name}{' '}
              <span className="muted small">
                — {hospital.city}, {hospital.country.name}
              </span>
            </li>
          ))}
          {expanded && matches.length === 0 && <li className="muted small">No hospital matches “{text.trim()}”.</li>}
        </ul>
      ) : (
        booking.matches && (
          <ul aria-label="Matching hospitals" className="hospital-picker__links">
            {booking.matches.map((hospital) => (
              <li key={hospital.id}>
                <Link to={`?step=results&form=booking&book=${encodeURIComponent(hospital.slug)}`} preventScrollReset>
                  {hospital.name} — {hospital.city}, {hospital.country.name}
                </Link>
              </li>
            ))}
            {booking.matches.length === 0 && <li className="muted small">No hospital matches “{booking.query}”.</li>}
          </ul>
        )
      )}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** The GET form of the hospital search (the search field points to it with `form=`: forms cannot nest). */
function HospitalSearchForm({ id }: { id: string }) {
  return (
    <Form method="get" action="/dashboard" id={id} preventScrollReset hidden>
      <input type="hidden" name="step" value="results" />
      <input type="hidden" name="form" value="booking" />
    </Form>
  );
}

/** A booking request (spec §5 defaults: urgency normal, no services, no companions), posted to the journey's action. */
function BookingForm({ booking, formId }: { booking: BookingFormData; formId: string }) {
  const { result, errors, busy } = useFormAction<{ values: Record<string, string> }>('booking-create', {
    done: () => ({ title: 'Booking Created', description: 'Your booking request has been submitted successfully.' }),
  });
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const titleId = `${formId}-title`;
  const searchFormId = `${formId}-search`;
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
  const hospital = booking.hospital;

  useEffect(() => {
    if (!result || result.ok) return;
    const first = Object.keys(result.errors)[0];
    if (first === 'hospitalId') document.getElementById(`${searchFormId}-input`)?.focus();
    else focusField(form.current, first);
  }, [result, searchFormId]);

  return (
    <>
      <HospitalSearchForm id={searchFormId} />
      <Form method="post" id={formId} ref={form} className="card booking-form" noValidate aria-labelledby={titleId}>
        <Intent value="booking-create" />
        <input type="hidden" name="hospitalId" value={hospital?.id ?? ''} />
        <h4 id={titleId} tabIndex={-1} className="booking-form__title">
          New Booking Request
        </h4>
        <p className="muted small">Booking is free: the consultation and planning cost nothing, you pay only for your treatment.</p>
        <div className="form-grid">
          <HospitalPicker key={hospital?.id ?? 'none'} booking={booking} searchFormId={searchFormId} error={errors.hospitalId} />
          <SelectField
            key={hospital?.id ?? 'none'}
            label="Treatment"
            required
            disabled={!hospital}
            placeholder={hospital ? 'Choose a treatment' : 'Choose a hospital first'}
            options={hospital?.treatments.map((t) => ({
              value: t.id,
              label: [t.name, formatCostRange(t.minCostUsd, t.maxCostUsd)].filter(Boolean).join(' — '),
            }))}
            hint={hospital ? `The treatments ${hospital.name} offers, at its prices.` : undefined}
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
            max={MAX_COMPANIONS}
            step={1}
            hint="People travelling with you."
            {...bind('companionCount', String(BOOKING_DEFAULTS.companionCount))}
          />
        </div>
        <TextAreaField
          label="Medical Summary"
          maxLength={TEXT_LIMITS.longText}
          placeholder="Your condition and what you would like the hospital to know"
          {...bind('medicalSummary')}
        />
        <TextAreaField
          label="Special Requirements"
          maxLength={TEXT_LIMITS.specialRequirements}
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
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Booking Request'}
        </button>
      </Form>
    </>
  );
}

type Panel = { bookingId: string; kind: 'chat' | 'call' };

/** The id of the bookings' card, for links to it (`#your-bookings`: Premium's tools). */
export const BOOKINGS_ANCHOR = 'your-bookings';

/** The panel an address opens: `?chat=<id>` (or `?booking=<id>` from an email) or `?call=<id>`. */
function panelIn(params: URLSearchParams): Panel | undefined {
  const chat = chatIn(params);
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
  paymentOptions,
  returned,
}: {
  booking: BookingView;
  panel: Panel['kind'] | undefined;
  onPanel: (kind: Panel['kind'] | undefined) => void;
  thread: JourneyData['thread'];
  contact: JourneyData['contact'];
  paymentOptions: JourneyData['paymentOptions'];
  /** Stripe sent the patient back from paying this booking's deposit. */
  returned: PaymentReturn['outcome'] | undefined;
}) {
  const base = `booking-${booking.id}`;
  const panelId = `${base}-panel`;
  const services = [
    booking.travelRequired && 'Travel',
    booking.accommodationNeeded && 'Accommodation',
    booking.visaAssistanceNeeded && 'Visa',
  ].filter((s): s is string => Boolean(s));
  const cancellable = canTransition(booking.status, 'cancel', 'patient');

  return (
    <li id={base} className="booking-item">
      <article className="card booking" aria-labelledby={`${base}-title ${base}-ref`}>
        <div className="booking__head">
          <div>
            <h4 id={`${base}-title`} className="booking__title" tabIndex={-1}>
              {BOOKING_TYPE_LABELS[booking.bookingType]}
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
          <Fact label="Estimated cost">{formatEstimatedCost(booking.estimatedCostUsd)}</Fact>
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
        {booking.quote && <BookingQuote booking={booking} quote={booking.quote} options={paymentOptions} returned={returned} />}
        <div className="booking__foot">
          <span id={`${base}-ref`} className="booking__ref">
            #{booking.reference}
          </span>
          <div className="button-row booking__actions">
            {(['chat', 'call'] as const).map((kind) => (
              <AddressButton
                key={kind}
                set={{ [kind]: panel === kind ? '' : booking.id, [kind === 'chat' ? 'call' : 'chat']: '', before: '' }}
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
                details={depositOnCancel(booking, paymentOptions)}
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

/** What the cancel dialog says of a deposit paid: the refund policy, and who decides (undefined: nothing paid). */
function depositOnCancel(booking: BookingView, options: JourneyData['paymentOptions']): string | undefined {
  const paid = booking.quote?.paidMinor ?? 0;
  if (paid <= 0) return undefined;
  return [
    `You have paid ${formatMinorUsd(paid)} towards the deposit.`,
    options?.depositRefundPolicy,
    'Your coordinator will decide on the refund under this policy and email you.',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * "Booking Management" (spec §2): free booking requests for every signed-in patient, each with
 * its message thread and the coordinator's phone. `?book=<hospital-slug>` ("Get Quote") opens
 * the form for that hospital (the hospital stays in the address while the form is open);
 * `?booking=<id>` (notification emails) opens that booking's chat, and with `&payment=` (Stripe's
 * return) shows what happened to its payment. Everything comes from the journey's loader and changes
 * through its action; with JavaScript the form and panels open in place and the email link is taken
 * out of the address.
 */
export function BookingManagement({ data }: { data: JourneyData }) {
  const { bookings, bookingsFailed: failed, bookingForm, thread, contact, paymentOptions } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const created = useFormAction('booking-create').result;
  // Open from the address (quote link, a search, or the button without JavaScript) unless a request was just sent.
  const [formOpen, setFormOpen] = useState(
    !created?.ok && (searchParams.has('book') || searchParams.has('hospitalQuery') || searchParams.get('form') === 'booking'),
  );
  const [formKey, setFormKey] = useState(0);
  const [panel, setPanel] = useState<Panel | undefined>(() => panelIn(searchParams));
  const [scrollTarget, setScrollTarget] = useState<string | undefined>(() =>
    searchParams.has('book') ? 'form' : searchParams.has('booking') ? `booking-${searchParams.get('booking')}` : undefined,
  );
  useFormAction('booking-cancel', { done: () => ({ title: 'Booking Cancelled', description: 'Your booking has been cancelled.' }) });
  useDepositCheckout();
  const [returned] = useState(() => paymentReturnIn(searchParams));
  // Back from paying, before Stripe's confirmation reached the booking (the card looks again meanwhile).
  const confirming = returned?.outcome === 'success' && bookings.some((b) => b.id === returned.bookingId && depositDue(b.status));
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const formId = `${baseId}-form`;

  /** Closes the form: a fresh, empty one next time, and its hospital out of the address. */
  const closeForm = useCallback(() => {
    setFormOpen(false);
    setFormKey((k) => k + 1);
    setSearchParams(
      (params) => {
        // `index`: left by the request's post to this index route.
        for (const key of ['book', 'hospitalQuery', 'form', 'index']) params.delete(key);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  // A request sent: the form closes.
  useEffect(() => {
    if (created?.ok) closeForm();
  }, [created, closeForm]);

  // An email's link or Stripe's return: read once, then taken out of the address (a reload does not
  // repeat it). While a payment is being confirmed it stays, so that each look keeps loading that
  // booking (it may be older than this page of bookings); it goes once the booking is confirmed.
  useEffect(() => {
    if (confirming || !searchParams.has('booking')) return;
    setSearchParams(
      (params) => {
        params.delete('booking');
        params.delete('payment');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // On arrival, and when a payment's confirmation arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [confirming]);

  useEffect(() => {
    if (data.linkNotFound) toast({ title: 'Error', description: 'This booking was not found.', variant: 'destructive' });
    if (formOpen && bookingForm.failed)
      toast({ title: 'Error', description: 'Failed to load hospitals. Please try again.', variant: 'destructive' });
    else if (formOpen && bookingForm.slug && !bookingForm.hospital)
      toast({ title: 'Hospital not available', description: 'Please choose a hospital from the list.' });
    // Once per load of the page's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [data]);

  // Brings the form or the opened booking into view (after it rendered).
  useEffect(() => {
    if (!scrollTarget) return;
    const element = document.getElementById(scrollTarget === 'form' ? formId : scrollTarget);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    // A booking's card: its payment notice (Stripe's return), else its chat's message box.
    const focusable =
      scrollTarget === 'form' ? element.querySelector<HTMLElement>('h4') : element.querySelector<HTMLElement>('.payment-return, textarea');
    focusable?.focus({ preventScroll: true });
    setScrollTarget(undefined);
  }, [scrollTarget, formId, bookings, panel, formOpen]);

  /** Opens or closes a booking's panel in place; a chat's messages are loaded through the address. */
  function openPanel(bookingId: string, kind: Panel['kind'] | undefined) {
    setPanel(kind ? { bookingId, kind } : undefined);
    setSearchParams(
      (params) => {
        params.delete('call');
        params.delete('before');
        if (kind === 'chat') params.set('chat', bookingId);
        else params.delete('chat');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const toggleForm = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (formOpen) closeForm();
    else setFormOpen(true);
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
    <section id={BOOKINGS_ANCHOR} className="journey-card card bookings" aria-labelledby={titleId}>
      <div className="bookings__head">
        <div>
          <h3 id={titleId}>Booking Management</h3>
          <p className="muted">Track and manage your medical tourism bookings</p>
        </div>
        {newBooking(formOpen ? 'Cancel' : 'New Booking', formOpen ? 'btn btn--secondary' : 'btn btn--primary')}
      </div>

      {formOpen && <BookingForm key={formKey} formId={formId} booking={bookingForm} />}

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
              paymentOptions={paymentOptions}
              returned={returned?.bookingId === booking.id ? returned.outcome : undefined}
            />
          ))}
        </ul>
      )}
      {data.bookingsPage && <Pagination result={data.bookingsPage} search={searchParams} label="Booking pages" param="bookingsPage" />}
    </section>
  );
}
