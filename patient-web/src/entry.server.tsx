import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './nonce';

/** How long the server waits for the page's data before it gives up rendering. */
export const streamTimeout = 10_000;

/**
 * Renders the whole document before answering (no streaming: every page's data comes from its
 * loaders, and the API process gzips a finished page in one call). React Router's inline scripts
 * (hydration data, route manifest) carry the response's CSP nonce; no other inline script runs.
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
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
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
  return new Response(stream, { status: failed ? 500 : status, headers });
}
