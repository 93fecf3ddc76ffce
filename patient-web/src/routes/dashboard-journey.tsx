import { type Ref, useEffect, useRef, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { formIntent } from '../api/intent';
import { Link } from '../i18n/links';
import type { Route } from './+types/dashboard-journey';
import { assistantHref } from '../assistant/links';
import { toast } from '../components/Toaster';
import type { AssessmentView } from '@medtour/contracts';
import { AssessmentForm, budgetRangeLabel, conditionLabel, destinationLabel, urgencyLabel } from '../journey/AssessmentForm';
import { BookingManagement } from '../journey/Bookings';
import { journeyAction, journeyLoader } from '../journey/data.server';
import { MedicalRecords } from '../journey/MedicalRecords';
import { Recommendations } from '../journey/Recommendations';
import { AddressButton } from '../journey/fields';
import { formatDay } from '../format-more';
import { PremiumTools } from '../journey/Premium';
import { addressReloads } from '../journey/reloading';
import { routeMeta } from '../seo';
import { Fact } from '../components/Details';
import { CardGrid } from '../components/Lists';
import { type MessageId, useLocale, useT } from '../i18n/messages';
import '../styles/journey.css';

export const loader = journeyLoader;
export const action = journeyAction;

/**
 * Moving between the journey's steps and tools and tidying the address keep the page's data; forms
 * (filters, Refresh, changes), an upload's revalidation, opening a chat, choosing the booking's hospital
 * and another page of bookings load it again. Stripe's pages (a deposit, Premium, billing), once made,
 * changed nothing shown: the page leaves for them without loading its data again. AI Treatment
 * Matching changes nothing either: its answer is its result.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const intent = formIntent(formData);
  // Answers that change nothing: the page keeps what it has.
  if (intent === 'ai-matching' || intent === 'booking-estimate') return false;
  if (typeof intent === 'string' && LEAVING_FOR_STRIPE.has(intent) && (actionResult as { ok?: boolean } | undefined)?.ok) return false;
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return addressReloads(currentUrl, nextUrl);
}

/** The forms whose answer is a page of Stripe's, which the page then opens. */
const LEAVING_FOR_STRIPE = new Set(['deposit-checkout', 'premium-checkout', 'premium-portal']);

export const meta = routeMeta((_, t) => ({ title: t('journey.meta.title'), description: t('journey.meta.description') }));

type Step = 'welcome' | 'diagnosis' | 'results';

const STEPS: Step[] = ['welcome', 'diagnosis', 'results'];

/** The journey's steps: those behind the current one are ticked, the assessment only once there is one ("Get Quote" skips it). */
function StepIndicator({ step, assessed }: { step: Step; assessed: boolean }) {
  const t = useT();
  const current = STEPS.indexOf(step);
  return (
    <div className="journey-steps">
      <ol className="container" aria-label={t('journey.steps.label')}>
        {STEPS.map((s, index) => {
          const done = index < current && (s !== 'diagnosis' || assessed);
          return (
            <li
              key={s}
              className={done ? 'is-done' : index === current ? 'is-current' : undefined}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="journey-steps__number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              {t(`journey.steps.${s}`)}
              {done && <span className="sr-only">{` ${t('journey.steps.done')}`}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** "How we help": each feature's title and text are `journey.features.<name>.title` and `.text`. */
const FEATURES = ['records', 'recommendations', 'booking'] as const;

/** A button that goes to another step of the journey (a link in the address: `?step=`). */
const StepButton = ({ step, className, children }: { step: Step; className: string; children: string }) => (
  <AddressButton set={{ step }} className={className}>
    {children}
  </AddressButton>
);

function Welcome({ firstName, headingRef }: { firstName: string; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT();
  const features = FEATURES.map((name) => ({ title: t(`journey.features.${name}.title`), text: t(`journey.features.${name}.text`) }));
  return (
    <>
      <section className="hero journey-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">{t('journey.welcome.greeting', { name: firstName })}</p>
          <h1 ref={headingRef} tabIndex={-1}>
            {t('journey.welcome.title')}
          </h1>
          <p className="hero__lead">{t('journey.welcome.lead')}</p>
          <StepButton step="diagnosis" className="btn btn--accent btn--large">
            {t('journey.welcome.start')}
          </StepButton>
        </div>
      </section>
      {/* Spec §2: the AI assistant opener (the chat is a page of its own, which returns here when closed). */}
      <section className="section section--compact" aria-labelledby="journey-assistant">
        <div className="container">
          <div className="card journey-assistant">
            <div>
              <h2 id="journey-assistant">{t('journey.assistant.title')}</h2>
              <p>{t('journey.assistant.text')}</p>
              <p className="muted small">{t('journey.ai.disclaimer')}</p>
            </div>
            <Link to={assistantHref(null, '/dashboard')} className="btn btn--primary">
              {t('journey.assistant.open')}
            </Link>
          </div>
        </div>
      </section>
      <section className="section section--compact" aria-labelledby="journey-features">
        <div className="container">
          <h2 id="journey-features">{t('journey.features.title')}</h2>
          <CardGrid items={features} columns={3} cardClassName="card journey-feature" />
        </div>
      </section>
    </>
  );
}

/** A labelled paragraph of the patient's own words (symptoms, goals). */
function Answer({ label, children }: { label: MessageId; children: string }) {
  const t = useT();
  return (
    <p className="assessment-summary__text">
      <span className="booking__label">{`${t(label)} `}</span>
      {children}
    </p>
  );
}

function AssessmentSummary({ assessment }: { assessment: AssessmentView }) {
  const t = useT();
  const locale = useLocale();
  const destinations = assessment.preferredDestinations.map((name) => destinationLabel(t, name));
  return (
    <section className="card journey-card assessment-summary" aria-labelledby="assessment-summary-title">
      <div className="assessment-summary__head">
        <div>
          <h2 id="assessment-summary-title" className="journey-card__title">
            {t('journey.summary.title')}
          </h2>
          <p className="muted small">{t('journey.summary.submitted', { date: formatDay(assessment.createdAt, locale) })}</p>
        </div>
        <StepButton step="diagnosis" className="btn btn--secondary">
          {t('journey.summary.restart')}
        </StepButton>
      </div>
      <dl className="rec-facts assessment-summary__facts">
        <Fact label={t('journey.summary.condition')}>{conditionLabel(t, assessment.conditionCategory)}</Fact>
        <Fact label={t('journey.summary.urgency')}>{urgencyLabel(t, assessment.urgencyLevel)}</Fact>
        <Fact label={t('journey.summary.budget')}>
          {assessment.budgetRange ? budgetRangeLabel(t, locale, assessment.budgetRange) : t('journey.summary.noBudget')}
        </Fact>
        <Fact label={t('journey.summary.destinations')}>
          {destinations.length ? destinations.join(t('journey.list.separator')) : t('journey.summary.anyDestination')}
        </Fact>
        <Fact label={t('journey.summary.records')}>{t('journey.summary.recordsAttached', { count: assessment.uploadedFiles.length })}</Fact>
      </dl>
      <Answer label="journey.summary.symptoms">{assessment.symptoms}</Answer>
      {assessment.treatmentGoals && <Answer label="journey.summary.goals">{assessment.treatmentGoals}</Answer>}
    </section>
  );
}

/** The patient journey (spec §2): welcome → diagnosis → results, resumed at the step reached. */
export default function Component({ loaderData: data, matches }: Route.ComponentProps) {
  const t = useT();
  const { me } = matches[2].loaderData; // root, the site frame, then the dashboard layout (typed by route)
  const [searchParams] = useSearchParams();
  const { assessment, records } = data;
  // "Get Quote" and email links lead to the bookings, on the results step. Read on arrival: the
  // bookings take the link out of the address once they have opened it, and the step stays.
  const [linked] = useState(() => searchParams.has('book') || searchParams.has('booking'));
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
