import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';
import type { ReviewRecord } from '@medtour/contracts';

const reviews = {
  list: lazy(() => import('./ReviewList').then((m) => ({ default: m.ReviewList }))),
  icon: RateReviewIcon,
  recordRepresentation: (record: ReviewRecord) => `Review by ${record.reviewerName}`,
};

export default reviews;
