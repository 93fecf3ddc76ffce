import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { formatUsd } from '../../common/format';
import { queryKeys } from '../../common/queries';
import { StatCard, StatGrid } from '../../common/StatCard';
import type { AdminDataProvider } from '../../dataProvider';

const count = new Intl.NumberFormat('en-US');

/** Spec §2: total, pending, confirmed and total value; loaded again after a status change. */
export const BookingSummaryCards = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({ queryKey: queryKeys.summary('bookings'), queryFn: () => dataProvider.getBookingSummary() });
  return (
    <StatGrid>
      <StatCard title="Total Bookings" value={data && count.format(data.total)} icon={BookOnlineIcon} />
      <StatCard title="Pending" value={data && count.format(data.pending)} caption="awaiting confirmation" icon={HourglassTopIcon} />
      <StatCard title="Confirmed" value={data && count.format(data.confirmed)} icon={CheckCircleIcon} />
      <StatCard
        title="Total Value"
        value={data && formatUsd(data.totalValueUsd)}
        caption="estimated, USD, cancelled requests excluded"
        icon={AttachMoneyIcon}
      />
    </StatGrid>
  );
};
