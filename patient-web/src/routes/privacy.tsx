import type { Route } from './+types/privacy';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { routeMeta } from '../seo';
import { SITE_NAME } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, type WithMessages } from '../i18n/messages';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'pages') };
}

export const meta = routeMeta((_, t) => ({
  title: t('pages.privacy.title'),
  description: t('pages.privacy.meta.description', { site: SITE_NAME }),
}));

const SECTIONS: readonly LegalSection[] = [
  { title: 'pages.privacy.who.title', paragraphs: ['pages.privacy.who.text'] },
  {
    title: 'pages.privacy.collect.title',
    paragraphs: [
      'pages.privacy.collect.contact',
      'pages.privacy.collect.account',
      'pages.privacy.collect.health',
      'pages.privacy.collect.technical',
    ],
  },
  { title: 'pages.privacy.use.title', paragraphs: ['pages.privacy.use.service', 'pages.privacy.use.security', 'pages.privacy.use.noSale'] },
  { title: 'pages.privacy.health.title', paragraphs: ['pages.privacy.health.consent', 'pages.privacy.health.sharing'] },
  { title: 'pages.privacy.share.title', paragraphs: ['pages.privacy.share.recipients', 'pages.privacy.share.abroad'] },
  { title: 'pages.privacy.retention.title', paragraphs: ['pages.privacy.retention.text'] },
  { title: 'pages.privacy.rights.title', paragraphs: ['pages.privacy.rights.list', 'pages.privacy.rights.exercise'] },
  { title: 'pages.privacy.changes.title', paragraphs: ['pages.privacy.changes.text'] },
];

export default function Component() {
  return <LegalPage title="pages.privacy.title" updated="2026-11-21" intro="pages.privacy.intro" sections={SECTIONS} />;
}
