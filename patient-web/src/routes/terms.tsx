import type { Route } from './+types/terms';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { routeMeta } from '../seo';
import { SITE_NAME } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useLocale, type WithMessages } from '../i18n/messages';
import { intlLocale } from '../format';
import { formatUsd } from '@medtour/contracts';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'pages') };
}

export const meta = routeMeta((_, t) => ({
  title: t('pages.terms.title'),
  description: t('pages.terms.meta.description', { site: SITE_NAME }),
}));

/** The Premium membership's monthly price these terms state. */
const PREMIUM_MONTHLY_USD = 49;

const SECTIONS: readonly LegalSection[] = [
  { title: 'pages.terms.about.title', paragraphs: ['pages.terms.about.text'] },
  { title: 'pages.terms.service.title', paragraphs: ['pages.terms.service.coordination', 'pages.terms.service.notAdvice'] },
  { title: 'pages.terms.costs.title', paragraphs: ['pages.terms.costs.text'] },
  { title: 'pages.terms.hospitals.title', paragraphs: ['pages.terms.hospitals.text'] },
  { title: 'pages.terms.account.title', paragraphs: ['pages.terms.account.text'] },
  { title: 'pages.terms.premium.title', paragraphs: ['pages.terms.premium.text'] },
  { title: 'pages.terms.responsibility.title', paragraphs: ['pages.terms.responsibility.text'] },
  { title: 'pages.terms.changes.title', paragraphs: ['pages.terms.changes.text'] },
];

export default function Component() {
  const locale = useLocale();
  return (
    <LegalPage
      title="pages.terms.title"
      updated="2026-11-21"
      intro="pages.terms.intro"
      sections={SECTIONS}
      values={{ price: formatUsd(PREMIUM_MONTHLY_USD, intlLocale(locale)) }}
    />
  );
}
