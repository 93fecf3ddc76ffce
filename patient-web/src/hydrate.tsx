import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * A request the page cut short itself (React Router aborts a load or a submission that a newer one, or the patient
 * leaving, made useless) is no error: its rejection, or its throw in a callback, is not reported as an uncaught one.
 * React Router's single fetch leaves some of those rejections without a handler (remix-run/react-router#14203); on a
 * busy machine the journey's end-to-end test, which fails on any page error, met two « signal is aborted without
 * reason » (2026-12-02). Any other error is still reported.
 */
function ignoreAbortedRequests(): void {
  const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
  addEventListener('unhandledrejection', (event) => aborted(event.reason) && event.preventDefault());
  addEventListener('error', (event) => aborted(event.error) && event.preventDefault());
}

/** Hands the server-rendered document over to React Router in the browser. */
export function hydrate(): void {
  ignoreAbortedRequests();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
