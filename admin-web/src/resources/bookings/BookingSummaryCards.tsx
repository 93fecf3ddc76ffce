import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { formatUsd } from '../../common/format';
import { StatCard, StatGrid } from '../../common/StatCard';
import { useApi } from '../../common/useApi';

const count = new Intl.NumberFormat('en-US');

/** Spec §2: total, pending, confirmed and total value; loaded again after a status change. */
export const BookingSummaryCards = () => {
  const { data } = useApi('bookings/summary', (api) => api.getBookingSummary(), { refreshOn: 'bookings' });
  return (
    <StatGrid>
      <StatCard title="Total Bookings" value={data && count.format(data.total)} icon={BookOnlineIcon} />
      <StatCard title="Pending" value={data && count.format(data.pending)} caption="awaiting confirmation" icon={HourglassTopIcon} />
      <StatCard title="Confirmed" value={data && count.format(data.confirmed)} icon={CheckCircleIcon} />
      <StatCard title="Total Value" value={data && formatUsd(data.totalValueUsd)} caption="estimated, USD" icon={AttachMoneyIcon} />
    </StatGrid>
  );
};
