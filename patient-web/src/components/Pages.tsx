import { isRouteErrorResponse, Link, Outlet, useLocation, useNavigation, useRouteError } from 'react-router';
import { errorStatus, metaForError, pageMeta } from '../seo';
import { useSiteData } from '../site';
import { NotFound } from './NotFound';

/** Pages behind the sign-in guard (their loaders check the session and send visitors to /auth). */
const GUARDED = /^\/(dashboard|assistant)(\/|$)/;

/**
 * Pathless parent of every page: catches page errors inside the site layout (header and footer
 * stay), and shows the centred spinner of guarded pages (spec §2) while a link into them checks
 * the session (a page loaded whole is checked by the server before it is sent).
 */
export default function Pages() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Links only: a form that leads there (sign-in) keeps its page, which says it is busy and toasts.
  const checking =
    navigation.state === 'loading' && !navigation.formMethod && GUARDED.test(navigation.location.pathname) && !GUARDED.test(pathname);
  if (checking) {
    return (
      <div className="page-spinner" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return <Outlet />;
}

/** The `<head>` of a page that shows an error instead of its content (its own pages say theirs). */
export const meta = (args: Parameters<typeof pageMeta>[1] & { error?: unknown }) =>
  args.error === undefined ? [] : pageMeta(metaForError(args.error), args, { indexable: false });

/**
 * What a page shows when its loader fails (API down: 503), something is not found (404), or the
 * request was one the page cannot take (another 4xx, e.g. a form that could not be read).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { contact } = useSiteData();
  const status = errorStatus(error);

  if (status === 404) return <NotFound />;
  if (status >= 400 && status < 500) {
    // Not an outage: saying "temporarily unavailable" would send the visitor back to the same request.
    // An action's own refusal says what went wrong (`readForm`); React Router's (405) is not for visitors.
    const said = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : 'Please reload the page and try again.';
    return (
      <section className="status-page container" aria-labelledby="status-title">
        <h1 id="status-title">This request could not be handled</h1>
        <p>{said}</p>
        <p className="button-row">
          <Link to="/" className="btn btn--secondary">
            Return to Home
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="status-page container" aria-labelledby="status-title">
      <h1 id="status-title">We can't load this page right now</h1>
      <p>Our service is temporarily unavailable. Please try again in a few minutes. Your information is safe and nothing was lost.</p>
      {contact && (
        <p>
          Need help now? Email <a href={`mailto:${contact.email}`}>{contact.email}</a> or message us on{' '}
          <a href={contact.whatsappUrl}>WhatsApp {contact.whatsapp}</a>.
        </p>
      )}
      <p className="button-row">
        {/* A plain link: a full page load asks the server again, with or without JavaScript. */}
        <a href={`${location.pathname}${location.search}`} className="btn btn--primary">
          Try again
        </a>
        <Link to="/" className="btn btn--secondary">
          Return to Home
        </Link>
      </p>
    </section>
  );
}
