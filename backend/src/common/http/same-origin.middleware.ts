import type { NextFunction, Request, Response } from 'express';
import { API_MESSAGES } from '@medtour/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated requests: a state-changing request that a browser marks
 * as coming from another origin (Origin header, else Referer) is refused. Requests without
 * either header come from non-browser clients, which cannot carry a victim's cookie.
 */
export function sameOriginOnly(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const source = req.headers.origin ?? req.headers.referer;
    if (!source) return next();
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
