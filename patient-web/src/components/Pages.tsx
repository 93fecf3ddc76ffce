import { DEFAULT_LOCALE, isLocale, unlocalizedPath } from '@medtour/contracts';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  useLocation,
  useNavigation,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router';
import { Link } from '../i18n/links';
import type { Route } from './+types/Pages';
import { useT, withElements } from '../i18n/messages';
import { errorStatus, metaForError, pageMeta } from '../seo';
import { useSiteData } from '../site';
import { NotFound } from './NotFound';

/**
 * The language segment: none (English), or one of the other languages. English's own prefix leads to
 * the same page without it; anything else (`/xx/…`, or a mistyped page such as `/abuot`) is the 404 page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang === undefined) return null;
  if (params.lang === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    throw redirect(unlocalizedPath(url.pathname) + url.search, 301);
  }
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

/** Nothing the loader says changes while the language stays. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang;

/** Pages behind the sign-in guard (their loaders check the session and send visitors to /auth). */
const GUARDED = /^\/(dashboard|assistant)(\/|$)/;
const guarded = (pathname: string) => GUARDED.test(unlocalizedPath(pathname));

/**
 * Parent of every page (its path is the optional language segment): catches page errors inside the site layout (header and footer
 * stay), and shows the centred spinner of guarded pages (spec §2) while a link into them checks
 * the session (a page loaded whole is checked by the server before it is sent).
 */
export default function Pages() {
  const t = useT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Links only: a form that leads there (sign-in) keeps its page, which says it is busy and toasts.
  const checking = navigation.state === 'loading' && !navigation.formMethod && guarded(navigation.location.pathname) && !guarded(pathname);
  if (checking) {
    return (
      <div className="page-spinner" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  return <Outlet />;
}

/** The `<head>` of a page that shows an error instead of its content (its own pages say theirs). */
export const meta = (args: Parameters<typeof pageMeta>[1] & { error?: unknown }) =>
  args.error === undefined ? [] : pageMeta(metaForError(args.error, args.matches), args, { indexable: false });

/**
 * What a page shows when its loader fails (API down: 503), something is not found (404), or the
 * request was one the page cannot take (another 4xx, e.g. a form that could not be read).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const t = useT();
  const { contact } = useSiteData();
  const status = errorStatus(error);

  if (status === 404) return <NotFound />;
  // Too many requests: like an outage, the visitor is asked to try again in a moment.
  if (status >= 400 && status < 500 && status !== 429) {
    // Not an outage: saying "temporarily unavailable" would send the visitor back to the same request.
    // An action's own refusal says what went wrong (`readForm`); React Router's (405) is not for visitors.
    const said = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : t('common.refused.text');
    return (
      <section className="status-page container" aria-labelledby="status-title">
        <h1 id="status-title">{t('common.refused.title')}</h1>
        <p>{said}</p>
        <p className="button-row">
          <Link to="/" className="btn btn--secondary">
            {t('common.returnHome')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="status-page container" aria-labelledby="status-title">
      <h1 id="status-title">{t('common.outage.title')}</h1>
      <p>{t('common.outage.text')}</p>
      {contact && (
        <p>
          {withElements(t, 'common.outage.help', {
            email: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
            whatsapp: <a href={contact.whatsappUrl} dir="ltr">{`WhatsApp ${contact.whatsapp}`}</a>,
          })}
        </p>
      )}
      <p className="button-row">
        {/* A plain link: a full page load asks the server again, with or without JavaScript. */}
        <a href={`${location.pathname}${location.search}`} className="btn btn--primary">
          {t('common.tryAgain')}
        </a>
        <Link to="/" className="btn btn--secondary">
          {t('common.returnHome')}
        </Link>
      </p>
    </section>
  );
}
