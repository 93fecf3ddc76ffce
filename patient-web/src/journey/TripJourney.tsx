import { TRIP_LIMITS } from '@medtour/contracts';
import { TextField } from '../account/forms';
import { Fact } from '../components/Details';
import { intlLocale } from '../format';
import { useLocale, useT } from '../i18n/messages';
import { interpreterChoices } from '../trip-plan/choices';
import { ACCOMMODATION_FIELDS, accommodationSchema, FLIGHT_FIELDS, flightsSchema, PICKUP_FIELDS, pickupSchema } from '../trip-plan/form';
import { SelectField, TextAreaField } from './fields';
import { Choices, StepSection, TripForm, useTrip, useTripForm } from './TripForms';

/*
 * The steps of the journey there (the visa's is journey/TripVisa.tsx): the flights (`#flights`), the
 * pick-up at the airport (`#pickup`) and where the patient stays (`#accommodation`).
 */

/** A local airport time (`2026-12-20T06:35`) as the page's language writes a day and time; no time zone is involved. */
function formatLocalTime(value: string, locale: string): string {
  const date = new Date(`${value}:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
}

export function Flights() {
  const t = useT();
  const locale = useLocale();
  const { plan } = useTrip();
  const flights = useTripForm('flights', 'flights', flightsSchema);
  const values = flights.values ?? {
    arrivalFlight: plan.arrivalFlight ?? '',
    arrivalAt: plan.arrivalAt ?? '',
    departureFlight: plan.departureFlight ?? '',
    departureAt: plan.departureAt ?? '',
  };
  const bind = (name: (typeof FLIGHT_FIELDS)[number]) => ({
    name,
    idPrefix: 'trip',
    defaultValue: values[name] ?? '',
    error: flights.errors[name],
  });
  const flightText = (number: string | null, at: string | null) =>
    [number, at && formatLocalTime(at, intlLocale(locale))].filter(Boolean).join(' · ');
  const numberProps = { maxLength: 8, autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, dir: 'ltr' } as const;
  return (
    <StepSection id="flights" title={t('tripPlan.step.flights')}>
      <p className="muted">{t('tripPlan.flights.intro')}</p>
      {(plan.arrivalFlight || plan.departureFlight) && (
        <dl className="fact-list trip-facts">
          {plan.arrivalFlight && <Fact label={t('tripPlan.flights.arrival')}>{flightText(plan.arrivalFlight, plan.arrivalAt)}</Fact>}
          {plan.departureFlight && (
            <Fact label={t('tripPlan.flights.departure')}>{flightText(plan.departureFlight, plan.departureAt)}</Fact>
          )}
        </dl>
      )}
      <TripForm form={flights} shows={values} fields={FLIGHT_FIELDS} submit={t('tripPlan.flights.save')}>
        <fieldset className="trip-fieldset">
          <legend>{t('tripPlan.flights.arrival')}</legend>
          <div className="form-grid">
            <TextField
              label={t('tripPlan.flights.arrivalFlight')}
              hint={t('tripPlan.flights.numberHint')}
              {...numberProps}
              {...bind('arrivalFlight')}
            />
            <TextField label={t('tripPlan.flights.arrivalAt')} type="datetime-local" {...bind('arrivalAt')} />
          </div>
        </fieldset>
        <fieldset className="trip-fieldset">
          <legend>{t('tripPlan.flights.departure')}</legend>
          <div className="form-grid">
            <TextField label={t('tripPlan.flights.departureFlight')} {...numberProps} {...bind('departureFlight')} />
            <TextField label={t('tripPlan.flights.departureAt')} type="datetime-local" {...bind('departureAt')} />
          </div>
        </fieldset>
      </TripForm>
    </StepSection>
  );
}

export function Pickup() {
  const t = useT();
  const locale = useLocale();
  const { plan } = useTrip();
  const pickup = useTripForm('pickup', 'pickup', pickupSchema);
  const values = pickup.values ?? {
    pickupRequested: plan.pickupRequested === null ? '' : plan.pickupRequested ? 'yes' : 'no',
    interpreterLanguage: plan.interpreterLanguage ?? '',
  };
  const languages = interpreterChoices(locale);
  const stored = values.interpreterLanguage ?? '';
  // A language staff typed that is not one of the list's stays a choice (as it is).
  const options =
    stored && !languages.some((choice) => choice.value === stored) ? [...languages, { value: stored, label: stored }] : languages;
  return (
    <StepSection id="pickup" title={t('tripPlan.step.pickup')}>
      {plan.pickupDetails ? (
        <div className="trip-meet">
          <h3>{t('tripPlan.pickup.whoMeets')}</h3>
          <p dir="auto" className="trip-staff-text">
            {plan.pickupDetails}
          </p>
        </div>
      ) : (
        plan.pickupRequested && <p className="muted">{t('tripPlan.pickup.waiting')}</p>
      )}
      <TripForm form={pickup} shows={values} fields={PICKUP_FIELDS} submit={t('tripPlan.pickup.save')}>
        <Choices
          legend={t('tripPlan.pickup.question')}
          name="pickupRequested"
          idPrefix="trip"
          required
          value={values.pickupRequested ?? ''}
          error={pickup.errors.pickupRequested}
          options={[
            { value: 'yes', label: t('tripPlan.pickup.yes') },
            { value: 'no', label: t('tripPlan.pickup.no') },
          ]}
        />
        <SelectField
          label={t('tripPlan.pickup.interpreter')}
          hint={t('tripPlan.pickup.interpreterHint')}
          name="interpreterLanguage"
          idPrefix="trip"
          placeholder={t('tripPlan.pickup.noInterpreter')}
          options={options}
          defaultValue={stored}
          error={pickup.errors.interpreterLanguage}
        />
      </TripForm>
    </StepSection>
  );
}

export function Accommodation() {
  const t = useT();
  const { plan } = useTrip();
  const stay = useTripForm('accommodation', 'accommodation', accommodationSchema);
  const place = plan.accommodationName || plan.accommodationAddress || plan.accommodationNights;
  const facts = place && (
    <dl className="fact-list trip-facts">
      {plan.accommodationName && (
        <Fact label={t('tripPlan.accommodation.name')}>
          <span dir="auto">{plan.accommodationName}</span>
        </Fact>
      )}
      {plan.accommodationAddress && (
        <Fact label={t('tripPlan.accommodation.address')}>
          <span dir="auto" className="trip-staff-text">
            {plan.accommodationAddress}
          </span>
        </Fact>
      )}
      {plan.accommodationNights !== null && (
        <Fact label={t('tripPlan.accommodation.nights')}>
          {t('tripPlan.accommodation.nightsCount', { count: plan.accommodationNights })}
        </Fact>
      )}
    </dl>
  );
  if (plan.accommodationArranged) {
    return (
      <StepSection id="accommodation" title={t('tripPlan.step.accommodation')}>
        {place ? (
          <>
            <p>{t('tripPlan.accommodation.arranged')}</p>
            {facts}
          </>
        ) : (
          <p>{t('tripPlan.accommodation.arranging')}</p>
        )}
      </StepSection>
    );
  }
  const values = stay.values ?? {
    accommodationName: plan.accommodationName ?? '',
    accommodationAddress: plan.accommodationAddress ?? '',
    accommodationNights: plan.accommodationNights === null ? '' : String(plan.accommodationNights),
  };
  const bind = (name: (typeof ACCOMMODATION_FIELDS)[number]) => ({
    name,
    idPrefix: 'trip',
    defaultValue: values[name] ?? '',
    error: stay.errors[name],
  });
  return (
    <StepSection id="accommodation" title={t('tripPlan.step.accommodation')}>
      <p className="muted">{t('tripPlan.accommodation.intro')}</p>
      <TripForm form={stay} shows={values} fields={ACCOMMODATION_FIELDS} submit={t('tripPlan.accommodation.save')}>
        <TextField label={t('tripPlan.accommodation.name')} maxLength={TRIP_LIMITS.placeNameMax} {...bind('accommodationName')} />
        <TextAreaField
          label={t('tripPlan.accommodation.address')}
          rows={3}
          maxLength={TRIP_LIMITS.addressMax}
          {...bind('accommodationAddress')}
        />
        <TextField
          label={t('tripPlan.accommodation.nights')}
          type="number"
          inputMode="numeric"
          min={TRIP_LIMITS.nights.min}
          max={TRIP_LIMITS.nights.max}
          step={1}
          className="trip-short-input"
          {...bind('accommodationNights')}
        />
      </TripForm>
    </StepSection>
  );
}
