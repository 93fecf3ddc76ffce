import { Link, Outlet, useLocation, useRouteError } from 'react-router';
import { errorStatus, metaForError, pageMeta } from '../seo';
import { CONTACT } from '../site';
import { NotFound } from './NotFound';

/** Pathless parent of every page: catches page errors inside the site layout (header and footer stay). */
export default function Pages() {
  return <Outlet />;
}

/** The `<head>` of a page that shows an error instead of its content (its own pages say theirs). */
export const meta = (args: Parameters<typeof pageMeta>[1] & { error?: unknown }) =>
  args.error === undefined ? [] : pageMeta(metaForError(args.error), args, { indexable: false });

/** What a page shows when its loader fails (API down: 503) or something is not found (404). */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();

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
