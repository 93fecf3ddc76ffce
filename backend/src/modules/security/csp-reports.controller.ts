import {
  BadRequestException,
  Controller,
  HttpCode,
  PayloadTooLargeException,
  Post,
  Req,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type RateLimitRule } from '@medtour/contracts';
import { AdminResourceController } from '../../common/admin-resource.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { originOf } from '../../common/request-context.js';
import { CSP_REPORT_TYPES, readCspReports } from './csp-report.js';
import { CSP_REPORT_LIST, CspReportsService } from './csp-reports.service.js';

/** A report is about 1 KB; a batch of the Reporting API a few. */
export const MAX_REPORT_BODY_BYTES = 64 * 1024;
/** Per client address: a page with a broken policy may send a burst, a script cannot fill the table. */
export const CSP_REPORT_LIMIT: RateLimitRule = { name: 'csp-report', limit: 120, windowMs: 60_000 };

/** The request body as text, refused past `max` bytes (also when Content-Length says so up front). */
async function readBody(req: Request, max: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > max) throw new PayloadTooLargeException('Request body is too large');
  // A body parser may already have read it (e.g. a raw parser added for another route).
  if (req.readableEnded) {
    const body: unknown = req.body;
    if (Buffer.isBuffer(body) || typeof body === 'string') {
      if (Buffer.byteLength(body) > max) throw new PayloadTooLargeException('Request body is too large');
      return body.toString();
    }
    return body && typeof body === 'object' ? JSON.stringify(body).slice(0, max) : '';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new PayloadTooLargeException('Request body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `POST /api/csp-reports`: where browsers report Content-Security-Policy violations (see the
 * security headers). Public, size-limited, rate-limited per address; every field is bounded and
 * junk is answered with a 4xx, never a 500. Stored reports are answered 204.
 */
@ApiTags('security')
@Controller('csp-reports')
export class CspReportsController {
  constructor(
    private readonly reports: CspReportsService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Post()
  @HttpCode(204)
  @ApiConsumes(...Object.keys(CSP_REPORT_TYPES))
  async receive(@Req() req: Request): Promise<void> {
    const origin = originOf(req);
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const format = CSP_REPORT_TYPES[type as keyof typeof CSP_REPORT_TYPES];
    if (!format) throw new UnsupportedMediaTypeException(`Send ${Object.keys(CSP_REPORT_TYPES).join(' or ')}`);
    await this.rateLimits.consume(CSP_REPORT_LIMIT, `ip:${origin.ip ?? 'unknown'}`);
    const raw = await readBody(req, MAX_REPORT_BODY_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new BadRequestException('Malformed request body');
    }
    await this.reports.store(readCspReports(format, body, origin.userAgent));
  }
}

/** `GET /api/admin/csp-reports`: the stored reports, newest first (react-admin simple REST, read-only, admins). */
export class CspReportsAdminController extends AdminResourceController({
  name: 'csp-reports',
  service: CspReportsService,
  list: CSP_REPORT_LIST,
}) {}
