import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

export interface DashboardStats {
  /** Admins only (real-product.md: user counts are not a moderator's business). */
  totalUsers?: number;
  totalHospitals: number;
  totalBookings: number;
  /** Bookings awaiting confirmation. */
  pendingBookings: number;
  totalReviews: number;
  /** Admins only. Sum of estimated_cost_usd over bookings created since the first of the month (nulls ignored), USD. */
  monthlyRevenueUsd?: number;
}

export interface Dashboard {
  stats: DashboardStats;
  /** From the audit log: admins only (empty for moderators). */
  recentActivity: { id: string; createdAt: Date; action: string; outcome: string; actorEmail: string | null; entity: string | null }[];
  bookingsPerWeek: { weekStart: string; count: number }[];
  /** Admins only. */
  revenuePerMonth?: { month: string; revenueUsd: number }[];
}

/**
 * The back-office home: counters, recent activity from the audit log and two charts. Every staff
 * member sees the booking and review figures; user counts, revenue and the audit log are for admins
 * only, and are neither computed nor sent for moderators (the permission matrix of real-product.md).
 */
@Injectable()
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async dashboard(isAdmin: boolean): Promise<Dashboard> {
    const connection = this.em.getConnection();
    const adminColumns = isAdmin
      ? `,
        (select count(*)::int from users) as users,
        (select coalesce(sum(estimated_cost_usd), 0)::bigint from bookings where created_at >= date_trunc('month', now())) as revenue`
      : '';
    const [stats] = await connection.execute(`select
        (select count(*)::int from hospitals) as hospitals,
        (select count(*)::int from bookings) as bookings,
        (select count(*)::int from bookings where status = 'pending') as pending,
        (select count(*)::int from hospital_reviews) as reviews${adminColumns}`);
    const weeks = await connection.execute(`select to_char(w.week, 'YYYY-MM-DD') as week_start, count(b.id)::int as count
        from generate_series(date_trunc('week', now()) - interval '11 weeks', date_trunc('week', now()), interval '1 week') as w(week)
        left join bookings b on b.created_at >= w.week and b.created_at < w.week + interval '1 week'
        group by w.week order by w.week`);
    const months = isAdmin
      ? await connection.execute(`select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(b.estimated_cost_usd), 0)::bigint as revenue
          from generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') as m(month)
          left join bookings b on b.created_at >= m.month and b.created_at < m.month + interval '1 month'
          group by m.month order by m.month`)
      : [];
    const activity = isAdmin
      ? await connection.execute(`select e.id::text as id, e.created_at, e.action, e.outcome, e.entity, u.email as actor_email
          from audit_events e left join users u on u.id = e.actor_id order by e.created_at desc, e.id desc limit 10`)
      : [];
    return {
      stats: {
        ...(isAdmin ? { totalUsers: stats.users as number } : {}),
        totalHospitals: stats.hospitals, totalBookings: stats.bookings, pendingBookings: stats.pending, totalReviews: stats.reviews,
        ...(isAdmin ? { monthlyRevenueUsd: Number(stats.revenue) } : {}),
      },
      recentActivity: activity.map((a: Record<string, unknown>) => ({
        id: a.id as string, createdAt: a.created_at as Date, action: a.action as string, outcome: a.outcome as string,
        actorEmail: (a.actor_email as string | null) ?? null, entity: (a.entity as string | null) ?? null,
      })),
      bookingsPerWeek: weeks.map((w: Record<string, unknown>) => ({ weekStart: w.week_start as string, count: w.count as number })),
      ...(isAdmin
        ? { revenuePerMonth: months.map((m: Record<string, unknown>) => ({ month: m.month as string, revenueUsd: Number(m.revenue) })) }
        : {}),
    };
  }
}
