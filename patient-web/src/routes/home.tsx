import { Link } from '../i18n/links';
import type { Route } from './+types/home';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import { HospitalCard, hospitalCardData, type HospitalCardData } from '../components/HospitalCard';
import { TreatmentCard, treatmentCardData, type TreatmentCardData } from '../components/TreatmentCard';
import { routeMeta } from '../seo';
import { authHref, SITE_NAME, useSiteData } from '../site';
import { CardGrid } from '../components/Lists';

interface HomeData extends WithMessages {
  treatments: TreatmentCardData[];
  hospitals: HospitalCardData[];
}

/** Popular treatments and featured hospitals, fetched in parallel. Any API failure becomes a 503 page. */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<HomeData> {
  const api = getApi(context);
  const lang = localeOf(params);
  try {
    const [treatments, hospitals] = await Promise.all([
      catalogueApi.treatments(api, { pageSize: 3, lang }, request.signal),
      catalogueApi.hospitals(api, { featured: 'true', pageSize: 4, lang }, request.signal),
    ]);
    return {
      treatments: treatments.items.slice(0, 3).map(treatmentCardData),
      hospitals: hospitals.items.slice(0, 4).map(hospitalCardData),
      messages: messagesFor(lang, 'home'),
    };
  } catch (error) {
    failPage(error, request, 'Landing page');
  }
}

export const meta = routeMeta((_, t) => ({
  title: t('home.meta.title', { site: SITE_NAME }),
  description: t('home.meta.description'),
}));

const SERVICES = ['matching', 'travel', 'concierge', 'interpreters', 'aftercare'] as const;
const REASONS = ['save', 'accredited', 'response', 'consultation'] as const;
const STEPS = ['request', 'matched', 'plan', 'treatment'] as const;
const STORIES = [
  { id: 'amina', name: 'Amina', country: 'nigeria' },
  { id: 'joseph', name: 'Joseph', country: 'kenya' },
  { id: 'farhana', name: 'Farhana', country: 'bangladesh' },
] as const;

function Hero() {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title">{t('home.hero.title')}</h1>
        <p className="hero__lead">{t('home.hero.lead')}</p>
        <p className="button-row">
          <Link to={authHref()} className="btn btn--accent btn--large">
            {t('common.nav.start')}
          </Link>
          <Link to={authHref()} className="btn btn--ghost btn--large">
            {t('home.hero.consultation')}
          </Link>
        </p>
        <ul className="hero__points">
          <li>{t('home.hero.point1')}</li>
          <li>{t('home.hero.point2')}</li>
          <li>{t('home.hero.point3')}</li>
        </ul>
      </div>
    </section>
  );
}

function Services() {
  const t = useT();
  const items = SERVICES.map((id) => ({ title: t(`home.services.${id}.title`), text: t(`home.services.${id}.text`) }));
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title">{t('home.services.title')}</h2>
        <p className="section__intro">{t('home.services.intro')}</p>
        <CardGrid items={items} columns={5} />
      </div>
    </section>
  );
}

function WhyChooseUs() {
  const t = useT();
  const items = REASONS.map((id) => ({ title: t(`home.why.${id}.title`), text: t(`home.why.${id}.text`) }));
  return (
    <section className="section section--tint" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title">{t('home.why.title', { site: SITE_NAME })}</h2>
        <CardGrid items={items} columns={4} cardClassName="card card--plain" />
      </div>
    </section>
  );
}

function HowItWorks() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title">{t('home.how.title')}</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`home.how.${step}.title`)}</h3>
              <p>{t(`home.how.${step}.text`)}</p>
              <p className="muted">{t('home.how.estimatedTime', { time: t(`home.how.${step}.time`) })}</p>
            </li>
          ))}
        </ol>
        <div className="aftercare">
          <h3>{t('home.how.aftercare.title')}</h3>
          <p>{t('home.how.aftercare.text')}</p>
        </div>
      </div>
    </section>
  );
}

function PopularTreatments({ treatments }: { treatments: TreatmentCardData[] }) {
  const t = useT();
  return (
    <section className="section section--tint" aria-labelledby="treatments-title">
      <div className="container">
        <h2 id="treatments-title">{t('home.treatments.title')}</h2>
        {treatments.length > 0 ? (
          <ul className="grid grid--3">
            {treatments.map((treatment) => (
              <TreatmentCard key={treatment.slug} treatment={treatment} />
            ))}
          </ul>
        ) : (
          <p className="empty">{t('home.treatments.empty')}</p>
        )}
        <p className="section__more">
          <Link to="/treatments">{t('home.treatments.all')}</Link>
        </p>
      </div>
    </section>
  );
}

function PatientStories() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="stories-title">
      <div className="container">
        <h2 id="stories-title">{t('home.stories.title')}</h2>
        <ul className="grid grid--3">
          {STORIES.map((story) => (
            <li key={story.id} className="card story">
              <figure>
                <blockquote>
                  <p>{t(`home.stories.${story.id}`)}</p>
                </blockquote>
                <figcaption>{t('home.stories.byline', { name: story.name, country: t(`home.stories.${story.country}`) })}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="muted">{t('home.stories.note')}</p>
      </div>
    </section>
  );
}

function FeaturedHospitals({ hospitals }: { hospitals: HospitalCardData[] }) {
  const t = useT();
  return (
    <section className="section" aria-labelledby="hospitals-title">
      <div className="container">
        <h2 id="hospitals-title">{t('home.hospitals.title')}</h2>
        {hospitals.length > 0 ? (
          <ul className="grid grid--4">
            {hospitals.map((hospital) => (
              <HospitalCard key={hospital.slug} hospital={hospital} />
            ))}
          </ul>
        ) : (
          <p className="empty">{t('home.hospitals.empty')}</p>
        )}
        <p className="section__more">
          <Link to="/hospitals">{t('home.hospitals.all')}</Link>
        </p>
      </div>
    </section>
  );
}

function ContactBlock() {
  const { contact } = useSiteData();
  const t = useT();
  return (
    <section className="section contact-block" aria-labelledby="contact-title">
      <div className="container contact-block__inner">
        <div>
          <h2 id="contact-title">{t('home.contact.title')}</h2>
          <p>{t('home.contact.text')}</p>
          {contact && <p className="muted">{contact.officeHours.join(', ')}</p>}
        </div>
        <ul className="contact-list">
          {contact && (
            <>
              <li>
                <span className="contact-list__label">{t('home.contact.email')}</span>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                <span className="contact-list__label">{t('home.contact.phone')}</span>
                <a href={contact.phoneHref} dir="ltr">
                  {contact.phone}
                </a>
              </li>
              <li>
                <span className="contact-list__label">{t('home.contact.whatsapp')}</span>
                <a href={contact.whatsappUrl} dir="ltr">
                  {contact.whatsapp}
                </a>
              </li>
            </>
          )}
          <li>
            <Link to="/contact" className="btn btn--primary">
              {t('common.footer.contactUs')}
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
