import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CspReport } from './csp-report.js';

export interface CspReportRecord extends CspReport {
  id: string;
  receivedAt: Date;
}

/** Past this many reports in the last hour (from everyone), new ones are dropped: a flood cannot fill the disk. */
export const MAX_REPORTS_PER_HOUR = 10_000;
/** Reports older than this are deleted (at most once an hour per API process). */
const KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;

const COLUMNS = [
  'id', 'format', 'document_url', 'blocked_url', 'effective_directive', 'disposition', 'source_file',
  'line_number', 'column_number', 'status_code', 'sample', 'user_agent',
] as const;

/** Stores CSP violation reports in `csp_reports` (see the migration) and lists them for admins. */
@Injectable()
export class CspReportsService {
  private readonly logger = new Logger('CspReports');
  private lastPrune = 0;
  private droppingSince: number | null = null;

  constructor(private readonly em: EntityManager) {}

  /** Stores the reports unless the hourly ceiling is reached; returns how many were stored. */
  async store(reports: CspReport[]): Promise<number> {
    if (!reports.length) return 0;
    const connection = this.em.getConnection();
    await this.prune();
    const [{ recent }] = await connection.execute(
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
      randomUUID(), r.format, r.documentUrl, r.blockedUrl, r.effectiveDirective, r.disposition, r.sourceFile,
      r.lineNumber, r.columnNumber, r.statusCode, r.sample, r.userAgent,
    ]);
    const tuple = `(${COLUMNS.map(() => '?').join(', ')})`;
    await connection.execute(
      `insert into csp_reports (${COLUMNS.join(', ')}) values ${rows.map(() => tuple).join(', ')}`,
      rows.flat(),
    );
    return rows.length;
  }

  /** The newest reports first, for admins (`GET /api/admin/csp-reports`). */
  async list(offset: number, limit: number, order: 'ASC' | 'DESC'): Promise<{ rows: CspReportRecord[]; total: number }> {
    const connection = this.em.getConnection();
    const direction = order === 'ASC' ? 'asc' : 'desc';
    const rows = await connection.execute(
      `select id, received_at, format, document_url, blocked_url, effective_directive, disposition, source_file,
          line_number, column_number, status_code, sample, user_agent
        from csp_reports order by received_at ${direction}, id ${direction} limit ? offset ?`,
      [limit, offset],
    );
    const [{ total }] = await connection.execute(`select count(*)::int as total from csp_reports`);
    return {
      total,
      rows: rows.map((r: Record<string, unknown>) => ({
        id: r.id as string, receivedAt: r.received_at as Date, format: r.format as CspReport['format'],
        documentUrl: r.document_url as string | null, blockedUrl: r.blocked_url as string | null,
        effectiveDirective: r.effective_directive as string | null, disposition: r.disposition as CspReport['disposition'],
        sourceFile: r.source_file as string | null, lineNumber: r.line_number as number | null, columnNumber: r.column_number as number | null,
        statusCode: r.status_code as number | null, sample: r.sample as string | null, userAgent: r.user_agent as string | null,
      })),
    };
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.em.getConnection().execute(`delete from csp_reports where received_at < now() - interval '${KEEP_DAYS} days'`);
  }
}
