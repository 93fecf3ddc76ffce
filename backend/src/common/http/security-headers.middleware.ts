import type { NextFunction, Request, Response } from 'express';

/** Where browsers send CSP violation reports (`CspReportsController`). */
export const CSP_REPORT_PATH = '/api/csp-reports';

/**
 * The security headers of spec §2: a strict CSP (no inline scripts; inline styles are allowed
 * for the component libraries; images only from the site itself and data: URLs such as the
 * two-factor QR code), frame denial, nosniff, HSTS for a year, and a Permissions-Policy that
 * turns off geolocation, microphone and camera.
 *
 * Violations are reported to `CSP_REPORT_PATH`: `report-to csp` with the `Reporting-Endpoints`
 * header for current browsers, `report-uri` for older ones (a browser that knows `report-to`
 * ignores `report-uri`).
 *
 * Patient-site pages get a per-response nonce (`contentSecurityPolicy(nonce)`, set by the web
 * handler): React Router's own inline scripts (hydration data, route manifest) carry it, and no
 * other inline script runs.
 */
export const contentSecurityPolicy = (nonce?: string) =>
  [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');

const CSP = contentSecurityPolicy();

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  res.setHeader('Permissions-Policy', 'geolocation=(), microphone=(), camera=()');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.removeHeader('X-Powered-By');
  next();
}
