import type { Route } from './+types/about';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { routeMeta } from '../seo';
import { SITE_NAME } from '../site';
import { CardGrid } from '../components/Lists';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'pages') };
}

export const meta = routeMeta((_, t) => ({
  title: t('pages.about.meta.title'),
  description: t('pages.about.meta.description', { site: SITE_NAME }),
}));

/** The four values of spec §2 "/about". */
const VALUES = ['integrity', 'compassion', 'excellence', 'safety'] as const;

/** Story, mission, vision and values. */
export default function Component() {
  const t = useT();
  const values = VALUES.map((id) => ({ title: t(`pages.about.values.${id}.title`), text: t(`pages.about.values.${id}.text`) }));
  return (
    <>
      <PageIntro title={t('pages.about.title', { site: SITE_NAME })}>
        <p className="page-intro__lead">{t('pages.about.lead')}</p>
      </PageIntro>

      <section className="section" aria-labelledby="story-title">
        <div className="container container--narrow prose">
          <h2 id="story-title">{t('pages.about.story.title')}</h2>
          <p>{t('pages.about.story.problem')}</p>
          <p>{t('pages.about.story.guide', { site: SITE_NAME })}</p>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="mission-title">
        <div className="container grid grid--2 grid--flat">
          <div className="card card--plain">
            <h2 id="mission-title">{t('pages.about.mission.title')}</h2>
            <p>{t('pages.about.mission.text')}</p>
          </div>
          <div className="card card--plain">
            <h2>{t('pages.about.vision.title')}</h2>
            <p>{t('pages.about.vision.text')}</p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title">{t('pages.about.values.title')}</h2>
          <CardGrid items={values} columns={4} />
        </div>
      </section>

      <CallToAction
        title={t('pages.about.cta.title')}
        text={t('pages.about.cta.text')}
        primary={{ label: t('common.nav.start') }}
        secondary={{ label: t('pages.about.cta.contact'), to: '/contact' }}
      />
    </>
  );
}
