import { randomBytes } from 'node:crypto';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { createRequestHandler } from '@react-router/express';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { ServerBuild } from 'react-router';
import { RECORD_LIMITS, unlocalizedPath } from '@medtour/contracts';
import { PAGE_CALL_HEADER, pageCallToken, SHED_RETRY_AFTER_SECONDS } from '../common/http/load-shedding.js';
import { sameOriginOnly } from '../common/http/same-origin.middleware.js';
import { contentSecurityPolicy } from '../common/http/security-headers.middleware.js';
import type { AppConfig } from '../config/app-config.js';

/**
 * Serves both front ends from the API's origin:
 *  - `/admin/*`: the react-admin build (a single-page app: every deep link gets index.html);
 *  - `/sitemap.xml` and `/robots.txt`: built by the API from the catalogue (SitemapController);
 *  - everything else outside `/api`: patient-web, a React Router framework-mode app run by React
 *    Router's Express handler: pages rendered on the server (the HTML already holds the content) and
 *    hydrated, the data requests of client-side navigations, and form posts run through the
 *    route's action (with or without JavaScript).
 */
export function webHandler(config: AppConfig, apiPort: () => number): Router {
  const logger = new Logger('Web');
  const patientDist = join(config.webRoot, 'patient-web', 'dist');
  const adminDist = join(config.webRoot, 'admin-web', 'dist');
  const router = Router();
  const publicOrigins = new Set([new URL(config.publicUrl).origin]);

  router.use('/admin/assets', express.static(join(adminDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.get(['/admin', '/admin/{*rest}'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(adminDist, 'index.html'), (error) => error && next(error));
  });

  router.get(['/sitemap.xml', '/robots.txt'], (req, _res, next) => {
    req.url = `/api${req.path}`;
    next('router');
  });

  router.use('/assets', precompressed(join(patientDist, 'client', 'assets')));
  router.use('/assets', express.static(join(patientDist, 'client', 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // Other files of the build (favicon…); API requests skip the file-system lookup.
  const publicFiles = express.static(join(patientDist, 'client'), { index: false, maxAge: '1h' });
  router.use((req, res, next) => (isApi(req.path) ? next() : publicFiles(req, res, next)));

  let build: Promise<ServerBuild> | undefined;
  const loadBuild = () =>
    (build ??= (import(pathToFileURL(join(patientDist, 'server', 'index.js')).href) as Promise<ServerBuild>).catch((error: unknown) => {
      build = undefined; // retry loading the build on the next request
      throw error;
    }));
  const patientSite = createRequestHandler({
    build: loadBuild,
    // As the build is: errors reach the browser without their message or stack.
    mode: 'production',
    getLoadContext: (req, res) => ({
      apiBaseUrl: `http://127.0.0.1:${apiPort()}`,
      // Over loopback a compressed answer only costs CPU twice (gzip here, gunzip in the page's fetch) on the one event loop.
      apiCallHeaders: { [PAGE_CALL_HEADER]: pageCallToken, 'accept-encoding': 'identity' },
      refusedByApi: (status: number, retryAfter: string | null) => {
        res.locals.apiRefusal ??= { status, retryAfter };
      },
      publicUrl: config.publicUrl,
      cookie: req.headers.cookie,
      clientIp: req.ip,
      cspNonce: res.locals.cspNonce as string,
      forwardSetCookie: (cookie: string) => res.append('Set-Cookie', cookie),
    }),
  });

  const servePage = async (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.path)) return next();
    try {
      await loadBuild();
    } catch (error) {
      logger.error(`Patient site could not be loaded: ${(error as Error).message}`);
      res.status(503).setHeader('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
      res.type('text').send('The site is temporarily unavailable. Please try again in a moment.');
      return;
    }
    // React Router's inline scripts carry this nonce; the CSP allows no other inline script.
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
    sendWhole(res, publicOrigins);
    return patientSite(req, res, next);
  };
  router.get('/{*path}', servePage);
  // Forms of the patient site, posted with or without JavaScript: refused when another site posts them.
  router.post(
    '/{*path}',
    (req, _res, next) => (isApi(req.path) ? next('router') : next()),
    sameOriginOnly([config.publicUrl]),
    formBodiesOnly,
    formSizeLimit,
    servePage,
  );

  // Errors of the static handlers (missing asset → 404, unbuilt admin → 503).
  router.use((error: { status?: number; statusCode?: number }, req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api')) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    res
      .status(status === 404 && req.path.startsWith('/admin') && !req.path.startsWith('/admin/assets') ? 503 : status)
      .type('text')
      .send(status === 404 ? 'Not found' : 'Unavailable');
  });

  return router;
}

/**
 * React Router's adapter writes the page in chunks; pages are rendered whole (entry.server.tsx), so
 * the chunks are collected and sent with one `res.send`, which `gzipResponses` compresses in one
 * call. A redirect to another origin is turned into one to the home page: actions redirect only
 * to paths on this site (never an open redirect, whatever a page does).
 */
function sendWhole(res: Response, ownOrigins: Set<string>): void {
  const { write, end } = res;
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, encoding?: unknown) => {
    collect(chunk, encoding);
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    collect(chunk, encoding);
    res.write = write;
    res.end = end;
    // Pages are per visitor and always checked again; signed-in pages say `no-store` themselves.
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-cache');
    answerLimitsAsLimits(res);
    const location = res.getHeader('Location');
    if (typeof location === 'string' && !isOwnLocation(location, ownOrigins)) res.setHeader('Location', '/');
    return res.send(Buffer.concat(chunks));
  }) as Response['end'];
}

/**
 * A page that failed because the API refused one of its calls for a limit (429) or for being busy
 * or unavailable (503) answers that, with when to come back, never a 500: the visitor's request was
 * not wrong and may well pass in a moment. Every 429 and 503 page says when to try again.
 */
function answerLimitsAsLimits(res: Response): void {
  const refusal = res.locals.apiRefusal as { status: number; retryAfter: string | null } | undefined;
  if (refusal && res.statusCode >= 500) res.status(refusal.status);
  if ((res.statusCode === 429 || res.statusCode === 503) && !res.getHeader('Retry-After'))
    res.setHeader('Retry-After', refusal?.retryAfter ?? String(SHED_RETRY_AFTER_SECONDS));
}

/**
 * A redirect target on this site, read as the browser reads a `Location`: resolved against the
 * site's address by the WHATWG URL parser, which drops tabs and newlines and reads `\` as `/`
 * (`/<tab>/evil.example` is `//evil.example`, another site, to a browser).
 */
function isOwnLocation(location: string, ownOrigins: Set<string>): boolean {
  const [publicOrigin] = ownOrigins;
  try {
    return ownOrigins.has(new URL(location, publicOrigin).origin);
  } catch {
    return false;
  }
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * The one form that sends files: the journey's record upload without JavaScript (patient-web's
 * `journey/MedicalRecords.tsx`, posted to its route `/dashboard/records`), and its data request when
 * React Router posts it (`/dashboard/records.data`).
 */
const UPLOAD_PAGES = new Set(['/dashboard/records', '/dashboard/records.data']);
/** The upload in any language (`/fr/dashboard/records`). */
const isUploadPage = (req: Request) => UPLOAD_PAGES.has(unlocalizedPath(req.path.toLowerCase().replace(/\/+$/, '')));

/**
 * Page forms come as browsers send forms: urlencoded, or multipart with its boundary on the page
 * that takes files. Anything else is refused here, before React Router reads the body: the API's
 * JSON parser has already read a JSON body, so an action waiting for it never answered (an outside
 * probe held 800 sockets open that way), and a plain-text body or a multipart one without its
 * boundary made the action fail with a 500. Plain, short answers: no page sends these.
 */
function formBodiesOnly(req: Request, res: Response, next: NextFunction): void {
  const [mediaType = '', ...parameters] = (req.headers['content-type'] ?? '').split(';');
  const type = mediaType.trim().toLowerCase();
  const upload = isUploadPage(req);
  if (type === FORM) return next();
  if (type === MULTIPART && upload) {
    if (parameters.some((p) => /^\s*boundary=("?)[^"\s]+\1\s*$/i.test(p))) return next();
    res.status(400).type('text').send('The multipart form has no boundary.');
    return;
  }
  const accepted = upload ? [FORM, MULTIPART] : [FORM];
  res
    .status(415)
    .set('Accept-Post', accepted.join(', '))
    .type('text')
    .send(`Unsupported form encoding: this page takes ${accepted.join(' or ')}.`);
}

/** The largest page form: a record upload without JavaScript (every file at its largest); other forms are small. */
const MAX_UPLOAD_FORM_BYTES = RECORD_LIMITS.maxFiles * RECORD_LIMITS.maxBytes + 64 * 1024;
const MAX_FORM_BYTES = 64 * 1024;

/**
 * React Router reads a posted form whole: its declared length is checked first (413 when too long,
 * 411 without one: browsers always send it for forms).
 */
function formSizeLimit(req: Request, res: Response, next: NextFunction): void {
  const length = Number(req.headers['content-length']);
  const limit = req.is(MULTIPART) ? MAX_UPLOAD_FORM_BYTES : MAX_FORM_BYTES;
  if (!Number.isFinite(length) || req.headers['content-length'] === undefined) {
    res.status(411).type('text').send('Length required');
  } else if (length > limit) {
    res.status(413).type('text').send('The form is too large.');
  } else {
    next();
  }
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Sends `<asset>.gz`, compressed once by the build (patient-web/vite.config.ts), to browsers that
 * accept gzip; anything else falls through to the plain file.
 */
function precompressed(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Built assets are flat, hashed file names: nothing else is looked up.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/[\w.-]+\.(js|css|svg)$/.test(req.path) || !req.acceptsEncodings('gzip')) {
      return next();
    }
    res.type(extname(req.path));
    res.vary('Accept-Encoding');
    res.sendFile(
      join(dir, `${req.path.slice(1)}.gz`),
      { maxAge: '1y', immutable: true, headers: { 'Content-Encoding': 'gzip' } },
      (error) => error && !res.headersSent && next(),
    );
  };
}
