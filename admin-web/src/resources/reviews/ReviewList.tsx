import { Box, LinearProgress, Link, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DataTable, List, NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { EMPTY, formatDate } from '../../common/format';
import { StopPropagation } from '../../common/StopPropagation';
import type { ReviewRecord } from '@medtour/contracts';
import { DeleteReviewButton, REVIEW_STATUS_CHOICES, ReviewStatusSelect, SuccessStoryToggle } from './ReviewActions';
import { ReviewStatsCards } from './ReviewStatsCards';

const ScrapeTab = lazy(() => import('./ScrapeTab').then((m) => ({ default: m.ScrapeTab })));
type ReviewTab = 'manage' | 'scrape';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search reviews" />,
  <NullableBooleanInput key="isSuccessStory" source="isSuccessStory" label="Success story" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={REVIEW_STATUS_CHOICES} emptyText="All statuses" />,
];

/** The review text, cut to one line (spec §2: truncated visually); the full text is its tooltip. */
const ReviewText = ({ record }: { record: ReviewRecord }) => (
  <Typography
    variant="body2"
    title={record.reviewText}
    sx={{ maxWidth: 300, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
  >
    {record.reviewText}
  </Typography>
);

/** Spec §2 "Review management": stat cards, and the tabs Manage Reviews and Scrape New Reviews. */
export const ReviewList = () => {
  const [tab, setTab] = useState<ReviewTab>('manage');
  return (
    <Box>
      <ReviewStatsCards />
      <Tabs value={tab} onChange={(_, value: ReviewTab) => setTab(value)} aria-label="Reviews">
        <Tab value="manage" label="Manage Reviews" id="reviews-tab-manage" aria-controls="reviews-panel-manage" />
        <Tab value="scrape" label="Scrape New Reviews" id="reviews-tab-scrape" aria-controls="reviews-panel-scrape" />
      </Tabs>
      {tab === 'manage' ? (
        <ManageReviews />
      ) : (
        <Box role="tabpanel" id="reviews-panel-scrape" aria-labelledby="reviews-tab-scrape">
          <Suspense fallback={<LinearProgress aria-label="Loading" />}>
            <ScrapeTab />
          </Suspense>
        </Box>
      )}
    </Box>
  );
};

const ManageReviews = () => {
  const queryOptions = useFetchErrorToast('Failed to load reviews');
  return (
    <Box role="tabpanel" id="reviews-panel-manage" aria-labelledby="reviews-tab-manage">
      <List
        queryOptions={queryOptions}
        title="Reviews"
        filters={filters}
        actions={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyResults text="No reviews found matching your criteria." />}>
          {/* Reviewer under the hospital, date under the rating: the actions stay on a 1280 px screen. */}
          <DataTable.Col
            label="Hospital and reviewer"
            disableSort
            render={(r: ReviewRecord) => (
              <>
                {r.hospital?.name ?? EMPTY}
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{r.reviewerName}</Box>
              </>
            )}
            cellSx={() => ({ minWidth: 160 })}
          />
          <DataTable.Col
            label="Review"
            disableSort
            render={(r: ReviewRecord) => (
              <>
                <ReviewText record={r} />
                {r.source && r.sourceUrl ? (
                  <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
                    from{' '}
                    <Link href={r.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
                      {r.source}
                    </Link>
                  </Box>
                ) : null}
              </>
            )}
          />
          <DataTable.Col
            source="rating"
            label="Rating"
            render={(r: ReviewRecord) => (
              <>
                {r.rating == null ? EMPTY : `${r.rating} / 5`}
                <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', whiteSpace: 'nowrap' }}>{formatDate(r.reviewDate)}</Box>
              </>
            )}
          />
          <DataTable.Col label="Status" disableSort render={() => <ReviewStatusSelect />} />
          <DataTable.Col label="Success story" disableSort render={() => <SuccessStoryToggle />} />
          <DataTable.Col
            label="Actions"
            disableSort
            render={() => (
              <StopPropagation>
                <DeleteReviewButton />
              </StopPropagation>
            )}
          />
        </DataTable>
      </List>
    </Box>
  );
};
