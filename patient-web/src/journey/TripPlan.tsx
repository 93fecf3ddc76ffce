import { useRouteLoaderData } from 'react-router';
import type { TripStepState, TripStepView } from '@medtour/contracts';
import { Fact } from '../components/Details';
import { FormRoutePage } from '../forms/route-form';
import { formatDay } from '../format-more';
import { Link } from '../i18n/links';
import { useLocale, useT } from '../i18n/messages';
import type { loader as tripLoader } from '../routes/booking-trip';
import { countryName } from '../trip-plan/choices';
import { AftercareSection } from './TripAftercare';
import { type Trip, TripContext, useTrip } from './TripForms';
import { Admission, Discharge } from './TripHospital';
import { Accommodation, Flights, Pickup } from './TripJourney';
import { Travellers } from './TripTravellers';
import { Visa } from './TripVisa';

/*
 * The trip plan page (routes/booking-trip.tsx): the checklist, then a section per step, each with its
 * own form (a route of its own, routes/trip/*.tsx; posted without JavaScript it lands back at its section).
 * The sections: journey/TripTravellers.tsx, TripVisa.tsx, TripJourney.tsx (flights, pick-up,
 * accommodation), TripHospital.tsx (admission, discharge) and TripAftercare.tsx; their forms' parts are
 * journey/TripForms.tsx.
 */

/** The sign a step's state is drawn with (its words say it too). */
const STATE_MARKS: Record<TripStepState, string> = { todo: '○', waiting_patient: '!', waiting_hospital: '…', done: '✓' };

function StepItem({ step }: { step: TripStepView }) {
  const t = useT();
  const locale = useLocale();
  const nameId = `step-${step.step}`;
  const when =
    step.state === 'done'
      ? step.doneAt && t('tripPlan.checklist.doneOn', { date: formatDay(step.doneAt, locale) })
      : step.dueOn && t('tripPlan.checklist.dueBy', { date: formatDay(step.dueOn, locale) });
  return (
    <li className={`trip-step trip-step--${step.state}`}>
      <h3 id={nameId} className="trip-step__name">
        <a href={`#${step.step}`}>{t(`tripPlan.step.${step.step}`)}</a>
      </h3>
      <p className="trip-step__state">
        <span className="trip-step__mark" aria-hidden="true">
          {STATE_MARKS[step.state]}
        </span>
        <span className="sr-only">{t('tripPlan.checklist.state')} </span>
        {t(`tripPlan.state.${step.state}`)}
      </p>
      {when && <p className="trip-step__when muted small">{when}</p>}
      {step.gaps.length > 0 && (
        <ul className="trip-step__gaps" aria-label={t('tripPlan.checklist.missing')}>
          {step.gaps.map((gap) => (
            <li key={gap}>{t(`tripPlan.gap.${gap}`)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Checklist() {
  const t = useT();
  const { plan } = useTrip();
  return (
    <section className="trip-section" aria-labelledby="trip-checklist-title">
      <h2 id="trip-checklist-title">{t('tripPlan.checklist.title')}</h2>
      <p className="muted">{t('tripPlan.checklist.intro')}</p>
      <ol className="trip-steps">
        {plan.steps.map((step) => (
          <StepItem key={step.step} step={step} />
        ))}
      </ol>
    </section>
  );
}

/** Back to the bookings' card of the dashboard. */
function BackLink() {
  const t = useT();
  return (
    <p>
      <Link to="/dashboard#your-bookings">{t('tripPlan.back')}</Link>
    </p>
  );
}

/**
 * The page every route of the trip plan draws (its address and its forms'): the plan, or before the
 * deposit what it will be; a post without JavaScript to one of its forms shows the form's answer in it.
 */
export function TripPlanRoutePage() {
  const { plan, now } = useRouteLoaderData<typeof tripLoader>('routes/booking-trip')!;
  return <FormRoutePage>{plan ? <TripPlanPage plan={plan} now={now} /> : <TripNotOpen />}</FormRoutePage>;
}

/** The whole page: the booking's facts, the checklist, and a section per step of the plan. */
function TripPlanPage({ plan, now }: Trip) {
  const t = useT();
  const locale = useLocale();
  const has = (step: TripStepView['step']) => plan.steps.some((s) => s.step === step);
  return (
    <TripContext value={{ plan, now }}>
      <section className="section section--compact" aria-labelledby="trip-title">
        <div className="container trip-page">
          <BackLink />
          <h1 id="trip-title">{t('tripPlan.title')}</h1>
          <p className="page-intro__lead">{t('tripPlan.lead')}</p>
          <dl className="fact-list trip-facts" aria-label={t('tripPlan.facts.label')}>
            <Fact label={t('tripPlan.facts.hospital')}>{plan.hospitalName}</Fact>
            <Fact label={t('tripPlan.facts.treatment')}>{plan.treatmentName ?? t('tripPlan.facts.consultation')}</Fact>
            {plan.destination && <Fact label={t('tripPlan.facts.destination')}>{countryName(plan.destination.code, locale)}</Fact>}
            <Fact label={t('tripPlan.facts.arrival')}>
              {plan.arrivalOn ? formatDay(plan.arrivalOn, locale) : t('tripPlan.facts.notSet')}
            </Fact>
            {plan.plannedReturnOn && <Fact label={t('tripPlan.facts.return')}>{formatDay(plan.plannedReturnOn, locale)}</Fact>}
            <Fact label={t('tripPlan.facts.reference')}>
              <span dir="ltr">#{plan.reference}</span>
            </Fact>
          </dl>
          <Checklist />
          {has('travellers') && <Travellers />}
          {has('visa') && <Visa />}
          {has('flights') && <Flights />}
          {has('pickup') && <Pickup />}
          {has('accommodation') && <Accommodation />}
          {has('admission') && <Admission />}
          {has('discharge') && <Discharge />}
          {has('aftercare') && <AftercareSection />}
        </div>
      </section>
    </TripContext>
  );
}

/** Before the deposit is settled (the API's 409): what the page will be, and the way back. */
function TripNotOpen() {
  const t = useT();
  return (
    <section className="section section--compact" aria-labelledby="trip-title">
      <div className="container trip-page">
        <h1 id="trip-title">{t('tripPlan.title')}</h1>
        <p className="notice notice--info">{t('errors.tripNotOpen')}</p>
        <p>
          <Link to="/dashboard#your-bookings" className="btn btn--primary">
            {t('tripPlan.back')}
          </Link>
        </p>
      </div>
    </section>
  );
}
