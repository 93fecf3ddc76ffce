import type { NextFunction, Request, Response } from 'express';
import { API_MESSAGES } from '@medtour/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookie, by either of its names (`SessionService.cookieName`: `__Host-` when cookies are secure). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?mt_session=/;

/** The answer to a signed-in change that names no page: said plainly, as the client is a script or an odd browser. */
export const NO_ORIGIN_MESSAGE =
  'A signed-in request that changes something must say which page sent it (an Origin or Referer header). Reload the page and try again.';

/**
 * CSRF defence for cookie-authenticated requests: a state-changing request that a browser marks
 * as coming from another origin (Origin header, else Referer) is refused.
 *
 * One that names no origin at all is refused too when it carries the session cookie (issue 51).
 * Browsers send Origin with every unsafe request, cross-site or not (the patient site's server sends
 * the site's own when it calls the API for a page), so a signed-in change without one is a client
 * that hides where it comes from: refused with a 403 that says so, as an old browser or an extension
 * stripping both headers would otherwise be the one way a forged form gets through. Without the
 * cookie nothing is at stake (the request acts for nobody): machine callers — Stripe's webhooks, CSP
 * reports, health checks, sign-in itself — send neither header and keep working.
 */
export function sameOriginOnly(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const source = req.headers.origin || req.headers.referer;
    if (!source) {
      if (!SESSION_COOKIE.test(req.headers.cookie ?? '')) return next();
      res.status(403).json({ statusCode: 403, message: NO_ORIGIN_MESSAGE });
      return;
    }
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      origin = 'invalid';
    }
    const own = `${req.protocol}://${req.headers.host}`;
    if (allowed.has(origin) || origin === own) return next();
    res.status(403).json({ statusCode: 403, message: API_MESSAGES.accessDenied });
  };
}
