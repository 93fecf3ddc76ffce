import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, getApi } from '../api/client';
import { errorMessage, fieldErrors, TextField } from '../account/forms';
import { toast } from '../components/Toaster';
import { formatDate, formatUsd } from '../format';
import { BOOKING_DEFAULTS, type BookingView } from '@medtour/contracts';
import {
  type BookingInput,
  BOOKING_TYPE_OPTIONS,
  BOOKING_URGENCY_OPTIONS,
  type HospitalOption,
  journeyApi,
  type TreatmentOption,
} from './api';
import { CallPanel, ChatPanel } from './BookingChat';
import { ConfirmButton, focusField, humanize, SelectField, TextAreaField, useFormState } from './fields';
import { Fact, Tags } from '../components/Lists';

interface FormValues {
  hospitalId: string;
  treatmentId: string;
  bookingType: string;
  urgencyLevel: string;
  preferredDate: string;
  medicalSummary: string;
  specialRequirements: string;
  travelRequired: boolean;
  accommodationNeeded: boolean;
  visaAssistanceNeeded: boolean;
  companionCount: string;
}

/** Spec §5 defaults: urgency normal, no services, no companions. */
const EMPTY_FORM: FormValues = {
  hospitalId: '',
  treatmentId: '',
  ...BOOKING_DEFAULTS,
  preferredDate: '',
  medicalSummary: '',
  specialRequirements: '',
  companionCount: String(BOOKING_DEFAULTS.companionCount),
};

/** Spec §5: a non-negative whole number; anything else becomes 0. */
export function companions(value: string): number {
  const count = Math.floor(Number(value));
  return Number.isFinite(count) && count > 0 ? count : 0;
}

const typeLabel = (type: string) => BOOKING_TYPE_OPTIONS.find((t) => t.value === type)?.label ?? humanize(type);

/** Today in the patient's time zone, as `YYYY-MM-DD` (the earliest preferred date). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface Options {
  hospitals: HospitalOption[];
  treatments: TreatmentOption[];
}

function BookingForm({
  options,
  initialHospitalId,
  onCreated,
  formId,
}: {
  options: Options | undefined;
  initialHospitalId: string;
  onCreated: (booking: BookingView) => void;
  formId: string;
}) {
  const { values, setValues, setErrors, set, bind } = useFormState<FormValues>({ ...EMPTY_FORM, hospitalId: initialHospitalId }, 'booking');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const titleId = `${formId}-title`;

  // "Get Quote" chose a hospital after the lists arrived.
  useEffect(() => {
    if (initialHospitalId) setValues((v) => ({ ...v, hospitalId: initialHospitalId }));
  }, [initialHospitalId, setValues]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    const body: BookingInput = {
      hospitalId: values.hospitalId,
      treatmentId: values.treatmentId,
      bookingType: values.bookingType,
      urgencyLevel: values.urgencyLevel,
      preferredDate: values.preferredDate || undefined,
      medicalSummary: values.medicalSummary.trim() || undefined,
      specialRequirements: values.specialRequirements.trim() || undefined,
      travelRequired: values.travelRequired,
      accommodationNeeded: values.accommodationNeeded,
      visaAssistanceNeeded: values.visaAssistanceNeeded,
      companionCount: companions(values.companionCount),
    };
    try {
      const booking = await journeyApi.createBooking(getApi(null), body);
      toast({ title: 'Booking Created', description: 'Your booking request has been submitted successfully.' });
      onCreated(booking);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      toast({ title: 'Error', description: 'Failed to create booking. Please try again.', variant: 'destructive' });
      focusField(form.current, Object.keys(fields)[0]);
      setBusy(false);
    }
  }

  return (
    <form id={formId} ref={form} className="card booking-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h4 id={titleId} tabIndex={-1} className="booking-form__title">
        New Booking Request
      </h4>
      <p className="muted small">Booking is free: the consultation and planning cost nothing, you pay only for your treatment.</p>
      <div className="form-grid">
        <SelectField
          label="Hospital"
          required
          disabled={!options}
          placeholder={options ? 'Choose a hospital' : 'Loading hospitals…'}
          options={options?.hospitals.map((h) => ({ value: h.id, label: `${h.name} — ${h.city}, ${h.country.name}` }))}
          {...bind('hospitalId')}
        />
        <SelectField
          label="Treatment"
          required
          disabled={!options}
          placeholder={options ? 'Choose a treatment' : 'Loading treatments…'}
          options={options?.treatments.map((t) => ({ value: t.id, label: t.name }))}
          {...bind('treatmentId')}
        />
        <SelectField label="Booking Type" options={BOOKING_TYPE_OPTIONS} {...bind('bookingType')} />
        <SelectField label="Urgency" options={BOOKING_URGENCY_OPTIONS} {...bind('urgencyLevel')} />
        <TextField label="Preferred Date" type="date" min={today()} {...bind('preferredDate')} />
        <TextField
          label="Companions"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          step={1}
          hint="People travelling with you."
          {...bind('companionCount')}
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
          <input
            type="checkbox"
            name="travelRequired"
            checked={values.travelRequired}
            onChange={(e) => set('travelRequired', e.target.checked)}
          />
          Travel assistance
        </label>
        <label className="journey-check">
          <input
            type="checkbox"
            name="accommodationNeeded"
            checked={values.accommodationNeeded}
            onChange={(e) => set('accommodationNeeded', e.target.checked)}
          />
          Accommodation
        </label>
        <label className="journey-check">
          <input
            type="checkbox"
            name="visaAssistanceNeeded"
            checked={values.visaAssistanceNeeded}
            onChange={(e) => set('visaAssistanceNeeded', e.target.checked)}
          />
          Visa assistance
        </label>
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={busy || !options}>
        {busy ? 'Submitting...' : 'Submit Booking Request'}
      </button>
    </form>
  );
}

type Panel = { bookingId: string; kind: 'chat' | 'call' };

function BookingCard({
  booking,
  panel,
  onPanel,
  onUpdated,
}: {
  booking: BookingView;
  panel: Panel['kind'] | undefined;
  onPanel: (kind: Panel['kind'] | undefined) => void;
  onUpdated: (booking: BookingView) => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const base = `booking-${booking.id}`;
  const panelId = `${base}-panel`;
  const services = [
    booking.travelRequired && 'Travel',
    booking.accommodationNeeded && 'Accommodation',
    booking.visaAssistanceNeeded && 'Visa',
  ].filter((s): s is string => Boolean(s));
  const cancellable = booking.status !== 'completed' && booking.status !== 'cancelled';

  async function cancel() {
    setCancelling(true);
    try {
      onUpdated(await journeyApi.cancelBooking(getApi(null), booking.id));
      toast({ title: 'Booking Cancelled', description: 'Your booking has been cancelled.' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to cancel booking. Please try again.'), variant: 'destructive' });
    } finally {
      setCancelling(false);
    }
  }

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
          <p className="button-row booking__actions">
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-expanded={panel === 'chat'}
              aria-controls={panel === 'chat' ? panelId : undefined}
              onClick={() => onPanel(panel === 'chat' ? undefined : 'chat')}
            >
              Chat
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-expanded={panel === 'call'}
              aria-controls={panel === 'call' ? panelId : undefined}
              onClick={() => onPanel(panel === 'call' ? undefined : 'call')}
            >
              Call
            </button>
            {cancellable && (
              <ConfirmButton
                label="Cancel booking"
                question="Cancel this booking?"
                confirmLabel="Yes, cancel booking"
                cancelLabel="Keep booking"
                busy={cancelling}
                onConfirm={() => void cancel()}
              />
            )}
          </p>
        </div>
        {panel === 'chat' && <ChatPanel booking={booking} id={panelId} />}
        {panel === 'call' && <CallPanel booking={booking} id={panelId} />}
      </article>
    </li>
  );
}

/**
 * "Booking Management" (spec §2): free booking requests for every signed-in patient, each with
 * its message thread and the coordinator's phone. `?book=<hospital-slug>` ("Get Quote") opens
 * the form for that hospital; `?booking=<id>` (notification emails) opens that booking's chat.
 */
export function BookingManagement({
  bookings,
  setBookings,
  failed,
  setFailed,
}: {
  bookings: BookingView[];
  setBookings: (update: (bookings: BookingView[]) => BookingView[]) => void;
  /** The list could not be loaded (the page toasts it once). */
  failed: boolean;
  setFailed: (failed: boolean) => void;
}) {
  const [reloading, setReloading] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [options, setOptions] = useState<Options>();
  const [quoteSlug, setQuoteSlug] = useState<string>();
  const [panel, setPanel] = useState<Panel>();
  const [scrollTarget, setScrollTarget] = useState<string>();
  const [searchParams, setSearchParams] = useSearchParams();
  const optionsRequested = useRef(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const formId = `${baseId}-form`;

  const loadOptions = useCallback(async () => {
    if (optionsRequested.current) return;
    optionsRequested.current = true;
    const api = getApi(null);
    const [hospitals, treatments] = await Promise.allSettled([journeyApi.hospitalOptions(api), journeyApi.treatmentOptions(api)]);
    if (hospitals.status === 'rejected' || treatments.status === 'rejected') {
      optionsRequested.current = false;
      const what = hospitals.status === 'rejected' ? 'hospitals' : 'treatments';
      toast({ title: 'Error', description: `Failed to load ${what}. Please try again.`, variant: 'destructive' });
      return;
    }
    setOptions({ hospitals: hospitals.value.items, treatments: treatments.value.items });
  }, []);

  function openForm() {
    setFormOpen(true);
    void loadOptions();
  }

  function closeForm() {
    setFormOpen(false);
    setQuoteSlug(undefined);
    setFormKey((k) => k + 1); // a fresh, empty form next time
  }

  async function reload() {
    setReloading(true);
    try {
      const { items } = await journeyApi.bookings(getApi(null));
      setBookings(() => items);
      setFailed(false);
    } catch {
      toast({ title: 'Error', description: 'Failed to load bookings. Please try again.', variant: 'destructive' });
    } finally {
      setReloading(false);
    }
  }

  async function showBooking(id: string) {
    if (!bookings.some((b) => b.id === id)) {
      try {
        const booking = await journeyApi.booking(getApi(null), id);
        setBookings((list) => (list.some((b) => b.id === booking.id) ? list : [booking, ...list]));
      } catch (error) {
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
        toast({
          title: 'Error',
          description: notFound ? 'This booking was not found.' : 'Failed to load bookings. Please try again.',
          variant: 'destructive',
        });
        return;
      }
    }
    setPanel({ bookingId: id, kind: 'chat' });
    setScrollTarget(`booking-${id}`);
  }

  // Links into the dashboard: read once, then taken out of the address (a reload does not repeat them).
  const book = searchParams.get('book');
  const openBooking = searchParams.get('booking');
  useEffect(() => {
    if (!book && !openBooking) return;
    if (book) {
      setQuoteSlug(book);
      setFormOpen(true);
      void loadOptions();
      setScrollTarget(formId);
    }
    if (openBooking) void showBooking(openBooking);
    setSearchParams(
      (params) => {
        params.delete('book');
        params.delete('booking');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // Once per link: showBooking and setSearchParams change at every render, and a second run before the address
    // is cleaned would open the link twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per link (see above)
  }, [book, openBooking]);

  // The chosen hospital of "Get Quote", once the list is there.
  const quoteHospitalId = quoteSlug && options ? options.hospitals.find((h) => h.slug === quoteSlug)?.id : undefined;
  useEffect(() => {
    if (quoteSlug && options && !quoteHospitalId) {
      toast({ title: 'Hospital not available', description: 'Please choose a hospital from the list.' });
    }
  }, [quoteSlug, options, quoteHospitalId]);

  // Brings the form or the opened booking into view (after it rendered).
  useEffect(() => {
    if (!scrollTarget) return;
    const element = document.getElementById(scrollTarget);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    const focusable = scrollTarget === formId ? element.querySelector<HTMLElement>('h4') : element.querySelector<HTMLElement>('textarea');
    focusable?.focus({ preventScroll: true });
    setScrollTarget(undefined);
  }, [scrollTarget, formId, bookings, panel, formOpen]);

  function created(booking: BookingView) {
    setBookings((list) => [booking, ...list.filter((b) => b.id !== booking.id)]);
    closeForm();
    setTimeout(() => document.getElementById(`booking-${booking.id}`)?.querySelector<HTMLElement>('h4')?.focus(), 0);
  }

  const updated = (booking: BookingView) => setBookings((list) => list.map((b) => (b.id === booking.id ? booking : b)));

  return (
    <section className="journey-card card bookings" aria-labelledby={titleId}>
      <div className="bookings__head">
        <div>
          <h3 id={titleId}>Booking Management</h3>
          <p className="muted">Track and manage your medical tourism bookings</p>
        </div>
        <button
          type="button"
          className={formOpen ? 'btn btn--secondary' : 'btn btn--primary'}
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onClick={() => (formOpen ? closeForm() : openForm())}
        >
          {formOpen ? 'Cancel' : 'New Booking'}
        </button>
      </div>

      {formOpen && (
        <BookingForm key={formKey} formId={formId} options={options} initialHospitalId={quoteHospitalId ?? ''} onCreated={created} />
      )}

      {failed ? (
        <div className="empty">
          <p>Your bookings could not be loaded.</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void reload()} disabled={reloading}>
            Try again
          </button>
        </div>
      ) : bookings.length === 0 ? (
        !formOpen && (
          <div className="empty bookings__empty">
            <p className="rec-empty__title">No bookings yet</p>
            <p>Request a free consultation with a hospital: our coordinators reply within 24 hours.</p>
            <button type="button" className="btn btn--primary" onClick={openForm}>
              Create Your First Booking
            </button>
          </div>
        )
      ) : (
        <ul className="bookings__list" aria-label="Your bookings">
          {bookings.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              panel={panel?.bookingId === booking.id ? panel.kind : undefined}
              onPanel={(kind) => setPanel(kind ? { bookingId: booking.id, kind } : undefined)}
              onUpdated={updated}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
