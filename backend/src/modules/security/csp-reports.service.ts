import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RaPage } from '../../common/admin-resource.js';
import type { RaListQuery, RaListSpec } from '../../common/simple-rest.js';
import type { CspReport } from './csp-report.js';

export interface CspReportRecord extends CspReport {
  id: string;
  /** As the driver gives a timestamptz: PostgreSQL's text form (`2026-11-22 12:40:13.665428+00`), not ISO 8601. */
  receivedAt: string;
}

export const CSP_REPORT_LIST: RaListSpec = { sortable: ['receivedAt'], defaultSort: { field: 'receivedAt', order: 'DESC' }, filters: [] };

/** Past this many reports in the last hour (from everyone), new ones are dropped: a flood cannot fill the disk. */
export const MAX_REPORTS_PER_HOUR = 10_000;
/** Reports older than this are deleted (at most once an hour per API process). */
const KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;

const COLUMNS = [
  'id',
  'format',
  'document_url',
  'blocked_url',
  'effective_directive',
  'disposition',
  'source_file',
  'line_number',
  'column_number',
  'status_code',
  'sample',
  'user_agent',
] as const;

/**
 * A row of `csp_reports` as the list reads it: the migration's check constraints bound `format` and
 * `disposition`; MikroORM's pool keeps timestamps as PostgreSQL's text.
 */
interface CspReportRow {
  id: string;
  received_at: string;
  format: CspReport['format'];
  document_url: string | null;
  blocked_url: string | null;
  effective_directive: string | null;
  disposition: CspReport['disposition'];
  source_file: string | null;
  line_number: number | null;
  column_number: number | null;
  status_code: number | null;
  sample: string | null;
  user_agent: string | null;
}

/**
 * Stores CSP violation reports in `csp_reports` (see the migration) and lists them for admins.
 *
 * Raw SQL: `csp_reports` has no entity (an intake table outside the domain model, written by a
 * public endpoint), so the ORM cannot address it; and the flood guard counts over a LIMITed
 * sub-select, so that its cost stays bounded however many reports arrive.
 */
@Injectable()
export class CspReportsService {
  private readonly logger = new Logger('CspReports');
  private lastPrune = 0;
  private droppingSince: number | null = null;

  constructor(private readonly em: EntityManager) {}

  /** Stores the reports unless the hourly ceiling is reached; returns how many were stored. */
  async store(reports: CspReport[]): Promise<number> {
    if (!reports.length) return 0;
    await this.prune();
    const [{ recent }] = await this.em.execute<{ recent: number }[]>(
      `select count(*)::int as recent from (select 1 from csp_reports where received_at > now() - interval '1 hour' limit ?) r`,
      [MAX_REPORTS_PER_HOUR],
    );
    if (recent >= MAX_REPORTS_PER_HOUR) {
      if (this.droppingSince === null) this.logger.warn(`More than ${MAX_REPORTS_PER_HOUR} CSP reports in an hour: new ones are dropped`);
      this.droppingSince ??= Date.now();
      return 0;
    }
    this.droppingSince = null;
    const rows = reports.map((r) => [
      randomUUID(),
      r.format,
      r.documentUrl,
      r.blockedUrl,
      r.effectiveDirective,
      r.disposition,
      r.sourceFile,
      r.lineNumber,
      r.columnNumber,
      r.statusCode,
      r.sample,
      r.userAgent,
    ]);
    const tuple = `(${COLUMNS.map(() => '?').join(', ')})`;
    await this.em.execute(`insert into csp_reports (${COLUMNS.join(', ')}) values ${rows.map(() => tuple).join(', ')}`, rows.flat());
    return rows.length;
  }

  /** The newest reports first, for admins (`GET /api/admin/csp-reports`). */
  /** The stored reports by date (`receivedAt`, the one sort): the back office's read-only list. */
  async list({ offset, limit, orderBy }: RaListQuery): Promise<RaPage<CspReportRecord>> {
    const direction = orderBy.order === 'ASC' ? 'asc' : 'desc';
    const rows = await this.em.execute<CspReportRow[]>(
      `select id, received_at, format, document_url, blocked_url, effective_directive, disposition, source_file,
          line_number, column_number, status_code, sample, user_agent
        from csp_reports order by received_at ${direction}, id ${direction} limit ? offset ?`,
      [limit, offset],
    );
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from csp_reports`);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        receivedAt: r.received_at,
        format: r.format,
        documentUrl: r.document_url,
        blockedUrl: r.blocked_url,
        effectiveDirective: r.effective_directive,
        disposition: r.disposition,
        sourceFile: r.source_file,
        lineNumber: r.line_number,
        columnNumber: r.column_number,
        statusCode: r.status_code,
        sample: r.sample,
        userAgent: r.user_agent,
      })),
    };
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.em.execute(`delete from csp_reports where received_at < now() - interval '${KEEP_DAYS} days'`);
  }
}
