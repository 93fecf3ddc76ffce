import { Link } from '../i18n/links';
import { PATIENT_GUIDE_FAQ, PATIENT_GUIDE_SERVICES, PATIENT_GUIDE_STEPS } from '@medtour/contracts';
import { Accordion } from '../components/Accordion';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { routeMeta } from '../seo';
import { authHref } from '../site';
import { CardGrid } from '../components/Lists';

export const meta = routeMeta(() => ({
  title: 'Patient Guide',
  description:
    'Your medical journey in five steps, from your free request to aftercare at home: timelines, visa and travel support, and answers to common questions.',
}));

/** The patient guide: the journey, the support services, the notices and the FAQ. */
export default function Component() {
  return (
    <>
      <PageIntro title="Patient Guide">
        <p className="page-intro__lead">
          Everything you need to know about treatment abroad, step by step: what happens, how long it takes and how we support you.
        </p>
        <p className="button-row">
          <Link to={authHref()} className="btn btn--accent btn--large">
            Start Your Journey
          </Link>
          <Link to="/contact" className="btn btn--ghost btn--large">
            Contact Us
          </Link>
        </p>
      </PageIntro>

      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">Your Journey in Five Steps</h2>
          <ol className="timeline">
            {PATIENT_GUIDE_STEPS.map((step, index) => (
              <li key={step.title} className="timeline__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>
                    <span className="sr-only">{`Step ${index + 1}: `}</span>
                    {step.title}
                  </h3>
                  <p className="timeline__meta">
                    <span className="badge">{step.badge}</span>
                    <span>{`Estimated time: ${step.time}`}</span>
                  </p>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">Support Services</h2>
          <CardGrid items={PATIENT_GUIDE_SERVICES} columns={4} cardClassName="card card--plain" />
        </div>
      </section>

      <section className="section" aria-labelledby="notices-title">
        <div className="container">
          <h2 id="notices-title">Before You Go</h2>
          <ul className="grid grid--3">
            <li className="notice notice--info">
              <h3>Medical consultation required</h3>
              <p>A specialist must review your medical records and confirm your treatment before you travel.</p>
            </li>
            <li className="notice notice--info">
              <h3>Travel insurance recommended</h3>
              <p>We recommend travel insurance that covers medical travel for the whole of your stay.</p>
            </li>
            <li className="notice notice--info">
              <h3>Planning timeline: 4-6 weeks</h3>
              <p>Most journeys take 4-6 weeks to plan. Emergencies can be expedited.</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="faq-title">
        <div className="container container--narrow">
          <h2 id="faq-title">Frequently Asked Questions</h2>
          <Accordion items={PATIENT_GUIDE_FAQ} />
        </div>
      </section>

      <CallToAction
        title="Ready to start your journey?"
        text="Your initial consultation and planning are free. A coordinator replies within 24 hours."
        primary={{ label: 'Get Free Consultation' }}
        secondary={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
