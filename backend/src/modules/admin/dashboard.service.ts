import { Injectable } from '@nestjs/common';
import { sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DashboardData } from '@medtour/contracts';
import { auditActionLabel, AuditEvent } from '../audit/index.js';
import { countsAsMoney, MONEY_STATUSES, Booking } from '../booking-core/index.js';
import { Hospital } from '../catalogue/index.js';
import { HospitalReview } from '../reviews/index.js';
import { User } from '../users/index.js';
import { fromMinor } from '@medtour/contracts';

const RECENT_ACTIVITY = 10;

/** A row of the weekly bookings chart. */
interface WeekRow {
  week_start: string;
  count: number;
}

/**
 * Collected money, net, in US cents (SQL over the ledger's alias `p`): payments in; refunds and
 * disputes out (open ones too: Stripe has taken the money back meanwhile; won ones are `failed`).
 * Money that was not owed (a wrong amount or currency, a cancelled booking) is not revenue, nor is
 * its refund; charges are in USD, so nothing else is added up.
 */
const COLLECTED_MINOR = `coalesce(sum(case when p.kind in ('refund', 'dispute') then -p.amount_minor else p.amount_minor end), 0)::bigint`;
const COLLECTED = `p.currency = 'usd' and (p.status = 'succeeded' or (p.kind = 'dispute' and p.status = 'pending'))
  and p.unowed_reason is null and not exists (select 1 from payments o where o.id = p.refund_of_id and o.unowed_reason is not null)`;

/** A row of the monthly revenue chart; a bigint sum, which the driver gives as text. */
interface MonthRow {
  month: string;
  revenue: string;
  collected_minor: string;
}

interface RevenueRow {
  revenue: string;
}

/**
 * The back-office home: counters, recent activity from the audit log and two charts. Every staff
 * member sees the booking and review figures; user counts, revenue and the audit log are for admins
 * only, and are neither computed nor sent for moderators (the permission matrix of real-product.md).
 */
@Injectable()
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async dashboard(isAdmin: boolean): Promise<DashboardData> {
    const [
      totalHospitals,
      totalBookings,
      pendingBookings,
      totalReviews,
      pendingReviews,
      totalUsers,
      monthlyRevenueUsd,
      collectedRevenueUsd,
    ] = await Promise.all([
      this.em.count(Hospital),
      this.em.count(Booking),
      this.em.count(Booking, { status: 'pending' }),
      // Reviews patients see; those awaiting moderation apart (a scrape may queue thousands).
      this.em.count(HospitalReview, { status: 'published' }),
      this.em.count(HospitalReview, { status: 'pending' }),
      isAdmin ? this.em.count(User) : undefined,
      isAdmin ? this.revenueThisMonth() : undefined,
      isAdmin ? this.collectedThisMonth() : undefined,
    ]);
    // Raw SQL: the charts need a row for every week and month, also those without bookings, which
    // `generate_series` gives (the ORM cannot select from a set-returning function). The periods
    // are the database's (date_trunc of its now()), as the monthly revenue figure's are.
    const weeks = await this.em.execute<WeekRow[]>(`select to_char(w.week, 'YYYY-MM-DD') as week_start, count(b.id)::int as count
        from generate_series(date_trunc('week', now()) - interval '11 weeks', date_trunc('week', now()), interval '1 week') as w(week)
        left join bookings b on b.created_at >= w.week and b.created_at < w.week + interval '1 week'
        group by w.week order by w.week`);
    const months = isAdmin
      ? await this.em.execute<
          MonthRow[]
        >(`select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(b.estimated_cost_usd), 0)::bigint as revenue,
                (select ${COLLECTED_MINOR} from payments p
                  where ${COLLECTED} and p.created_at >= m.month and p.created_at < m.month + interval '1 month') as collected_minor
          from generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') as m(month)
          left join bookings b on b.created_at >= m.month and b.created_at < m.month + interval '1 month' and ${countsAsMoney('b')}
          group by m.month order by m.month`)
      : [];
    const activity = isAdmin
      ? await this.em.find(
          AuditEvent,
          {},
          {
            populate: ['actor'],
            fields: ['id', 'createdAt', 'action', 'outcome', 'entity', 'actor.email'],
            orderBy: { createdAt: 'desc', id: 'desc' },
            limit: RECENT_ACTIVITY,
            strategy: 'joined',
          },
        )
      : [];
    return {
      stats: {
        ...(isAdmin ? { totalUsers } : {}),
        totalHospitals,
        totalBookings,
        pendingBookings,
        totalReviews,
        pendingReviews,
        ...(isAdmin ? { monthlyRevenueUsd, collectedRevenueUsd } : {}),
      },
      recentActivity: activity.map((a) => ({
        id: a.id,
        createdAt: a.createdAt.toISOString(),
        action: a.action,
        actionLabel: auditActionLabel(a.action),
        outcome: a.outcome,
        actorEmail: a.actor?.email ?? null,
        entity: a.entity ?? null,
      })),
      bookingsPerWeek: weeks.map((w) => ({ weekStart: w.week_start, count: w.count })),
      ...(isAdmin
        ? {
            revenuePerMonth: months.map((m) => ({
              month: m.month,
              revenueUsd: Number(m.revenue),
              collectedUsd: fromMinor(Number(m.collected_minor), 'USD'),
            })),
          }
        : {}),
    };
  }

  /** Money actually received this month, net (COLLECTED), USD with cents. */
  private async collectedThisMonth(): Promise<number> {
    const [row] = await this.em.execute<{ collected_minor: string }[]>(
      `select ${COLLECTED_MINOR} as collected_minor from payments p where ${COLLECTED} and p.created_at >= date_trunc('month', now())`,
    );
    return fromMinor(Number(row!.collected_minor), 'USD');
  }

  /** Sum of the estimates (nulls ignored) of the bookings created since the first of the month that can be money, USD. */
  private async revenueThisMonth(): Promise<number> {
    const [row] = await this.em
      .createQueryBuilder(Booking, 'b')
      .select(sql`coalesce(sum(b.estimated_cost_usd), 0)::bigint`.as('revenue'))
      .where({ createdAt: { $gte: sql`date_trunc('month', now())` }, status: { $in: [...MONEY_STATUSES] } })
      .execute<RevenueRow[]>('all');
    return Number(row!.revenue);
  }
}
