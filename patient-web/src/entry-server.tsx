import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import manifest from 'virtual:client-manifest';
import { apiContext, createApiClient } from './api/client';
import { documentTitle, escapeHtml, metaForError, metaForMatches, type PageMeta } from './meta';
import { ROUTER_DATA_ID, routerDataJson, serializeErrors } from './router-data';
import { lazyRouteSources, routes } from './routes';
import { SITE_NAME } from './site';

export interface RenderResult {
  status: number;
  head: string;
  html: string;
  data: string;
  redirect?: string;
}

/** How long the server waits for the API before the page gives up (and shows the 503 page). */
const API_TIMEOUT_MS = 10_000;

// One handler for the process: it holds no per-request state (lazy route code is loaded once).
const handler = createStaticHandler(routes);

/** `PUBLIC_URL` of the process, if any (used when `render` is given a path rather than a full URL). */
function publicOriginFromEnv(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const raw = env?.PUBLIC_URL;
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    return undefined;
  }
}

/**
 * The URL of the page. A path (`/x?y`) is appended to the public origin as text, never resolved
 * against it, so that `//evil.example/` stays a path on our own origin.
 */
function pageUrl(url: string): { url: URL; publicOrigin: string | undefined } {
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    return { url: parsed, publicOrigin: parsed.origin };
  }
  const publicOrigin = publicOriginFromEnv();
  const path = url.startsWith('/') ? url : `/${url}`;
  return { url: new URL(`${publicOrigin ?? 'http://localhost'}${path}`), publicOrigin };
}

function pageMeta(context: StaticHandlerContext): PageMeta {
  const firstError = context.errors ? Object.values(context.errors)[0] : undefined;
  if (context.errors) return metaForError(firstError);
  return metaForMatches(context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })));
}

/** `<link rel="modulepreload">` for the chunks of the matched lazy routes (the entry chunk is in index.html). */
function preloadLinks(context: StaticHandlerContext): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const match of context.matches) {
    const source = lazyRouteSources[match.route.id];
    if (source) visit(source);
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('\n    ');
}

function renderHead(meta: PageMeta, url: URL, publicOrigin: string | undefined, status: number): string {
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description);
  // Absolute when the public origin is known; otherwise root-relative rather than a wrong host.
  const pageHref = escapeHtml(`${publicOrigin ?? ''}${url.pathname}`);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    status === 200 ? `<link rel="canonical" href="${pageHref}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}">`,
    `<meta property="og:url" content="${pageHref}">`,
  ];
  return tags.join('\n    ');
}

/** A page that could not be rendered on the server: a short static message; the browser renders the app itself. */
function renderFailure(): RenderResult {
  const title = escapeHtml(`Something went wrong | ${SITE_NAME}`);
  return {
    status: 500,
    head: `<title>${title}</title>\n    <meta name="robots" content="noindex">`,
    html:
      '<main id="main" class="status-page container"><h1>Something went wrong</h1>' +
      '<p>Sorry, this page could not be shown. Please try again in a few minutes.</p>' +
      '<p><a href="/" class="btn btn--primary">Return to Home</a></p></main>',
    data: '',
  };
}

export interface RenderOptions {
  apiBaseUrl: string;
  /** The visitor's `Cookie` header, forwarded to the API. */
  cookie?: string;
  /** The visitor's address, forwarded to the API so that its rate limits count visitors, not this server. */
  clientIp?: string;
  /** A form posted without JavaScript (url-encoded body): it runs the page's action before rendering. */
  form?: { method: string; body: string };
}

/**
 * Renders the page at `url` (a path like `/treatments?q=hip`, or a full URL on the public origin).
 * Loaders and actions call the API at `options.apiBaseUrl`, forwarding the visitor's `cookie`.
 * Returns a redirect (`status` + `redirect`) or the status and the three pieces for index.html.
 */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const { url: requestUrl, publicOrigin } = pageUrl(url);
  const headers = new Headers({ accept: 'text/html' });
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.form) headers.set('content-type', 'application/x-www-form-urlencoded');
  const request = new Request(requestUrl, options.form ? { headers, method: options.form.method, body: options.form.body } : { headers });

  const requestContext = new RouterContextProvider();
  requestContext.set(
    apiContext,
    createApiClient({ baseUrl: options.apiBaseUrl, cookie: options.cookie, forwardedFor: options.clientIp, timeoutMs: API_TIMEOUT_MS }),
  );

  try {
    const context = await handler.query(request, { requestContext });
    if (context instanceof Response) {
      return { status: context.status, redirect: context.headers.get('Location') ?? '/', head: '', html: '', data: '' };
    }

    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );

    for (const error of Object.values(context.errors ?? {})) {
      if (error instanceof Error) console.error(`Error while rendering ${requestUrl.pathname}:`, error);
    }

    const head = [renderHead(pageMeta(context), requestUrl, publicOrigin, context.statusCode), preloadLinks(context)]
      .filter(Boolean)
      .join('\n    ');
    const json = routerDataJson({
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    });
    return {
      status: context.statusCode,
      head,
      html,
      data: `<script type="application/json" id="${ROUTER_DATA_ID}">${json}</script>`,
    };
  } catch (error) {
    console.error(`Could not render ${requestUrl.pathname}:`, error);
    return renderFailure();
  }
}
