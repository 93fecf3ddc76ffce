import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import { Intent, TextField, useFormAction, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { intlLocale } from '../format';
import { formatDay } from '../format-more';
import { type Translate, useLocale, useT } from '../i18n/messages';
import {
  BOOKING_DEFAULTS,
  BOOKING_TYPES,
  BOOKING_URGENCIES,
  type BookingView,
  canTransition,
  depositDue,
  depositSettled,
  formatApproximate,
  formatMoney,
  formatUsd,
  type Locale,
  localizedPath,
  MAX_COMPANIONS,
  TEXT_LIMITS,
  type TripEstimate,
} from '@medtour/contracts';
import { chatIn, type HospitalOption, sharesRecords } from './api';
import { conditionLabel } from './AssessmentForm';
import { BookingCoordinator, CallPanel, ChatPanel } from './BookingChat';
import { BookingQuote, bookingTypeLabel, paymentReturnIn, useDepositCheckout, type PaymentReturn } from './BookingQuote';
import { AssessmentQuestion } from './AssessmentQuestion';
import { RecordShares } from './RecordShares';
import type { loader as hospitalSearchLoader } from '../routes/hospital-search';
import type { BookingFormData, JourneyData } from './data.server';
import { AddressButton, ConfirmForm, focusField, RequiredMark, SelectField, TextAreaField } from './fields';
import { describedBy, FieldNotes } from '../components/FieldNotes';
import { beyondLastPage, Pagination } from '../components/Pagination';
import { Fact } from '../components/Details';
import { Tags } from '../components/Lists';
import { useMoney } from '../money';
import { homeCountryOptions, TripEstimateResult } from '../trips/TripEstimate';
import { tripPlanPath } from '../trip-plan/paths';

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
function HospitalPicker({
  booking,
  searchFormId,
  error,
  autoFocus,
}: {
  booking: BookingFormData;
  searchFormId: string;
  error?: string;
  autoFocus: boolean;
}) {
  const t = useT();
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

  // Asks the server once the patient pauses typing (in the page's language: the countries are named in it).
  const { load } = search;
  const locale = useLocale();
  useEffect(() => {
    if (!typed || !text.trim()) return;
    const address = localizedPath(locale, `/dashboard/hospital-search?q=${encodeURIComponent(text.trim())}`);
    // A load cut short (a hospital chosen, the form closed) is no error.
    const timer = setTimeout(() => load(address).catch(() => undefined), 250);
    return () => clearTimeout(timer);
  }, [typed, text, load, locale]);

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
    ? t('bookings.form.hospitalChosen', {
        name: booking.hospital.name,
        city: booking.hospital.city,
        country: booking.hospital.country.name,
      })
    : t('bookings.form.hospitalHint');
  return (
    <div className="field hospital-picker">
      <label htmlFor={id}>
        {t('bookings.form.hospital')}
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
          placeholder={t('bookings.form.hospitalPlaceholder')}
          autoFocus={autoFocus}
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
            {t('bookings.form.search')}
          </button>
        )}
      </div>
      {hydrated ? (
        <ul id={listId} role="listbox" aria-label={t('bookings.form.matches')} className="hospital-picker__list" hidden={!expanded}>
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
          {expanded && matches.length === 0 && <li className="muted small">{t('bookings.form.noMatch', { query: text.trim() })}</li>}
        </ul>
      ) : (
        booking.matches && (
          <ul aria-label={t('bookings.form.matches')} className="hospital-picker__links">
            {booking.matches.map((hospital) => (
              <li key={hospital.id}>
                <Link to={`?step=results&form=booking&book=${encodeURIComponent(hospital.slug)}`} preventScrollReset>
                  {hospital.name} — {hospital.city}, {hospital.country.name}
                </Link>
              </li>
            ))}
            {booking.matches.length === 0 && <li className="muted small">{t('bookings.form.noMatch', { query: booking.query })}</li>}
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

/** The services a booking may ask for: the field the API reads, and the service the form and the card name. */
const SERVICES = [
  { name: 'travelRequired', service: 'travel' },
  { name: 'accommodationNeeded', service: 'accommodation' },
  { name: 'visaAssistanceNeeded', service: 'visa' },
] as const;

/** A booking request (spec §5 defaults: urgency normal, no services, no companions), posted to the journey's action. */
function BookingForm({ booking, formId }: { booking: BookingFormData; formId: string }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const {
    result,
    errors: refusals,
    busy,
  } = useFormAction<{ values: Record<string, string> }>('booking-create', {
    done: () => ({ title: t('bookings.created.title'), description: t('bookings.created.description') }),
  });
  // "Show the estimate": the same form's values, answered with the estimate (nothing is sent to the coordinators).
  const preview = useFormAction<{ values: Record<string, string>; estimate: TripEstimate }>('booking-estimate', { failed: false });
  const errors = { ...preview.errors, ...refusals };
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const titleId = `${formId}-title`;
  const searchFormId = `${formId}-search`;
  // A refused request is shown again as it was sent.
  const sent = (result && !result.ok ? result.values : undefined) ?? preview.result?.values;
  const value = (name: string, fallback = '') => sent?.[name] ?? fallback;
  const checked = (name: string) => (sent ? name in sent : false);
  const bind = (name: string, fallback?: string) => ({
    name,
    idPrefix: 'booking',
    defaultValue: value(name, fallback),
    error: errors[name],
  });
  const hospital = booking.hospital;
  // The form opens on the first field to fill ("Get Quote": the treatment, its hospital chosen), with
  // or without JavaScript; a form shown again with errors focuses its first error instead.
  const firstField = Object.keys(errors).length ? undefined : hospital ? 'treatmentId' : 'hospitalId';

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
        {/* The assessment on the page when it was shown (as sent, when shown again with errors). */}
        <input type="hidden" name="assessmentId" value={value('assessmentId', booking.assessmentId ?? '')} />
        <h4 id={titleId} tabIndex={-1} className="booking-form__title">
          {t('bookings.form.title')}
        </h4>
        <p className="muted small">{t('bookings.form.free')}</p>
        <div className="form-grid">
          <HospitalPicker
            key={hospital?.id ?? 'none'}
            booking={booking}
            searchFormId={searchFormId}
            error={errors.hospitalId}
            autoFocus={firstField === 'hospitalId'}
          />
          <SelectField
            key={hospital?.id ?? 'none'}
            label={t('bookings.form.treatment')}
            required
            disabled={!hospital}
            placeholder={hospital ? t('bookings.form.chooseTreatment') : t('bookings.form.chooseHospitalFirst')}
            options={hospital?.treatments.map((treatment) => ({
              value: treatment.id,
              label: [treatment.name, money.range(treatment.minCostUsd, treatment.maxCostUsd)].filter(Boolean).join(' — '),
            }))}
            hint={hospital ? t('bookings.form.treatmentHint', { hospital: hospital.name }) : undefined}
            autoFocus={firstField === 'treatmentId'}
            {...bind('treatmentId', booking.trip.treatment)}
          />
          <SelectField
            label={t('bookings.form.bookingType')}
            options={BOOKING_TYPES.map((type) => ({ value: type, label: bookingTypeLabel(t, type) }))}
            {...bind('bookingType', BOOKING_DEFAULTS.bookingType)}
          />
          <SelectField
            label={t('bookings.form.urgency')}
            options={BOOKING_URGENCIES.map((urgency) => ({ value: urgency, label: t(`bookings.urgency.${urgency}`) }))}
            {...bind('urgencyLevel', BOOKING_DEFAULTS.urgencyLevel)}
          />
          {/* The browser's today (the server's date may already be another). */}
          <TextField label={t('bookings.form.preferredDate')} type="date" min={hydrated ? today() : undefined} {...bind('preferredDate')} />
          <TextField
            label={t('bookings.form.companions')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_COMPANIONS}
            step={1}
            hint={t('bookings.form.companionsHint')}
            {...bind('companionCount', booking.trip.companions || String(BOOKING_DEFAULTS.companionCount))}
          />
        </div>
        <TextAreaField
          label={t('bookings.form.medicalSummary')}
          maxLength={TEXT_LIMITS.longText}
          placeholder={t('bookings.form.medicalSummaryPlaceholder')}
          {...bind('medicalSummary')}
        />
        <TextAreaField
          label={t('bookings.form.specialRequirements')}
          maxLength={TEXT_LIMITS.specialRequirements}
          placeholder={t('bookings.form.specialRequirementsPlaceholder')}
          {...bind('specialRequirements')}
        />
        <fieldset className="field journey-services">
          <legend>{t('bookings.form.services')}</legend>
          {SERVICES.map(({ name, service }) => (
            <label key={name} className="journey-check">
              <input type="checkbox" name={name} defaultChecked={checked(name)} />
              {t(`bookings.form.service.${service}`)}
            </label>
          ))}
        </fieldset>
        {/* The all-in trip estimate, attached when the patient says where they travel from (the API computes it). */}
        <fieldset className="field">
          <legend>{t('trips.attach.legend')}</legend>
          <div className="form-grid">
            <SelectField
              label={t('trips.attach.home')}
              placeholder={t('trips.attach.none')}
              options={homeCountryOptions(locale)}
              hint={t('trips.attach.help')}
              {...bind('tripHome', booking.trip.home)}
              error={errors.tripHome ?? errors['tripEstimate.homeCountry']}
            />
            <TextField
              label={t('trips.month')}
              type="month"
              {...bind('tripMonth', booking.trip.month)}
              error={errors.tripMonth ?? errors['tripEstimate.travelMonth']}
            />
          </div>
        </fieldset>
        {preview.result?.ok && preview.result.estimate && (
          <section aria-labelledby={`${formId}-estimate`} aria-live="polite">
            <h5 id={`${formId}-estimate`}>{t('trips.resultTitle')}</h5>
            <TripEstimateResult estimate={preview.result.estimate} titleId={`${formId}-estimate`} />
          </section>
        )}
        <p className="button-row">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('bookings.form.submitting') : t('bookings.form.submit')}
          </button>
          {/* After the request's own button: pressing Enter in a field still sends the request. */}
          <button type="submit" name="intent" value="booking-estimate" className="btn btn--secondary" disabled={preview.busy}>
            {t('trips.preview')}
          </button>
        </p>
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
  latestAssessment,
  records,
  recordsFailed,
  shares,
}: {
  booking: BookingView;
  panel: Panel['kind'] | undefined;
  onPanel: (kind: Panel['kind'] | undefined) => void;
  thread: JourneyData['thread'];
  contact: JourneyData['contact'];
  paymentOptions: JourneyData['paymentOptions'];
  /** Stripe sent the patient back from paying this booking's deposit. */
  returned: PaymentReturn['outcome'] | undefined;
  /** The patient's latest assessment: a choice when the card asks which assessment the booking is for. */
  latestAssessment: JourneyData['assessment'];
  /** The patient's uploaded records, to tick for sharing with the hospital. */
  records: JourneyData['records'];
  recordsFailed: boolean;
  /** The booking's consents to share records; null when they failed to load (none for a cancelled booking). */
  shares: JourneyData['recordShares'][string] | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const base = `booking-${booking.id}`;
  const panelId = `${base}-panel`;
  const services = SERVICES.filter(({ name }) => booking[name]).map(({ service }) => t(`bookings.card.service.${service}`));
  const cancellable = canTransition(booking.status, 'cancel', 'patient');

  return (
    <li id={base} className="booking-item">
      <article className="card booking" aria-labelledby={`${base}-title ${base}-ref`}>
        <div className="booking__head">
          <div>
            <h4 id={`${base}-title`} className="booking__title" tabIndex={-1}>
              {bookingTypeLabel(t, booking.bookingType)}
            </h4>
            <p className="muted small booking__created">{t('bookings.card.created', { date: formatDay(booking.createdAt, locale) })}</p>
            {booking.assessment && (
              <p className="muted small booking__created">
                {t('bookings.card.assessment', {
                  date: formatDay(booking.assessment.createdAt, locale),
                  condition: conditionLabel(t, booking.assessment.conditionCategory),
                })}
              </p>
            )}
          </div>
          <p className="booking__badges">
            <span className={`badge booking-status booking-status--${booking.status}`}>
              <span className="sr-only">{t('bookings.card.status')}</span>
              {t(`bookings.status.${booking.status}`)}
            </span>
            <span className={`badge booking-urgency booking-urgency--${booking.urgencyLevel}`}>
              {t(`bookings.card.urgency.${booking.urgencyLevel}`)}
            </span>
          </p>
        </div>
        <dl className="booking__facts">
          <div>
            <dt>{t('bookings.card.hospital')}</dt>
            <dd>
              {booking.hospital.name}
              <span className="muted">{` · ${booking.hospital.city}, ${booking.hospital.country}`}</span>
            </dd>
          </div>
          {booking.treatment && <Fact label={t('bookings.card.treatment')}>{booking.treatment.name}</Fact>}
          <Fact label={t('bookings.card.preferredDate')}>
            {booking.preferredDate ? formatDay(booking.preferredDate, locale) : t('bookings.card.flexible')}
          </Fact>
          {booking.confirmedDate && <Fact label={t('bookings.card.confirmed')}>{formatDay(booking.confirmedDate, locale)}</Fact>}
          {booking.quote ? (
            // The quote's total (its lines below), no longer an estimate; in the patient's currency too, at the quote's rate.
            <Fact label={t('bookings.card.quotedPrice')}>
              {booking.quote.local
                ? t('common.cost.inLocal', {
                    local: formatApproximate(booking.quote.local.total, booking.quote.local.currency, intlLocale(locale)),
                    usd: formatUsd(booking.quote.totalUsd, intlLocale(locale)),
                  })
                : formatUsd(booking.quote.totalUsd, intlLocale(locale))}
            </Fact>
          ) : (
            <Fact label={t('bookings.card.estimatedCost')}>
              {/* `From $8,000`, the coordinators' estimate, until a quote. */}
              {money.range(booking.estimatedCostUsd, null) ?? t('bookings.card.quotePending')}
            </Fact>
          )}
          <Fact label={t('bookings.card.companions')}>{booking.companionCount.toLocaleString(locale)}</Fact>
        </dl>
        {booking.medicalSummary && (
          <p className="booking__summary">
            <span className="booking__label">{t('bookings.card.medicalSummary')}</span>
            {booking.medicalSummary}
          </p>
        )}
        {booking.specialRequirements && (
          <p className="booking__summary">
            <span className="booking__label">{t('bookings.card.specialRequirements')}</span>
            {booking.specialRequirements}
          </p>
        )}
        {services.length > 0 && <Tags items={services} label={t('bookings.card.services')} />}
        {booking.tripEstimate && (
          <section className="booking__trip" aria-labelledby={`${base}-trip`}>
            <h5 id={`${base}-trip`} className="booking__label">
              {t('trips.attached')}
            </h5>
            <TripEstimateResult estimate={booking.tripEstimate} titleId={`${base}-trip`} />
          </section>
        )}
        {booking.assessmentFit === 'unanswered' && <AssessmentQuestion booking={booking} latest={latestAssessment} />}
        {booking.quote && <BookingQuote booking={booking} quote={booking.quote} options={paymentOptions} returned={returned} />}
        <BookingCoordinator booking={booking} />
        {sharesRecords(booking) && (
          <RecordShares booking={booking} records={records} recordsFailed={recordsFailed} shares={shares ?? null} />
        )}
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
                {t(`bookings.card.${kind}`)}
              </AddressButton>
            ))}
            {depositSettled(booking.status) && (
              // The trip after the deposit (routes/booking-trip.tsx): travellers, flights, visa, discharge, aftercare.
              <Link to={tripPlanPath(booking.id)} className="btn btn--secondary btn--small">
                {t('bookings.card.tripPlan')}
              </Link>
            )}
            {booking.status === 'completed' && (
              // A verified review of the stay (routes/booking-review.tsx): written once, edited for a while.
              <Link to={`/dashboard/bookings/${booking.id}/review`} className="btn btn--primary btn--small">
                {t(booking.reviewed ? 'bookings.card.editReview' : 'bookings.card.review')}
              </Link>
            )}
            {cancellable && (
              <ConfirmForm
                intent="booking-cancel"
                fields={{ bookingId: booking.id }}
                label={t('bookings.cancel.label')}
                question={t('bookings.cancel.question')}
                confirmLabel={t('bookings.cancel.confirm')}
                cancelLabel={t('bookings.cancel.keep')}
                details={depositOnCancel(t, locale, booking, paymentOptions)}
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
function depositOnCancel(t: Translate, locale: Locale, booking: BookingView, options: JourneyData['paymentOptions']): string | undefined {
  const paid = booking.quote?.paidMinor ?? 0;
  if (paid <= 0) return undefined;
  return [
    t('bookings.cancel.paid', { amount: formatMoney(paid, 'USD', intlLocale(locale)) }),
    // The policy as staff wrote it in Settings.
    options?.depositRefundPolicy,
    t('bookings.cancel.refundDecision'),
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
  const t = useT();
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
  useFormAction('booking-cancel', {
    done: () => ({ title: t('bookings.cancelled.title'), description: t('bookings.cancelled.description') }),
  });
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
    if (data.linkNotFound) toast({ title: t('errors.title'), description: t('bookings.linkNotFound'), variant: 'destructive' });
    if (formOpen && bookingForm.failed)
      toast({ title: t('errors.title'), description: t('bookings.form.hospitalsFailed'), variant: 'destructive' });
    else if (formOpen && bookingForm.slug && !bookingForm.hospital)
      toast({ title: t('bookings.form.hospitalUnavailable.title'), description: t('bookings.form.hospitalUnavailable.description') });
    // Once per load of the page's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [data]);

  // Brings the form or the opened booking into view (after it rendered).
  useEffect(() => {
    if (!scrollTarget) return;
    const element = document.getElementById(scrollTarget === 'form' ? formId : scrollTarget);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    // A booking's card: its payment notice (Stripe's return), else its chat's message box (the form
    // focuses its first field itself).
    if (scrollTarget !== 'form') element.querySelector<HTMLElement>('.payment-return, textarea')?.focus({ preventScroll: true });
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
          <h3 id={titleId}>{t('bookings.title')}</h3>
          <p className="muted">{t('bookings.subtitle')}</p>
        </div>
        {newBooking(formOpen ? t('bookings.closeForm') : t('bookings.new'), formOpen ? 'btn btn--secondary' : 'btn btn--primary')}
      </div>

      {formOpen && <BookingForm key={formKey} formId={formId} booking={bookingForm} />}

      {failed ? (
        <div className="empty">
          <p>{t('bookings.loadFailed')}</p>
          <AddressButton set={{}} className="btn btn--secondary btn--small">
            {t('common.tryAgain')}
          </AddressButton>
        </div>
      ) : bookings.length === 0 ? (
        // A page beyond the last is not "no bookings yet": the pager says so, with the way back.
        !formOpen &&
        !(data.bookingsPage && beyondLastPage(data.bookingsPage)) && (
          <div className="empty bookings__empty">
            <p className="rec-empty__title">{t('bookings.empty.title')}</p>
            <p>{t('bookings.empty.text')}</p>
            {newBooking(t('bookings.empty.create'), 'btn btn--primary')}
          </div>
        )
      ) : (
        <ul className="bookings__list" aria-label={t('bookings.list')}>
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
              latestAssessment={data.assessment}
              records={data.records}
              recordsFailed={data.recordsFailed}
              shares={data.recordShares[booking.id]}
            />
          ))}
        </ul>
      )}
      {data.bookingsPage && (
        <Pagination result={data.bookingsPage} search={searchParams} label={t('bookings.pages')} param="bookingsPage" />
      )}
    </section>
  );
}
