import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { queryKeys } from '../../common/queries';
import { StatCard, StatGrid } from '../../common/StatCard';
import type { AdminDataProvider } from '../../dataProvider';
import { formatUsd } from '@medtour/contracts';

const count = new Intl.NumberFormat('en-US');

/** The bookings' figures (cards, quick filters, the menu's count), shared; looked at again every minute. */
export const useBookingSummary = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: queryKeys.summary('bookings'),
    queryFn: () => dataProvider.getBookingSummary(),
    refetchInterval: 60_000,
  }).data;
};

/** Spec §2: total, pending, confirmed and total value; loaded again after a status change. */
export const BookingSummaryCards = () => {
  const data = useBookingSummary();
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
