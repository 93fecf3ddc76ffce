import { Link, Outlet, useLocation, useMatches, useRouteError } from 'react-router-dom';
import { documentTitle, errorStatus, metaForError, metaForMatches } from '../meta';
import { CONTACT } from '../site';
import { NotFound } from './NotFound';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Pathless parent of every page: keeps the document title in step with the matched page, and
 * catches page errors inside the site layout (header and footer stay).
 */
export function Pages() {
  const matches = useMatches();
  useDocumentTitle(documentTitle(metaForMatches(matches.map((m) => ({ handle: m.handle, data: m.loaderData })))));
  return <Outlet />;
}

/** What a page shows when its loader fails (API down: 503) or something is not found (404). */
export function PageErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  useDocumentTitle(documentTitle(metaForError(error)));

  if (errorStatus(error) === 404) return <NotFound />;

  return (
    <section className="status-page container" aria-labelledby="status-title">
      <h1 id="status-title">We can't load this page right now</h1>
      <p>Our service is temporarily unavailable. Please try again in a few minutes. Your information is safe and nothing was lost.</p>
      <p>
        Need help now? Email <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or message us on{' '}
        <a href={CONTACT.whatsappHref}>WhatsApp {CONTACT.whatsapp}</a>.
      </p>
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
