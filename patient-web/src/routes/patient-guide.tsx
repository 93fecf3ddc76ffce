import { Link } from '../i18n/links';
import type { Route } from './+types/patient-guide';
import { Accordion } from '../components/Accordion';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { routeMeta } from '../seo';
import { authHref } from '../site';
import { CardGrid } from '../components/Lists';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'pages') };
}

export const meta = routeMeta((_, t) => ({ title: t('pages.guide.meta.title'), description: t('pages.guide.meta.description') }));

/*
 * The guide's texts are in the `pages` catalogue; their English is the text of PATIENT_GUIDE_STEPS,
 * PATIENT_GUIDE_SERVICES and PATIENT_GUIDE_FAQ (contracts), which the AI assistant searches: a change
 * to one is a change to the other.
 */
const STEPS = ['request', 'matched', 'plan', 'treatment', 'aftercare'] as const;
const SERVICES = ['visa', 'insurance', 'translators', 'accommodation'] as const;
const NOTICES = ['consultation', 'insurance', 'timeline'] as const;
const QUESTIONS = ['save', 'accredited', 'stay', 'planning', 'consultation', 'companion'] as const;

/** The patient guide: the journey, the support services, the notices and the FAQ. */
export default function Component() {
  const t = useT();
  const services = SERVICES.map((id) => ({ title: t(`pages.guide.services.${id}.title`), text: t(`pages.guide.services.${id}.text`) }));
  const questions = QUESTIONS.map((id) => ({ question: t(`pages.guide.faq.${id}.question`), answer: t(`pages.guide.faq.${id}.answer`) }));
  return (
    <>
      <PageIntro title={t('pages.guide.title')}>
        <p className="page-intro__lead">{t('pages.guide.lead')}</p>
        <p className="button-row">
          <Link to={authHref()} className="btn btn--accent btn--large">
            {t('common.nav.start')}
          </Link>
          <Link to="/contact" className="btn btn--ghost btn--large">
            {t('pages.guide.contact')}
          </Link>
        </p>
      </PageIntro>

      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">{t('pages.guide.steps.title')}</h2>
          <ol className="timeline">
            {STEPS.map((id, index) => (
              <li key={id} className="timeline__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>
                    <span className="sr-only">{`${t('pages.guide.steps.number', { number: index + 1 })} `}</span>
                    {t(`pages.guide.steps.${id}.title`)}
                  </h3>
                  <p className="timeline__meta">
                    <span className="badge">{t(`pages.guide.steps.${id}.badge`)}</span>
                    <span>{t('pages.guide.steps.estimatedTime', { time: t(`pages.guide.steps.${id}.time`) })}</span>
                  </p>
                  <p>{t(`pages.guide.steps.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">{t('pages.guide.services.title')}</h2>
          <CardGrid items={services} columns={4} cardClassName="card card--plain" />
        </div>
      </section>

      <section className="section" aria-labelledby="notices-title">
        <div className="container">
          <h2 id="notices-title">{t('pages.guide.notices.title')}</h2>
          <ul className="grid grid--3">
            {NOTICES.map((id) => (
              <li key={id} className="notice notice--info">
                <h3>{t(`pages.guide.notices.${id}.title`)}</h3>
                <p>{t(`pages.guide.notices.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="faq-title">
        <div className="container container--narrow">
          <h2 id="faq-title">{t('pages.guide.faq.title')}</h2>
          <Accordion items={questions} />
        </div>
      </section>

      <CallToAction
        title={t('pages.guide.cta.title')}
        text={t('pages.guide.cta.text')}
        primary={{ label: t('pages.guide.cta.consultation') }}
        secondary={{ label: t('pages.guide.contact'), to: '/contact' }}
      />
    </>
  );
}
