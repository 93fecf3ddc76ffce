import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReportIcon from '@mui/icons-material/Report';
import { Alert, Box, Card, CardActionArea, List, ListItem, ListItemText, Skeleton, Typography, type SvgIconProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Title, useDataProvider, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatCompactUsd, formatDate, formatDateTime } from '../common/format';
import { queryKeys } from '../common/queries';
import { SectionCard } from '../common/SectionCard';
import { StatCard, StatGrid } from '../common/StatCard';
import { formatUsd, type Role } from '@medtour/contracts';
import type { AdminDataProvider } from '../dataProvider';
import { canAccessResource } from '../permissions';
import { OutcomeChip } from '../resources/audit-events/labels';
import type { DashboardData } from '@medtour/contracts';
import { BarChart, type ChartPoint } from './BarChart';

const count = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** `YYYY-MM-DD` or `YYYY-MM` as a local date (not UTC midnight, which may be the day before). */
const localDate = (text: string): Date => {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year!, (month ?? 1) - 1, day ?? 1);
};

const weekPoints = (rows: DashboardData['bookingsPerWeek']): ChartPoint[] =>
  rows.map(({ weekStart, count: value }) => ({
    label: shortDay.format(localDate(weekStart)),
    longLabel: `Week of ${formatDate(weekStart)}`,
    value,
  }));

const monthPoints = (rows: NonNullable<DashboardData['revenuePerMonth']>, figure: 'revenueUsd' | 'collectedUsd'): ChartPoint[] =>
  rows.map((row) => ({
    label: shortMonth.format(localDate(row.month)),
    longLabel: longMonth.format(localDate(row.month)),
    value: row[figure],
  }));

interface QuickAction {
  label: string;
  description: string;
  to: string;
  resource: string;
  icon: ComponentType<SvgIconProps>;
}

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: 'Add Hospital',
    description: 'List a new partner hospital',
    to: '/hospitals/create',
    resource: 'hospitals',
    icon: AddBusinessIcon,
  },
  { label: 'View Bookings', description: 'Confirm and follow up requests', to: '/bookings', resource: 'bookings', icon: BookOnlineIcon },
  { label: 'Review Reports', description: 'Moderate hospital reviews', to: '/reviews', resource: 'reviews', icon: ReportIcon },
  { label: 'User Management', description: 'Roles, invitations and access', to: '/users', resource: 'users', icon: ManageAccountsIcon },
];

const RecentActivity = ({ data, isAdmin }: { data: DashboardData | undefined; isAdmin: boolean }) => {
  if (!data) return <Skeleton variant="rounded" height={160} />;
  if (!isAdmin) {
    return (
      <Typography variant="body2" color="text.secondary">
        Recent activity comes from the audit log, which only administrators can see.
      </Typography>
    );
  }
  if (data.recentActivity.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No activity yet.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Recent activity">
      {data.recentActivity.map((event) => (
        <ListItem key={event.id} disableGutters divider>
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {event.actionLabel}
                {event.outcome === 'failure' ? <OutcomeChip outcome="failure" /> : null}
              </Box>
            }
            // The label names what it was about ("Updated a booking"); the audit log has the code and the record.
            secondary={`${event.actorEmail ?? 'System'} · ${formatDateTime(event.createdAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
};

/**
 * `/admin`: counters, recent activity, quick actions and charts. Moderators get the booking and
 * review figures only: the API sends user counts, revenue and recent activity to admins alone, and
 * their cards are left out rather than shown empty.
 */
export const Dashboard = () => {
  const { permissions } = usePermissions<Role[]>();
  const roles = permissions ?? [];
  const isAdmin = roles.includes('admin');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error } = useQuery({ queryKey: queryKeys.dashboard, queryFn: () => dataProvider.getDashboard() });
  const stats = data?.stats;
  // Admin figures: expected while an admin's dashboard loads, shown whenever the API sent them.
  const showUsers = stats ? stats.totalUsers !== undefined : isAdmin;
  const showRevenue = stats ? stats.monthlyRevenueUsd !== undefined : isAdmin;
  const revenuePerMonth = data?.revenuePerMonth;
  const actions = QUICK_ACTIONS.filter((action) => canAccessResource(roles, action.resource, 'list'));

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Dashboard
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          Failed to load the dashboard. Please try again.
        </Alert>
      ) : null}

      <StatGrid columns={showUsers || showRevenue ? 3 : 4}>
        {showUsers ? (
          <StatCard
            title="Total Users"
            value={stats?.totalUsers === undefined ? undefined : count.format(stats.totalUsers)}
            icon={PeopleIcon}
          />
        ) : null}
        <StatCard title="Total Hospitals" value={stats && count.format(stats.totalHospitals)} icon={LocalHospitalIcon} />
        <StatCard title="Total Bookings" value={stats && count.format(stats.totalBookings)} icon={BookOnlineIcon} />
        <StatCard
          title="Pending Bookings"
          value={stats && count.format(stats.pendingBookings)}
          caption="awaiting confirmation"
          icon={HourglassTopIcon}
        />
        <StatCard
          title="Total Reviews"
          value={stats && count.format(stats.totalReviews)}
          caption={stats && `published · ${count.format(stats.pendingReviews)} awaiting moderation`}
          icon={RateReviewIcon}
        />
        {showRevenue ? (
          <StatCard
            title="Monthly Revenue"
            value={stats?.monthlyRevenueUsd === undefined ? undefined : formatUsd(stats.monthlyRevenueUsd)}
            caption="estimated this month, cancelled requests excluded"
            icon={AttachMoneyIcon}
          />
        ) : null}
        {showRevenue ? (
          <StatCard
            title="Collected This Month"
            value={stats?.collectedRevenueUsd === undefined ? undefined : formatUsd(stats.collectedRevenueUsd)}
            caption="payments received, less refunds"
            icon={AttachMoneyIcon}
          />
        ) : null}
      </StatGrid>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard title={showRevenue ? 'Bookings and revenue' : 'Bookings'}>
          {data ? (
            <Box sx={{ display: 'grid', gap: 3 }}>
              <BarChart
                title="Bookings per week"
                data={weekPoints(data.bookingsPerWeek)}
                formatValue={(value) => `${count.format(value)} ${value === 1 ? 'booking' : 'bookings'}`}
                formatTick={(value) => count.format(value)}
              />
              {revenuePerMonth ? (
                <>
                  <BarChart
                    title="Revenue per month"
                    data={monthPoints(revenuePerMonth, 'revenueUsd')}
                    formatValue={formatUsd}
                    formatTick={formatCompactUsd}
                    minimumMax={1000}
                  />
                  <BarChart
                    title="Money collected per month"
                    data={monthPoints(revenuePerMonth, 'collectedUsd')}
                    formatValue={formatUsd}
                    formatTick={formatCompactUsd}
                    minimumMax={1000}
                  />
                </>
              ) : null}
            </Box>
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <SectionCard title="Quick Actions">
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {actions.map(({ label, description, to, icon: Icon }) => (
                <li key={label}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea component={Link} to={to} sx={{ p: 2, height: '100%' }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <Icon color="primary" aria-hidden />
                        <Box>
                          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {description}
                          </Typography>
                        </Box>
                      </Box>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Box>
          </SectionCard>
          <SectionCard title="Recent Activity">
            <RecentActivity data={data} isAdmin={isAdmin} />
          </SectionCard>
        </Box>
      </Box>
    </Box>
  );
};

export default Dashboard;
