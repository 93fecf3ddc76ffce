import { Link } from 'react-router';

/** The 404 page, for unknown paths and for anything a loader reports as not found. */
export function NotFound() {
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-title">Oops! Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to="/" className="btn btn--primary">
          Return to Home
        </Link>
      </p>
    </section>
  );
}
