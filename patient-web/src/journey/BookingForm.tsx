import { useEffect, useRef } from 'react';
import { BOOKING_DEFAULTS, BOOKING_TYPES, BOOKING_URGENCIES, MAX_COMPANIONS, TEXT_LIMITS, type TripEstimate } from '@medtour/contracts';
import { TextField, useHydrated } from '../account/forms';
import { RouteForm, useRouteForm } from '../forms/route-form';
import { useLocale, useT } from '../i18n/messages';
import { useMoney } from '../money';
import { homeCountryOptions, TripEstimateResult } from '../trips/TripEstimate';
import { bookingTypeLabel } from './BookingQuote';
import type { BookingFormData } from './data';
import { focusField, SelectField, TextAreaField } from './fields';
import { HospitalPicker, HospitalSearchForm } from './HospitalPicker';
import { bookingEstimateSchema, bookingSchema } from './schemas';

/** Where a booking request is posted (its route). */
export const BOOKING_REQUEST = '/dashboard/bookings';

/** Today in the patient's time zone, as `YYYY-MM-DD` (the earliest preferred date). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The services a booking may ask for: the field the API reads, and the service the form and the card name. */
export const BOOKING_SERVICES = [
  { name: 'travelRequired', service: 'travel' },
  { name: 'accommodationNeeded', service: 'accommodation' },
  { name: 'visaAssistanceNeeded', service: 'visa' },
] as const;

/** A booking request (spec §5 defaults: urgency normal, no services, no companions), posted to its route. */
export function BookingForm({ booking, formId }: { booking: BookingFormData; formId: string }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const request = useRouteForm<{ values: Record<string, string> }>(BOOKING_REQUEST, {
    schema: bookingSchema,
    done: () => ({ title: t('bookings.created.title'), description: t('bookings.created.description') }),
  });
  const { result, errors: refusals, busy } = request;
  // "Show the estimate": the same form's values, answered with the estimate (nothing is sent to the coordinators).
  const preview = useRouteForm<{ values: Record<string, string>; estimate: TripEstimate }>('/dashboard/bookings/estimate', {
    schema: bookingEstimateSchema,
    failed: false,
  });
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
      <RouteForm form={request} id={formId} ref={form} className="card booking-form" noValidate aria-labelledby={titleId}>
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
          {BOOKING_SERVICES.map(({ name, service }) => (
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
          {/* After the request's own button: pressing Enter in a field still sends the request. Its own route. */}
          <button
            type="submit"
            formAction={preview.action}
            className="btn btn--secondary"
            disabled={preview.busy}
            onClick={(event) => {
              event.preventDefault();
              preview.submit(event.currentTarget.form!, event.currentTarget);
            }}
          >
            {t('trips.preview')}
          </button>
        </p>
      </RouteForm>
    </>
  );
}
