import type { Ref } from 'react';
import { assistantHref } from '../assistant/links';
import { CardGrid } from '../components/Lists';
import { Link } from '../i18n/links';
import { useT } from '../i18n/messages';
import { StepButton } from './steps';

/** "How we help": each feature's title and text are `journey.features.<name>.title` and `.text`. */
const FEATURES = ['records', 'recommendations', 'booking'] as const;

/** The journey's first step: what it offers, the way into the diagnosis, and the AI assistant. */
export function Welcome({ firstName, headingRef }: { firstName: string; headingRef: Ref<HTMLHeadingElement> }) {
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
