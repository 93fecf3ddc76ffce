import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** The contract of patient-web's server bundle (patient-web/src/entry-server.tsx). */
interface PatientRenderer {
  render(url: string, options: { apiBaseUrl: string; cookie?: string }): Promise<{ status: number; head: string; html: string; data: string; redirect?: string }>;
}

/**
 * Serves both front ends from the API's origin:
 *  - `/admin/*`: the react-admin build (a single-page app: every deep link gets index.html);
 *  - everything else outside `/api`: patient-web, rendered on the server (the HTML already holds
 *    the page's content) and hydrated by the browser.
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

  router.use('/assets', express.static(join(patientDist, 'client', 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(join(patientDist, 'client'), { index: false, maxAge: '1h' }));

  let renderer: Promise<{ template: string; module: PatientRenderer }> | undefined;
  const load = () =>
    (renderer ??= Promise.all([
      readFile(join(patientDist, 'client', 'index.html'), 'utf8'),
      import(pathToFileURL(join(patientDist, 'server', 'entry-server.js')).href) as Promise<PatientRenderer>,
    ]).then(([template, module]) => ({ template, module })));

  router.get('/{*path}', async (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/') || req.path === '/api') return next();
    try {
      const { template, module } = await load();
      const page = await module.render(config.publicUrl + req.originalUrl, { apiBaseUrl, cookie: req.headers.cookie });
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
  });

  // Errors of the static handlers (missing asset → 404, unbuilt admin → 503).
  router.use((error: { status?: number; statusCode?: number }, req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api')) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    res.status(status === 404 && req.path.startsWith('/admin') && !req.path.startsWith('/admin/assets') ? 503 : status).type('text').send(status === 404 ? 'Not found' : 'Unavailable');
  });

  return router;
}
