import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import type { loader as dashboardLoader } from '../routes/dashboard';
import { toast } from '../components/Toaster';
import { FormRoutePage } from '../forms/route-form';
import { useT } from '../i18n/messages';
import { AssessmentForm } from './AssessmentForm';
import { AssessmentSummary } from './AssessmentSummary';
import { BookingManagement } from './Bookings';
import { useJourneyData } from './data';
import { MedicalRecords } from './MedicalRecords';
import { PremiumTools } from './Premium';
import { Recommendations } from './Recommendations';
import { type Step, StepButton, StepIndicator } from './steps';
import { Welcome } from './Welcome';

/*
 * The page of the patient's journey (spec §2), drawn by every route of the journey (its address, a
 * booking's, and its forms': see forms/route-form.tsx): welcome → diagnosis → results, resumed at
 * the step reached.
 */

/** The journey, resumed at the step reached; a post without JavaScript to one of its forms shows the form's answer in it. */
export function JourneyPage() {
  return (
    <FormRoutePage>
      <Journey />
    </FormRoutePage>
  );
}

function Journey() {
  const t = useT();
  const data = useJourneyData();
  const { me } = useRouteLoaderData<typeof dashboardLoader>('routes/dashboard')!;
  const [searchParams] = useSearchParams();
  const { assessment, records } = data;
  // "Get Quote", a booking's address and email links lead to the bookings, on the results step. Read on
  // arrival: the bookings take the link out of the address once they have opened it, and the step stays.
  const [linked] = useState(() => searchParams.has('book') || searchParams.has('booking') || data.bookingId !== null);
  // "Get Quote" (or a hospital chosen in the form without JavaScript): the booking form comes first,
  // above the recommendations, so that it is in view on arrival even without JavaScript.
  const [quoting] = useState(() => searchParams.has('book'));
  // Back from Stripe's Premium page: its notice is in the results' tools (the address is tidied later too).
  const [premiumReturn] = useState(() => searchParams.has('premium'));
  const asked = searchParams.get('step');
  const step: Step =
    asked === 'welcome' || asked === 'diagnosis' || asked === 'results'
      ? asked
      : assessment || linked || premiumReturn
        ? 'results'
        : 'welcome';
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Spec §8: failed loads are toasts (the server-rendered page cannot show one).
  useEffect(() => {
    const failed = data.bookingsFailed ? 'journey.loadFailed.bookings' : data.recordsFailed ? 'journey.loadFailed.records' : null;
    if (failed) toast({ title: t('errors.title'), description: t(failed), variant: 'destructive' });
  }, [data, t]);

  // A new step starts at the top, its heading focused (announced by screen readers).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (linked) return; // the bookings bring the linked booking into view
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [step, linked]);

  return (
    <div className="journey">
      <StepIndicator step={step} assessed={assessment !== null} />
      {step === 'welcome' && <Welcome firstName={me.firstName} headingRef={heading} />}

      {step === 'diagnosis' && (
        <section className="section section--compact" aria-labelledby="diagnosis-title">
          <div className="container">
            <h1 id="diagnosis-title" ref={heading} tabIndex={-1}>
              {t('journey.diagnosis.title')}
            </h1>
            <p className="section__intro">{t('journey.diagnosis.intro')}</p>
            <div className="journey-diagnosis">
              <MedicalRecords records={records} />
              <AssessmentForm recordIds={records.map((r) => r.id)} idempotencyKey={data.assessmentKey} />
            </div>
            {assessment && (
              <div className="journey-back">
                <StepButton step="results" className="btn btn--secondary">
                  {t('journey.diagnosis.back')}
                </StepButton>
              </div>
            )}
          </div>
        </section>
      )}

      {step === 'results' && (
        <section className="section section--compact" aria-labelledby="results-title">
          <div className="container journey-results">
            <h1 id="results-title" ref={heading} tabIndex={-1}>
              {t('journey.results.title')}
            </h1>
            {quoting && <BookingManagement data={data} />}
            {assessment ? (
              <AssessmentSummary assessment={assessment} />
            ) : (
              <div className="notice notice--info">
                <p>{t('journey.results.noAssessment')}</p>
                <StepButton step="diagnosis" className="btn btn--primary">
                  {t('journey.results.startAssessment')}
                </StepButton>
              </div>
            )}

            <Recommendations assessment={assessment} hospitals={data.hospitals} treatments={data.treatments} />

            <section className="journey-section" aria-labelledby="tools-title">
              <h2 id="tools-title">{t('journey.tools.title')}</h2>
              <p className="muted">{t('journey.tools.intro')}</p>
              <PremiumTools data={data} />
              {!quoting && <BookingManagement data={data} />}
            </section>
          </div>
        </section>
      )}
    </div>
  );
}
