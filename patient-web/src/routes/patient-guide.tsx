import { Link } from '../i18n/links';
import type { Route } from './+types/patient-guide';
import { Accordion } from '../components/Accordion';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { routeMeta } from '../seo';
import { authHref } from '../site';
import { CardGrid } from '../components/Lists';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import type { PatientGuide } from '@medtour/contracts';

/** The page's frame is in the `pages` catalogue; its steps, services and questions are staff's texts (`/api/guide`), in the page's language. */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<{ guide: PatientGuide } & WithMessages> {
  try {
    const guide = await catalogueApi.guide(getApi(context), localeOf(params), request.signal);
    return { guide, messages: messagesFor(localeOf(params), 'pages') };
  } catch (error) {
    failPage(error, request, 'Patient guide');
  }
}

export const meta = routeMeta((_, t) => ({ title: t('pages.guide.meta.title'), description: t('pages.guide.meta.description') }));

const NOTICES = ['consultation', 'insurance', 'timeline'] as const;

/** The patient guide: the journey, the support services, the notices and the FAQ. */
export default function Component({ loaderData: { guide } }: Route.ComponentProps) {
  const t = useT();
  const services = guide.services.map((s) => ({ title: s.title, text: s.body }));
  const questions = guide.faq.map((q) => ({ question: q.title, answer: q.body }));
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
            {guide.steps.map((step, index) => (
              <li key={step.id} className="timeline__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>
                    <span className="sr-only">{`${t('pages.guide.steps.number', { number: index + 1 })} `}</span>
                    {step.title}
                  </h3>
                  {(step.badge || step.time) && (
                    <p className="timeline__meta">
                      {step.badge && <span className="badge">{step.badge}</span>}
                      {step.time && <span>{t('pages.guide.steps.estimatedTime', { time: step.time })}</span>}
                    </p>
                  )}
                  <p>{step.body}</p>
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
