import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RateReviewIcon from '@mui/icons-material/RateReview';
import StarIcon from '@mui/icons-material/Star';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { queryKeys } from '../../common/queries';
import { StatCard, StatGrid } from '../../common/StatCard';
import type { AdminDataProvider } from '../../dataProvider';

const count = new Intl.NumberFormat('en-US');

/**
 * Spec §2: total, success stories, with ratings and the average rating to one decimal, of the
 * published reviews (what patients see); those awaiting moderation apart, so that a scrape's
 * thousands of unmoderated reviews move no figure of the hospitals'. Loaded again after a change.
 */
export const ReviewStatsCards = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({ queryKey: queryKeys.summary('reviews'), queryFn: () => dataProvider.getReviewStats() });
  return (
    <StatGrid columns={5}>
      <StatCard
        title="Total Reviews"
        value={data && count.format(data.total)}
        caption={data && `published: ${count.format(data.verified)} verified, ${count.format(data.imported)} imported`}
        icon={RateReviewIcon}
      />
      <StatCard title="Success Stories" value={data && count.format(data.successStories)} icon={AutoAwesomeIcon} />
      <StatCard title="With Ratings" value={data && count.format(data.withRatings)} icon={StarHalfIcon} />
      <StatCard
        title="Average Rating"
        value={data && (data.averageRating == null ? '—' : data.averageRating.toFixed(1))}
        caption="out of 5"
        icon={StarIcon}
      />
      <StatCard
        title="Awaiting Moderation"
        value={data && count.format(data.pending)}
        caption="not counted above"
        icon={HourglassTopIcon}
      />
    </StatGrid>
  );
};
