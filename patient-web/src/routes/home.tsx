import { Link } from 'react-router';
import type { Route } from './+types/home';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import type { HospitalSummary, TreatmentView } from '@medtour/contracts';
import { HospitalCard } from '../components/HospitalCard';
import { TreatmentCard } from '../components/TreatmentCard';
import { routeMeta } from '../seo';
import { authHref, SITE_NAME, useSiteData } from '../site';
import { CardGrid } from '../components/Lists';

interface HomeData {
  treatments: TreatmentView[];
  hospitals: HospitalSummary[];
}

/** Popular treatments and featured hospitals, fetched in parallel. Any API failure becomes a 503 page. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<HomeData> {
  const api = getApi(context);
  try {
    const [treatments, hospitals] = await Promise.all([
      catalogueApi.treatments(api, { pageSize: 3 }, request.signal),
      catalogueApi.hospitals(api, { featured: 'true', pageSize: 4 }, request.signal),
    ]);
    return { treatments: treatments.items.slice(0, 3), hospitals: hospitals.items.slice(0, 4) };
  } catch (error) {
    failPage(error, request, 'Landing page');
  }
}

export const meta = routeMeta(() => ({
  title: `${SITE_NAME}: Affordable World-Class Treatment in Malaysia & ASEAN`,
  description:
    'Save 50-80% on treatment at internationally accredited hospitals in Malaysia and ASEAN. Your initial consultation and planning are free: you pay only for treatment.',
}));

const SERVICES = [
  {
    title: 'Hospital Matching',
    text: 'We match you with accredited hospitals and specialists that suit your condition, budget and preferences.',
  },
  {
    title: 'Travel & Visa Support',
    text: 'Help with medical visa letters, flights and airport transfers, so you can focus on your health.',
  },
  {
    title: 'Concierge & Accommodation',
    text: 'Comfortable accommodation near your hospital for you and a companion, and a coordinator on call.',
  },
  {
    title: 'Interpreters',
    text: 'Our support is in English. Interpreters for French, Arabic, Swahili and other languages are arranged for you.',
  },
  {
    title: 'Aftercare',
    text: 'Follow-up with your doctors after you return home, and guidance throughout your recovery.',
  },
] as const;

const REASONS = [
  {
    title: 'Save 50-80%',
    text: 'Treatment costs 50-80% less than in many other countries, with clear estimates before you travel.',
  },
  {
    title: 'Internationally accredited hospitals',
    text: 'We work with hospitals that hold international accreditations and experienced specialists.',
  },
  {
    title: 'Response within 24 hours',
    text: 'Our care team answers every request within 24 hours.',
  },
  {
    title: 'Consultation within 2-3 business days',
    text: 'Speak with a specialist within 2-3 business days of your request.',
  },
] as const;

const STEPS = [
  { title: 'Submit Request', text: 'Tell us about your condition and share your medical records.', time: '1-2 days' },
  {
    title: 'Get Matched with Provider',
    text: 'We match you with a hospital and specialist and send you a treatment plan and cost estimate.',
    time: '2-3 days',
  },
  {
    title: 'Confirm & Plan Travel',
    text: 'Confirm your plan; we help with your visa, flights and accommodation.',
    time: '1-2 weeks',
  },
  {
    title: 'Treatment & Recovery',
    text: 'Receive your treatment with a coordinator and interpreter by your side.',
    time: 'Variable',
  },
] as const;

const STORIES = [
  {
    quote:
      'I waited almost a year for a knee replacement at home. Within two weeks of my first message I had a surgeon, a date and a clear price. I walked without pain a month later.',
    name: 'Amina',
    country: 'Nigeria',
  },
  {
    quote:
      'The team arranged everything: the visa letter, the flat near the hospital and an interpreter who spoke Swahili with my mother. We always knew what came next.',
    name: 'Joseph',
    country: 'Kenya',
  },
  {
    quote:
      'My heart procedure cost a fraction of what I was quoted elsewhere, and the follow-up calls after I got home meant a lot to my family.',
    name: 'Farhana',
    country: 'Bangladesh',
  },
] as const;

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title">Affordable World-Class Treatment in Malaysia &amp; ASEAN</h1>
        <p className="hero__lead">
          Save 50-80% at internationally accredited hospitals, with support from your first question to your recovery at home. Your initial
          consultation and planning are free: you pay only for your treatment.
        </p>
        <p className="button-row">
          <Link to={authHref()} className="btn btn--accent btn--large">
            Start Your Journey
          </Link>
          <Link to={authHref()} className="btn btn--ghost btn--large">
            Get Free Consultation
          </Link>
        </p>
        <ul className="hero__points">
          <li>Free consultation and planning</li>
          <li>Response within 24 hours</li>
          <li>Interpreters arranged</li>
        </ul>
      </div>
    </section>
  );
}

function Services() {
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title">Our Services</h2>
        <p className="section__intro">Everything you need for treatment abroad, coordinated by one team.</p>
        <CardGrid items={SERVICES} columns={5} />
      </div>
    </section>
  );
}

function WhyChooseUs() {
  return (
    <section className="section section--tint" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title">Why Choose {SITE_NAME}</h2>
        <CardGrid items={REASONS} columns={4} cardClassName="card card--plain" />
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title">How It Works</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              <p className="muted">Estimated time: {step.time}</p>
            </li>
          ))}
        </ol>
        <div className="aftercare">
          <h3>Return Home + Aftercare</h3>
          <p>Your care continues after you fly home: follow-up consultations with your doctors and ongoing support from our team.</p>
        </div>
      </div>
    </section>
  );
}

function PopularTreatments({ treatments }: { treatments: TreatmentView[] }) {
  return (
    <section className="section section--tint" aria-labelledby="treatments-title">
      <div className="container">
        <h2 id="treatments-title">Popular Treatments</h2>
        {treatments.length > 0 ? (
          <ul className="grid grid--3">
            {treatments.map((treatment) => (
              <TreatmentCard key={treatment.id} treatment={treatment} />
            ))}
          </ul>
        ) : (
          <p className="empty">Treatments will be listed here soon.</p>
        )}
        <p className="section__more">
          <Link to="/treatments">Browse all treatments</Link>
        </p>
      </div>
    </section>
  );
}

function PatientStories() {
  return (
    <section className="section" aria-labelledby="stories-title">
      <div className="container">
        <h2 id="stories-title">Patient Stories</h2>
        <ul className="grid grid--3">
          {STORIES.map((story) => (
            <li key={story.name} className="card story">
              <figure>
                <blockquote>
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption>
                  {story.name}, {story.country}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="muted">Illustrative stories based on typical patient journeys.</p>
      </div>
    </section>
  );
}

function FeaturedHospitals({ hospitals }: { hospitals: HospitalSummary[] }) {
  return (
    <section className="section" aria-labelledby="hospitals-title">
      <div className="container">
        <h2 id="hospitals-title">Featured Hospitals</h2>
        {hospitals.length > 0 ? (
          <ul className="grid grid--4">
            {hospitals.map((hospital) => (
              <HospitalCard key={hospital.id} hospital={hospital} />
            ))}
          </ul>
        ) : (
          <p className="empty">Featured hospitals will be listed here soon.</p>
        )}
        <p className="section__more">
          <Link to="/hospitals">Browse all hospitals</Link>
        </p>
      </div>
    </section>
  );
}

function ContactBlock() {
  const { contact } = useSiteData();
  return (
    <section className="section contact-block" aria-labelledby="contact-title">
      <div className="container contact-block__inner">
        <div>
          <h2 id="contact-title">Talk to Our Care Team</h2>
          <p>
            We reply within 24 hours, and your consultation is arranged within 2-3 business days. Support is in English; interpreters for
            French, Arabic, Swahili and other languages are arranged.
          </p>
          {contact && <p className="muted">{contact.officeHours.join(', ')}</p>}
        </div>
        <ul className="contact-list">
          {contact && (
            <>
              <li>
                <span className="contact-list__label">Email</span>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                <span className="contact-list__label">Phone</span>
                <a href={contact.phoneHref}>{contact.phone}</a>
              </li>
              <li>
                <span className="contact-list__label">WhatsApp</span>
                <a href={contact.whatsappUrl}>{contact.whatsapp}</a>
              </li>
            </>
          )}
          <li>
            <Link to="/contact" className="btn btn--primary">
              Contact Us
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

/** The landing page. */
export default function Component({ loaderData: { treatments, hospitals } }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Services />
      <WhyChooseUs />
      <HowItWorks />
      <PopularTreatments treatments={treatments} />
      <PatientStories />
      <FeaturedHospitals hospitals={hospitals} />
      <ContactBlock />
    </>
  );
}
