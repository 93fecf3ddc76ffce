/**
 * Reading Content-Security-Policy violation reports as browsers send them, pure and defensive:
 * the endpoint is public, so anything may arrive. Unknown shapes give no report, every text is
 * cut to its column's size, URLs lose their query string and fragment (they can carry search
 * text or tokens), and control characters (which Postgres text refuses, e.g. NUL) are removed.
 */

/** `application/reports+json` (Reporting API, `report-to`) and `application/csp-report` (`report-uri`). */
export const CSP_REPORT_TYPES = {
  'application/reports+json': 'report-to',
  'application/csp-report': 'report-uri',
} as const;
export type CspReportFormat = (typeof CSP_REPORT_TYPES)[keyof typeof CSP_REPORT_TYPES];

/** At most this many reports are kept from one request (the Reporting API batches them). */
export const MAX_REPORTS_PER_REQUEST = 20;

export interface CspReport {
  format: CspReportFormat;
  documentUrl: string | null;
  blockedUrl: string | null;
  effectiveDirective: string | null;
  disposition: 'enforce' | 'report' | null;
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  statusCode: number | null;
  sample: string | null;
  userAgent: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** A string field, without control characters, cut to `max` characters; null for anything else. */
export function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.replace(/\p{Cc}/gu, '').trim();
  return clean ? clean.slice(0, max) : null;
}

/** A URL without query string or fragment (http/ws), or the keyword a browser reports ('inline', 'eval', 'data'…). */
export function url(value: unknown, max = 500): string | null {
  const raw = text(value, 4_000);
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return raw.split(/[?#]/)[0]!.slice(0, max) || null;
  }
  if (['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return `${parsed.origin}${parsed.pathname}`.slice(0, max);
  return parsed.protocol.replace(/:$/, '').slice(0, max);
}

function integer(value: unknown, max: number): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= max ? number : null;
}

function disposition(value: unknown): CspReport['disposition'] {
  return value === 'enforce' || value === 'report' ? value : null;
}

/** The Reporting API's `csp-violation` body (camelCase fields). */
function fromReportTo(entry: Json, userAgent: string | null): CspReport | null {
  if (entry.type !== 'csp-violation' || !isObject(entry.body)) return null;
  const body = entry.body;
  return {
    format: 'report-to',
    documentUrl: url(body.documentURL ?? entry.url),
    blockedUrl: url(body.blockedURL),
    effectiveDirective: text(body.effectiveDirective, 100),
    disposition: disposition(body.disposition),
    sourceFile: url(body.sourceFile),
    lineNumber: integer(body.lineNumber, 2_147_483_647),
    columnNumber: integer(body.columnNumber, 2_147_483_647),
    statusCode: integer(body.statusCode, 999),
    sample: text(body.sample, 300),
    userAgent: text(entry.user_agent, 300) ?? userAgent,
  };
}

/** The older `report-uri` body: `{ "csp-report": { "document-uri": … } }` (kebab-case fields). */
function fromReportUri(report: Json, userAgent: string | null): CspReport {
  return {
    format: 'report-uri',
    documentUrl: url(report['document-uri']),
    blockedUrl: url(report['blocked-uri']),
    effectiveDirective: text(report['effective-directive'] ?? report['violated-directive'], 100),
    disposition: disposition(report.disposition),
    sourceFile: url(report['source-file']),
    lineNumber: integer(report['line-number'], 2_147_483_647),
    columnNumber: integer(report['column-number'], 2_147_483_647),
    statusCode: integer(report['status-code'], 999),
    sample: text(report['script-sample'], 300),
    userAgent,
  };
}

/** The CSP violation reports in a parsed request body (at most `MAX_REPORTS_PER_REQUEST`). */
export function readCspReports(format: CspReportFormat, body: unknown, userAgent: string | null = null): CspReport[] {
  const agent = text(userAgent, 300);
  if (format === 'report-uri') {
    return isObject(body) && isObject(body['csp-report']) ? [fromReportUri(body['csp-report'], agent)] : [];
  }
  const entries = Array.isArray(body) ? body : isObject(body) ? [body] : [];
  const reports: CspReport[] = [];
  for (const entry of entries.slice(0, MAX_REPORTS_PER_REQUEST)) {
    const report = isObject(entry) ? fromReportTo(entry, agent) : null;
    if (report) reports.push(report);
  }
  return reports;
}
