import { data, type ShouldRevalidateFunction } from 'react-router';
import { RECORD_FILE_TYPES, type SharedRecordsView } from '@medtour/contracts';
import type { Route } from './+types/shared-records';
import { answer, ApiError, getApi } from '../api/client';
import { failPage } from '../api/load';
import { Fact } from '../components/Details';
import { formatDay, formatFileSize } from '../format-more';
import { pageMeta } from '../seo';
import { SITE_NAME } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, translatorFor, useLocale, useT, type WithMessages } from '../i18n/messages';
// The records list and facts of the journey's cards.
import '../styles/journey.css';

/*
 * `/shared-records/:token`: what a patient agreed to share with their booking's hospital (issue 53),
 * for the hospital, without signing in: the token in the link our coordinator sent is the permission.
 * The API logs each opening of the list and each download, and shows them to the patient; a link
 * withdrawn, expired or unknown is a 404. Never stored by a cache, never indexed (and not in the sitemap).
 */

interface SharedRecordsData extends WithMessages {
  /** Null: the link is invalid, expired or withdrawn (answered 404). */
  shared: SharedRecordsView | null;
}

const id = (value: string) => encodeURIComponent(value);

/** Where the hospital downloads one shared record (the API answers it as an attachment, and logs it). */
const downloadHref = (token: string, recordId: string) => `/api/shared-records/${id(token)}/records/${id(recordId)}`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const messages = messagesFor(localeOf(params), 'records');
  try {
    const shared = await answer(
      getApi(context).GET('/api/shared-records/{token}', { params: { path: { token: params.token } }, signal: request.signal }),
    );
    return { shared, messages } satisfies SharedRecordsData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data<SharedRecordsData>({ shared: null, messages }, { status: 404 });
    return failPage(error, request, 'Shared records');
  }
}

/** Each load is an opening the patient is shown: loaded again only for another address (its language). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/** The link is the permission: no cache keeps the page, no search engine lists it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

export const meta = (args: Route.MetaArgs) => {
  const t = translatorFor(args.matches);
  const page = args.loaderData?.shared
    ? { title: t('records.shared.title'), description: t('records.shared.meta.description') }
    : { title: t('records.shared.notFound.title'), description: t('records.shared.notFound.text') };
  return pageMeta(page, args, { indexable: false });
};

/** `application/pdf` → `PDF`: a record's type as its usual extension says it (else its media type). */
function fileType(mimeType: string): string {
  const known = RECORD_FILE_TYPES.find((type) => type.mimeType === mimeType);
  return known ? known.extensions[0].toUpperCase() : mimeType;
}

export default function Component({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { shared } = loaderData;

  if (!shared) {
    return (
      <section className="status-page container" aria-labelledby="shared-records-title">
        <h1 id="shared-records-title">{t('records.shared.notFound.title')}</h1>
        <p>{t('records.shared.notFound.text')}</p>
        <p>{t('records.shared.notFound.help')}</p>
      </section>
    );
  }

  return (
    <section className="section" aria-labelledby="shared-records-title">
      <div className="container container--narrow">
        <h1 id="shared-records-title">{t('records.shared.title')}</h1>
        <p className="muted">{t('records.shared.intro', { site: SITE_NAME, hospital: shared.hospitalName })}</p>
        <dl className="booking__facts">
          <Fact label={t('records.shared.reference')}>{`#${shared.reference}`}</Fact>
          <Fact label={t('records.shared.hospital')}>{shared.hospitalName}</Fact>
          <Fact label={t('records.shared.until')}>
            <time dateTime={shared.expiresAt}>{formatDay(shared.expiresAt, locale)}</time>
          </Fact>
        </dl>
        <h2>{t('records.shared.list')}</h2>
        {shared.records.length === 0 ? (
          <p className="empty">{t('records.shared.empty')}</p>
        ) : (
          <>
            <p className="muted small">{t('records.shared.downloadHint')}</p>
            <ul className="records" aria-label={t('records.shared.list')}>
              {shared.records.map((record) => (
                <li key={record.id} className="records__item">
                  <div className="records__info">
                    <a className="records__name" href={downloadHref(params.token, record.id)} download={record.name}>
                      {record.name}
                    </a>
                    <span className="muted small">
                      {fileType(record.mimeType)} · {formatFileSize(record.sizeBytes, t, locale)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
