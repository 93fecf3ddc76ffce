import { type Ref, useEffect, useRef, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from '../i18n/links';
import type { Route } from './+types/dashboard-journey';
import { AI_CHAT_TEXTS, AI_DISCLAIMER, formatDate } from '@medtour/contracts';
import { assistantHref } from '../assistant/links';
import { toast } from '../components/Toaster';
import type { AssessmentView } from '@medtour/contracts';
import { ASSESSMENT_URGENCY_OPTIONS } from '../journey/api';
import { AssessmentForm } from '../journey/AssessmentForm';
import { BookingManagement } from '../journey/Bookings';
import { journeyAction, journeyLoader } from '../journey/data.server';
import { MedicalRecords } from '../journey/MedicalRecords';
import { Recommendations } from '../journey/Recommendations';
import { AddressButton } from '../journey/fields';
import { PremiumTools } from '../journey/Premium';
import { addressReloads } from '../journey/reloading';
import { routeMeta } from '../seo';
import { Fact } from '../components/Details';
import { CardGrid } from '../components/Lists';
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
  const intent = formData?.get('intent');
  if (intent === 'ai-matching') return false;
  if (typeof intent === 'string' && LEAVING_FOR_STRIPE.has(intent) && (actionResult as { ok?: boolean } | undefined)?.ok) return false;
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return addressReloads(currentUrl, nextUrl);
}

/** The forms whose answer is a page of Stripe's, which the page then opens. */
const LEAVING_FOR_STRIPE = new Set(['deposit-checkout', 'premium-checkout', 'premium-portal']);

export const meta = routeMeta(() => ({
  title: 'My Health Journey',
  description: 'Your assessment, medical records, recommendations and bookings.',
}));

type Step = 'welcome' | 'diagnosis' | 'results';

const STEPS: { id: Step; label: string }[] = [
  { id: 'welcome', label: 'Welcome' },
  { id: 'diagnosis', label: 'Health assessment' },
  { id: 'results', label: 'Results & bookings' },
];

/** The journey's steps: those behind the current one are ticked, the assessment only once there is one ("Get Quote" skips it). */
function StepIndicator({ step, assessed }: { step: Step; assessed: boolean }) {
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <div className="journey-steps">
      <ol className="container" aria-label="Journey progress">
        {STEPS.map((s, index) => {
          const done = index < current && (s.id !== 'diagnosis' || assessed);
          return (
            <li
              key={s.id}
              className={done ? 'is-done' : index === current ? 'is-current' : undefined}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="journey-steps__number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              {s.label}
              {done && <span className="sr-only"> (done)</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const FEATURES = [
  {
    title: 'Secure Medical Records',
    text: 'Upload your reports and scans once. They are encrypted and shared only with your care team.',
  },
  {
    title: 'Personalized Recommendations',
    text: 'Accredited hospitals and alternative treatments matched to your condition, budget and preferred destinations.',
  },
  {
    title: 'Free Booking & Coordinator Support',
    text: 'Request a consultation at no cost and message your patient coordinator at every step, before and after you travel.',
  },
];

/** A button that goes to another step of the journey (a link in the address: `?step=`). */
const StepButton = ({ step, className, children }: { step: Step; className: string; children: string }) => (
  <AddressButton set={{ step }} className={className}>
    {children}
  </AddressButton>
);

function Welcome({ firstName, headingRef }: { firstName: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <section className="hero journey-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">{`Welcome, ${firstName}`}</p>
          <h1 ref={headingRef} tabIndex={-1}>
            Your Health Journey Starts Here
          </h1>
          <p className="hero__lead">
            Tell us about your health, share your medical records and get matched with accredited hospitals in Malaysia and across Asia.
            Planning is free: you pay only for your treatment.
          </p>
          <StepButton step="diagnosis" className="btn btn--accent btn--large">
            Start Your Health Journey
          </StepButton>
        </div>
      </section>
      {/* Spec §2: the AI assistant opener (the chat is a page of its own, which returns here when closed). */}
      <section className="section section--compact" aria-labelledby="journey-assistant">
        <div className="container">
          <div className="card journey-assistant">
            <div>
              <h2 id="journey-assistant">{AI_CHAT_TEXTS.title}</h2>
              <p>Questions before you start? Ask about treatments, destinations, hospitals and costs, any time.</p>
              <p className="muted small">{AI_DISCLAIMER}</p>
            </div>
            <Link to={assistantHref(null, '/dashboard')} className="btn btn--primary">
              Ask the AI Health Assistant
            </Link>
          </div>
        </div>
      </section>
      <section className="section section--compact" aria-labelledby="journey-features">
        <div className="container">
          <h2 id="journey-features">How we help</h2>
          <CardGrid items={FEATURES} columns={3} cardClassName="card journey-feature" />
        </div>
      </section>
    </>
  );
}

const urgencyLabel = (value: string) => ASSESSMENT_URGENCY_OPTIONS.find((u) => u.value === value)?.label ?? value;

function AssessmentSummary({ assessment }: { assessment: AssessmentView }) {
  return (
    <section className="card journey-card assessment-summary" aria-labelledby="assessment-summary-title">
      <div className="assessment-summary__head">
        <div>
          <h2 id="assessment-summary-title" className="journey-card__title">
            Your Health Assessment
          </h2>
          <p className="muted small">Submitted {formatDate(assessment.createdAt)}</p>
        </div>
        <StepButton step="diagnosis" className="btn btn--secondary">
          Start a new assessment
        </StepButton>
      </div>
      <dl className="rec-facts assessment-summary__facts">
        <Fact label="Condition">{assessment.conditionCategory}</Fact>
        <Fact label="Urgency">{urgencyLabel(assessment.urgencyLevel)}</Fact>
        <Fact label="Budget">{assessment.budgetRange ?? 'Not given'}</Fact>
        <Fact label="Preferred destinations">
          {assessment.preferredDestinations.length ? assessment.preferredDestinations.join(', ') : 'Open to any'}
        </Fact>
        <Fact label="Medical records">{`${assessment.uploadedFiles.length} attached`}</Fact>
      </dl>
      <p className="assessment-summary__text">
        <span className="booking__label">Symptoms: </span>
        {assessment.symptoms}
      </p>
      {assessment.treatmentGoals && (
        <p className="assessment-summary__text">
          <span className="booking__label">Treatment goals: </span>
          {assessment.treatmentGoals}
        </p>
      )}
    </section>
  );
}

/** The patient journey (spec §2): welcome → diagnosis → results, resumed at the step reached. */
export default function Component({ loaderData: data, matches }: Route.ComponentProps) {
  const { me } = matches[2].loaderData; // root, the site frame, then the dashboard layout (typed by route)
  const [searchParams] = useSearchParams();
  const { assessment, records } = data;
  // "Get Quote" and email links lead to the bookings, on the results step. Read on arrival: the
  // bookings take the link out of the address once they have opened it, and the step stays.
  const [linked] = useState(() => searchParams.has('book') || searchParams.has('booking'));
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
    if (data.bookingsFailed) toast({ title: 'Error', description: 'Failed to load bookings. Please try again.', variant: 'destructive' });
    else if (data.recordsFailed)
      toast({ title: 'Error', description: 'Failed to load your medical records. Please try again.', variant: 'destructive' });
  }, [data]);

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
              Tell Us About Your Health
            </h1>
            <p className="section__intro">
              Share your medical records and answer a few questions. Our medical team uses them to recommend hospitals and treatments;
              nothing is shared without your consent.
            </p>
            <div className="journey-diagnosis">
              <MedicalRecords records={records} />
              <AssessmentForm recordIds={records.map((r) => r.id)} idempotencyKey={data.assessmentKey} />
            </div>
            {assessment && (
              <div className="journey-back">
                <StepButton step="results" className="btn btn--secondary">
                  Back to your results
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
              Your Health Journey
            </h1>
            {assessment ? (
              <AssessmentSummary assessment={assessment} />
            ) : (
              <div className="notice notice--info">
                <p>Complete a free health assessment so that we can recommend hospitals and treatments for you.</p>
                <StepButton step="diagnosis" className="btn btn--primary">
                  Start Your Health Assessment
                </StepButton>
              </div>
            )}

            <Recommendations assessment={assessment} hospitals={data.hospitals} treatments={data.treatments} />

            <section className="journey-section" aria-labelledby="tools-title">
              <h2 id="tools-title">Advanced Medical Tourism Tools</h2>
              <p className="muted">Request a consultation, follow your bookings and talk to your patient coordinator.</p>
              <PremiumTools data={data} />
              <BookingManagement data={data} />
            </section>
          </div>
        </section>
      )}
    </div>
  );
}
