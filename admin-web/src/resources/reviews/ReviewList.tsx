import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Chip, LinearProgress, Link, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DataTable, List, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { EmptyResults } from '../../common/EmptyResults';
import { useFetchErrorToast } from '../../common/useFetchErrorToast';
import { EMPTY, formatDate, formatDateTime } from '../../common/format';
import { StopPropagation } from '../../common/StopPropagation';
import { REVIEW_KIND_LABELS, REVIEW_KINDS, type ReviewRecord, type ScrapeRunRecord } from '@medtour/contracts';
import { DeleteReviewButton, REVIEW_STATUS_CHOICES, ReviewStatusSelect, SuccessStoryToggle } from './ReviewActions';
import { ReviewBulkActionButtons, RunModeration } from './ReviewBulkActions';
import { ReviewStatsCards } from './ReviewStatsCards';

const ScrapeTab = lazy(() => import('./ScrapeTab').then((m) => ({ default: m.ScrapeTab })));
type ReviewTab = 'manage' | 'scrape';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search reviews" />,
  <NullableBooleanInput key="isSuccessStory" source="isSuccessStory" label="Success story" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={REVIEW_STATUS_CHOICES} emptyText="All statuses" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    label="Source"
    choices={REVIEW_KINDS.map((id) => ({ id, name: REVIEW_KIND_LABELS[id] }))}
    emptyText="All sources"
    alwaysOn
  />,
  <TextInput key="source" source="source" label="Site" helperText="e.g. www.example.com" />,
  // The runs, newest first (the run's own page links here too: ?filter={"scrapeRunId":"…"}).
  <ReferenceInput key="scrapeRunId" source="scrapeRunId" reference="scrape-runs" sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
    <SelectInput label="Scrape run" optionText={runLabel} emptyText="All runs" />
  </ReferenceInput>,
];

function runLabel(run: ScrapeRunRecord): string {
  return `${run.hospital.name} · ${formatDateTime(run.createdAt)}`;
}

const treatedMonth = (day: string | null) =>
  day ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }) : null;

/**
 * Where the review comes from: a verified patient (their booking, treatment, month and country, for
 * moderators to check against the booking), the site it was scraped from, or the demo data.
 */
const Provenance = ({ record: r }: { record: ReviewRecord }) => {
  const line = { color: 'text.secondary', fontSize: '0.8rem' };
  if (r.kind === 'verified') {
    const facts = [
      r.bookingReference ? `Booking #${r.bookingReference}` : null,
      r.treatment,
      treatedMonth(r.treatedOn),
      r.reviewerCountry,
      r.isAnonymous ? 'shown anonymously' : null,
    ].filter(Boolean);
    return (
      <Box sx={{ ...line, display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" color="success" variant="outlined" icon={<VerifiedIcon />} label={REVIEW_KIND_LABELS.verified} />
        <span>{facts.join(' · ')}</span>
      </Box>
    );
  }
  if (r.kind === 'imported')
    return (
      <Box sx={line}>
        from{' '}
        {r.sourceUrl ? (
          <Link href={r.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
            {r.source}
          </Link>
        ) : (
          r.source
        )}
      </Box>
    );
  return <Box sx={line}>{REVIEW_KIND_LABELS.demo}</Box>;
};

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
        <RunModeration />
        <DataTable
          bulkActionButtons={<ReviewBulkActionButtons />}
          rowClick={false}
          empty={<EmptyResults text="No reviews found matching your criteria." />}
        >
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
                <Provenance record={r} />
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
