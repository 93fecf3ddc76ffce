import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { sameOriginOnly } from '../common/http/same-origin.middleware.js';
import type { AppConfig } from '../config/app-config.js';

/** The contract of patient-web's server bundle (patient-web/src/entry-server.tsx). */
interface PatientRenderer {
  render(
    url: string,
    options: {
      apiBaseUrl: string;
      cookie?: string;
      /** The visitor's address, forwarded to the API (rate limits count visitors, not this server). */
      clientIp?: string;
      /** A form posted without JavaScript: method and url-encoded body, run through the page's action. */
      form?: { method: string; body: string };
    },
  ): Promise<{ status: number; head: string; html: string; data: string; redirect?: string }>;
}

/**
 * Serves both front ends from the API's origin:
 *  - `/admin/*`: the react-admin build (a single-page app: every deep link gets index.html);
 *  - `/sitemap.xml` and `/robots.txt`: built by the API from the catalogue (SitemapController);
 *  - everything else outside `/api`: patient-web, rendered on the server (the HTML already holds
 *    the page's content) and hydrated by the browser. Forms posted without JavaScript (e.g. the
 *    contact form) are run through the page's action on the server.
 */
export function webHandler(config: AppConfig): Router {
  const logger = new Logger('Web');
  const patientDist = join(config.webRoot, 'patient-web', 'dist');
  const adminDist = join(config.webRoot, 'admin-web', 'dist');
  const router = Router();
  const apiBaseUrl = `http://127.0.0.1:${config.port}`;

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

  let renderer: Promise<{ template: string; module: PatientRenderer }> | undefined;
  const load = () =>
    (renderer ??= Promise.all([
      readFile(join(patientDist, 'client', 'index.html'), 'utf8'),
      import(pathToFileURL(join(patientDist, 'server', 'entry-server.js')).href) as Promise<PatientRenderer>,
    ]).then(([template, module]) => ({ template, module })));

  const renderPage = async (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.path)) return next();
    try {
      const { template, module } = await load();
      const page = await module.render(config.publicUrl + req.originalUrl, {
        apiBaseUrl,
        cookie: req.headers.cookie,
        clientIp: req.ip,
        form: req.method === 'POST' ? { method: 'POST', body: formBody(req.body) } : undefined,
      });
      if (page.redirect) return res.redirect(page.status || 302, page.redirect);
      const html = template
        // Replacer functions: page content may contain `$&`, which a replacement string would expand.
        .replace('<!--app-head-->', () => page.head)
        .replace('<!--app-html-->', () => page.html)
        .replace('<!--app-data-->', () => page.data);
      res.status(page.status).setHeader('Cache-Control', 'private, no-cache').type('html').send(html);
    } catch (error) {
      renderer = undefined; // retry loading the build on the next request
      logger.error(`Patient site could not be rendered: ${(error as Error).message}`);
      res.status(503).type('text').send('The site is temporarily unavailable. Please try again in a moment.');
    }
  };
  router.get('/{*path}', renderPage);
  router.post(
    '/{*path}',
    (req, _res, next) => (isApi(req.path) ? next('router') : next()),
    sameOriginOnly([config.publicUrl]),
    express.text({ type: 'application/x-www-form-urlencoded', limit: '64kb' }),
    renderPage,
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

/** The url-encoded form body as text, whether it is still raw or an earlier parser already read it. */
function formBody(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') return new URLSearchParams(body as Record<string, string>).toString();
  return '';
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
