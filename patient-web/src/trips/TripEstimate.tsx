import {
  HOME_COUNTRIES,
  type Locale,
  type RatedCurrency,
  type TripEstimate,
  type TripEstimateLine,
  unlocalizedPath,
} from '@medtour/contracts';
import { useLocation } from 'react-router';
import { TextField } from '../account/forms';
import { formatCostRange } from '../format';
import { formatDay, formatMonth } from '../format-more';
import { Form, Link } from '../i18n/links';
import { type Translate, useLocale, useMessageText, useT } from '../i18n/messages';
import { SelectField } from '../journey/fields';
import { authHref } from '../site';
import type { TripEstimateAnswer } from './estimate.server';

/*
 * The all-in trip estimate (issue 28) on the hospital and treatment pages: a GET form (it works without
 * JavaScript: the page's loader asks the API for what the address says) and the itemised answer, which
 * a booking shows too once the patient attaches it.
 */

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country by its code, in the page's language ("Nigeria", "Nigéria", "نيجيريا"). */
export function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames(locale, { type: 'region' })));
  return names.of(code) ?? code;
}

/** The home countries a patient can choose, named in the page's language. */
export const homeCountryOptions = (locale: Locale) => HOME_COUNTRIES.map(({ code }) => ({ value: code, label: countryName(code, locale) }));

const nightsText = (t: Translate, nights: { min: number; max: number }) =>
  nights.min === nights.max ? t('trips.nights', { count: nights.min }) : t('trips.nightsRange', { min: nights.min, max: nights.max });

/** What a line of the estimate is, in the page's language. */
function lineLabel(t: Translate, line: TripEstimateLine, home: string): string {
  const nights = line.nights ? nightsText(t, line.nights) : '';
  switch (line.kind) {
    case 'treatment':
      return t('trips.line.treatment');
    case 'stay':
      return t('trips.line.stay', { nights });
    case 'flights':
      return t('trips.line.flights', { home });
    case 'visa':
      return t('trips.line.visa');
    case 'companionFlights':
      return t('trips.line.companionFlights', { count: line.people });
    case 'companionStay':
      return t('trips.line.companionStay', { count: line.people, nights });
    case 'companionVisa':
      return t('trips.line.companionVisa', { count: line.people });
  }
}

/** A page with the estimate form: what its loader answered for the address. */
export interface WithTrip {
  trip: TripEstimateAnswer | null;
}

/** The namespaces a page with the estimate sends beside its own: the API's messages when the form was refused. */
export const tripErrors = (trip: TripEstimateAnswer | null): ['errors'] | [] => (trip && Object.keys(trip.errors).length ? ['errors'] : []);

/** A page whose estimate form was refused answers 400 (with the form and its field errors), as a refused post does. */
export const tripStatus = (trip: TripEstimateAnswer | null): number => (trip && Object.keys(trip.errors).length ? 400 : 200);

/** "Book with this estimate": the booking form (after sign-in) for this hospital, with the treatment, companions and the estimate's home and month. */
export function tripBookHref(hospitalSlug: string, estimate: TripEstimate): string {
  const trip = new URLSearchParams({
    treatment: estimate.treatment.id,
    companions: String(estimate.companions),
    home: estimate.homeCountry,
  });
  if (estimate.travelMonth) trip.set('month', estimate.travelMonth);
  return authHref(`/dashboard?book=${encodeURIComponent(hospitalSlug)}&${trip}`);
}

/**
 * The itemised estimate: each part and the total in US dollars and, at the same rate, in the visitor's
 * currency (so the parts add up to the total in it too), what is missing and the figures' date.
 */
export function TripEstimateResult({ estimate, titleId }: { estimate: TripEstimate; titleId: string }) {
  const t = useT();
  const locale = useLocale();
  const home = countryName(estimate.homeCountry, locale);
  const destination = estimate.destination.name;
  const { local } = estimate;
  const shown = local ? { currency: local.currency as RatedCurrency, rate: local.rate } : null;
  return (
    <div className="trip-estimate__result">
      <p className="muted">
        {t('trips.summary', { treatment: estimate.treatment.name, hospital: estimate.hospital.name, home })}
        {estimate.travelMonth && ` · ${t('trips.summaryMonth', { month: formatMonth(estimate.travelMonth, locale) })}`}
      </p>
      <table className="table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('trips.item')}</th>
            <th scope="col">{t('trips.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{lineLabel(t, line, home)}</th>
              <td>
                {line.kind.endsWith('isa') && line.maxUsd === 0
                  ? t('trips.visaFree')
                  : formatCostRange(t, locale, line.minUsd, line.maxUsd, shown)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('trips.total')}</th>
            <td>{formatCostRange(t, locale, estimate.totalUsd.min, estimate.totalUsd.max, shown)}</td>
          </tr>
        </tfoot>
      </table>
      {estimate.missing.map((kind) => (
        <p key={kind} className="trip-estimate__missing" role="note">
          {t(`trips.missing.${kind}`, { home, destination })}
        </p>
      ))}
      {estimate.localStale && <p className="muted">{t('trips.staleCurrency')}</p>}
      {estimate.figuresAsOf && <p className="muted">{t('trips.figuresOf', { date: formatDay(estimate.figuresAsOf, locale) })}</p>}
    </div>
  );
}

interface Choice {
  /** The field the patient chooses (the page fixes the other). */
  name: 'treatment' | 'hospital';
  options: { value: string; label: string }[];
}

/**
 * The estimate's section: the form (the treatment or the hospital the page does not fix, the home
 * country, companions, travel month) and, once asked, the answer with a link to book with it.
 */
export function TripEstimateSection({
  choice,
  trip,
  bookHref,
}: {
  choice: Choice;
  trip: TripEstimateAnswer | null;
  /** Where "Book with this estimate" leads: the booking form with these values. */
  bookHref: (estimate: TripEstimate) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const say = useMessageText();
  const { pathname } = useLocation();
  const values = trip?.values;
  const error = (name: keyof NonNullable<TripEstimateAnswer['errors']>) => {
    const text = trip?.errors[name];
    return text && say(text, trip.codes);
  };
  return (
    <section id="trip-estimate" className="section section--compact trip-estimate" aria-labelledby="trip-title">
      <div className="container">
        <h2 id="trip-title">{t('trips.title')}</h2>
        <p>{t('trips.intro')}</p>
        {/* A GET form: the address says the estimate, so it works without JavaScript and can be shared. */}
        <Form method="get" action={`${unlocalizedPath(pathname)}#trip-estimate`} preventScrollReset className="trip-estimate__form">
          <SelectField
            label={t(choice.name === 'treatment' ? 'trips.treatment' : 'trips.hospital')}
            name={choice.name}
            idPrefix="trip"
            required
            placeholder={t('trips.choose')}
            options={choice.options}
            defaultValue={values?.[choice.name] ?? (choice.options.length === 1 ? choice.options[0]!.value : '')}
            error={error(choice.name)}
          />
          <SelectField
            label={t('trips.home')}
            name="home"
            idPrefix="trip"
            required
            placeholder={t('trips.choose')}
            options={homeCountryOptions(locale)}
            defaultValue={values?.home ?? ''}
            error={error('home')}
          />
          <TextField
            label={t('trips.companions')}
            name="companions"
            idPrefix="trip"
            type="number"
            min={0}
            max={20}
            step={1}
            defaultValue={values?.companions || '0'}
            error={error('companions')}
          />
          <TextField
            label={t('trips.month')}
            name="month"
            idPrefix="trip"
            type="month"
            defaultValue={values?.month ?? ''}
            error={error('month')}
          />
          <button type="submit" className="btn btn--primary">
            {t('trips.submit')}
          </button>
        </Form>
        {trip?.failed && <p role="alert">{t('common.outage.text')}</p>}
        {trip?.estimate && (
          <div aria-live="polite">
            <h3 id="trip-result-title">{t('trips.resultTitle')}</h3>
            <TripEstimateResult estimate={trip.estimate} titleId="trip-result-title" />
            <p>
              <Link to={bookHref(trip.estimate)} className="btn btn--primary">
                {t('trips.book')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
