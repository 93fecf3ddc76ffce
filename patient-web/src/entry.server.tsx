import { renderToReadableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { SCRIPTS_STARTER } from './document';
import { ServerDocumentContext } from './server-document';
import siteStyles from './styles/site.css?inline';

/** How long the server waits for the page's data before it gives up rendering. */
export const streamTimeout = 10_000;

/**
 * Renders the whole document before answering (no streaming: every page's data comes from its
 * loaders, and the API process gzips a finished page in one call), ready for a slow link: the frame's
 * styles inline, the scripts started after the first paint (document.ts). React Router's inline scripts
 * (hydration data, route manifest) and the one that starts them carry the response's CSP nonce; no
 * other inline script runs.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  let failed = false;
  const stream = await renderToReadableStream(
    <ServerDocumentContext value={{ nonce, styles: siteStyles, scriptsStarter: SCRIPTS_STARTER }}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ServerDocumentContext>,
    {
      nonce,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1_000)]),
      onError(error) {
        failed = true;
        if (!request.signal.aborted) console.error(`Error while rendering ${new URL(request.url).pathname}:`, error);
      },
    },
  );
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(await new Response(stream).text(), { status: failed ? 500 : status, headers });
}

/**
 * The server's error log. A request the page cannot take (a post to a page without a form: React
 * Router's 405) is the sender's mistake, not the site's, and is not logged as an error: a probe
 * would otherwise fill the log with stacks. Everything else is logged as React Router does.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(isRouteErrorResponse(error) && 'error' in error ? error.error : error);
};
