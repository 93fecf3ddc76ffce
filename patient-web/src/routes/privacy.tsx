import { DATA_RIGHTS, type DataRightsPeriods, RECORD_SHARE_DAYS } from '@medtour/contracts';
import type { Route } from './+types/privacy';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { routeMeta } from '../seo';
import { SITE_NAME } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, type WithMessages } from '../i18n/messages';

/** Until Settings can be read (the API busy), the notice states the defaults. */
const DEFAULT_PERIODS: DataRightsPeriods = {
  erasureGraceDays: DATA_RIGHTS.defaultErasureGraceDays,
  retentionYears: DATA_RIGHTS.defaultRetentionYears,
  shareLinkDays: RECORD_SHARE_DAYS.default,
};

/** The notice states the periods an admin sets in Settings: the grace period, the retention of payments, a shared link's life. */
export async function loader({ params, context, request }: Route.LoaderArgs): Promise<WithMessages & { periods: DataRightsPeriods }> {
  const periods = await catalogueApi.dataRightsPeriods(getApi(context), request.signal).catch(() => DEFAULT_PERIODS);
  return { messages: messagesFor(localeOf(params), 'pages'), periods };
}

export const meta = routeMeta((_, t) => ({
  title: t('pages.privacy.title'),
  description: t('pages.privacy.meta.description', { site: SITE_NAME }),
}));

/** The account page's part where a patient downloads their data or deletes their account. */
const YOUR_DATA = '/dashboard/account#your-data';

const SECTIONS: readonly LegalSection[] = [
  { title: 'pages.privacy.who.title', paragraphs: ['pages.privacy.who.text'] },
  {
    title: 'pages.privacy.collect.title',
    paragraphs: [
      'pages.privacy.collect.contact',
      'pages.privacy.collect.account',
      'pages.privacy.collect.health',
      'pages.privacy.collect.messages',
      'pages.privacy.collect.bookings',
      'pages.privacy.collect.technical',
    ],
  },
  {
    title: 'pages.privacy.records.title',
    paragraphs: [
      'pages.privacy.records.coordinators',
      'pages.privacy.records.hospital',
      'pages.privacy.records.link',
      'pages.privacy.records.withdraw',
      'pages.privacy.records.noSale',
    ],
  },
  {
    title: 'pages.privacy.where.title',
    paragraphs: [
      'pages.privacy.where.servers',
      'pages.privacy.where.processors',
      'pages.privacy.where.hospitals',
      'pages.privacy.where.law',
    ],
  },
  {
    title: 'pages.privacy.retention.title',
    paragraphs: [
      'pages.privacy.retention.account',
      'pages.privacy.retention.deletion',
      'pages.privacy.retention.payments',
      'pages.privacy.retention.contact',
      'pages.privacy.retention.export',
    ],
  },
  {
    title: 'pages.privacy.rights.title',
    paragraphs: [
      'pages.privacy.rights.list',
      {
        id: 'pages.privacy.rights.selfService',
        links: {
          download: { to: YOUR_DATA, text: 'pages.privacy.rights.download' },
          delete: { to: YOUR_DATA, text: 'pages.privacy.rights.delete' },
        },
      },
      'pages.privacy.rights.exercise',
      'pages.privacy.rights.laws',
    ],
  },
  { title: 'pages.privacy.complain.title', paragraphs: ['pages.privacy.complain.us', 'pages.privacy.complain.authority'] },
  { title: 'pages.privacy.breach.title', paragraphs: ['pages.privacy.breach.text'] },
  { title: 'pages.privacy.changes.title', paragraphs: ['pages.privacy.changes.text'] },
];

export default function Component({ loaderData: { periods } }: Route.ComponentProps) {
  const values = { graceDays: periods.erasureGraceDays, retentionYears: periods.retentionYears, linkDays: periods.shareLinkDays };
  return <LegalPage title="pages.privacy.title" updated="2026-11-26" intro="pages.privacy.intro" sections={SECTIONS} values={values} />;
}
