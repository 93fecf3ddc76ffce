import { Link } from 'react-router';
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

/** The five steps of spec §2 "Patient Guide", with their estimated times. */
const STEPS = [
  {
    title: 'Submit Request',
    badge: 'Free',
    time: '1-2 days',
    text: 'Tell us about your condition and upload your medical records. A coordinator reviews your request and replies within 24 hours.',
  },
  {
    title: 'Get Matched with Provider',
    badge: 'Personalized',
    time: '2-3 days',
    text: 'We match you with an accredited hospital and specialist, and send you a treatment plan with a cost estimate. Your consultation is arranged within 2-3 business days.',
  },
  {
    title: 'Confirm & Plan Travel',
    badge: 'Full support',
    time: '1-2 weeks',
    text: 'Confirm your plan; we help with your medical visa letter, flights, airport pickup and accommodation near the hospital.',
  },
  {
    title: 'Treatment & Recovery',
    badge: 'Expert care',
    time: 'Variable',
    text: 'Receive your treatment with a coordinator on call and an interpreter when you need one. Your doctors decide when you are fit to fly.',
  },
  {
    title: 'Return Home + Aftercare',
    badge: 'Follow-up',
    time: 'Ongoing',
    text: 'Back home, you keep in touch with your doctors through follow-up consultations, and our team supports your recovery.',
  },
] as const;

const SERVICES = [
  {
    title: 'Visa Support',
    text: 'Invitation letters from your hospital and guidance for the medical visa of your destination, for you and a companion.',
  },
  {
    title: 'Travel Insurance',
    text: 'Advice on travel insurance that covers medical travel, so that unexpected costs are covered.',
  },
  {
    title: 'Translator Services',
    text: 'Support is in English; interpreters for French, Arabic, Swahili and other languages are arranged for your appointments.',
  },
  {
    title: 'Accommodation',
    text: 'Comfortable accommodation near your hospital for you and a companion, booked for the length of your stay.',
  },
] as const;

const FAQ = [
  {
    question: 'How much can I save compared with treatment at home?',
    answer:
      'Patients typically save 50-80% compared with private treatment in many other countries. You receive a cost estimate before you decide, and the initial consultation and planning are free: you pay only for your treatment.',
  },
  {
    question: 'Are the hospitals safe and accredited?',
    answer:
      'We work with internationally accredited hospitals and experienced specialists. Each hospital profile lists its accreditations, specialties and patient reviews.',
  },
  {
    question: 'How long will I need to stay?',
    answer:
      'Plan for 3-7 days for simple treatments and 2-4 weeks for complex surgery, including recovery before you fly home. Your doctor confirms the length of your stay in your treatment plan.',
  },
  {
    question: 'How long does planning take?',
    answer: 'Allow 4-6 weeks from your first request to your treatment. Emergencies can be expedited: tell us how urgent your case is.',
  },
  {
    question: 'Do I need a medical consultation before I travel?',
    answer: 'Yes. A specialist reviews your medical records and confirms that the treatment is right for you before you book any travel.',
  },
  {
    question: 'Can someone travel with me, and will I have an interpreter?',
    answer:
      'Yes. We help a companion with their visa and accommodation, and arrange interpreters for French, Arabic, Swahili and other languages.',
  },
] as const;

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
            {STEPS.map((step, index) => (
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
          <CardGrid items={SERVICES} columns={4} cardClassName="card card--plain" />
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
          <Accordion items={FAQ} />
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
