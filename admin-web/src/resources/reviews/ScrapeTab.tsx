import {
  Alert,
  AlertTitle,
  Autocomplete,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useGetList, useNotify, useUpdate } from 'react-admin';
import {
  SCRAPE_RUN_FINAL,
  SCRAPE_RUN_STATUS_LABELS,
  SCRAPER_MESSAGES,
  type ScrapeHospitalOption,
  type ScrapeRunDetail,
  type ScrapeRunRecord,
  type ScrapeRunStatus,
} from '@medtour/contracts';
import { EMPTY, fieldErrors, formatDate, formatDateTime, serverMessage } from '../../common/format';
import { queryKeys, useInvalidateSummaries } from '../../common/queries';
import { SectionCard } from '../../common/SectionCard';
import { StatCard, StatGrid } from '../../common/StatCard';
import type { AdminDataProvider } from '../../dataProvider';

const STEPS: ScrapeRunStatus[] = ['queued', 'loading', 'extracting', 'saving', 'done'];
const isFinal = (status: ScrapeRunStatus | undefined) => !!status && SCRAPE_RUN_FINAL.includes(status);
/** A run that ended without reviews: it failed, or its target was refused (the guard's reason is shown). */
const ended = (status: ScrapeRunStatus) => status === 'failed' || status === 'refused';
const POLL_MS = 1_000;

/** The spec's §5 check, before anything is sent: a URL with a scheme (the API checks the rest and says why). */
const isUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * Spec §2 "Scrape New Reviews": choose a hospital and a source URL; the scrape runs in the
 * background (a scrape run) and this tab follows it — its steps, the counts, then the reviews it
 * saved (pending) in a scroll area, to approve or reject here. Below, the history of scrape runs
 * and, for admins, the scrape queue's health.
 */
export const ScrapeTab = () => {
  const [runId, setRunId] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <ScrapeForm onStarted={setRunId} />
      {runId ? <RunProgress runId={runId} /> : null}
      <RunHistory selected={runId} onSelect={setRunId} />
      <QueueHealth />
    </Box>
  );
};

/** The history list loads again (a run started or ended). */
const useRefreshHistory = () => {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['scrape-runs', 'getList'] }), [queryClient]);
};

const ScrapeForm = ({ onStarted }: { onStarted: (id: string) => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refreshHistory = useRefreshHistory();
  const notify = useNotify();
  const [hospital, setHospital] = useState<ScrapeHospitalOption | null>(null);
  const [search, setSearch] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const { data: options = [], isFetching } = useQuery({
    queryKey: queryKeys.scrapeHospitals(search),
    queryFn: () => dataProvider.getScrapeHospitals(search),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!hospital) found.hospitalId = SCRAPER_MESSAGES.hospitalRequired;
    if (!url.trim()) found.url = SCRAPER_MESSAGES.urlRequired;
    else if (!isUrl(url.trim())) found.url = SCRAPER_MESSAGES.urlInvalid;
    setErrors(found);
    if (Object.keys(found).length || !hospital) return;
    setPending(true);
    try {
      const { data } = await dataProvider.create<ScrapeRunRecord>('scrape-runs', { data: { hospitalId: hospital.id, url: url.trim() } });
      onStarted(data.id);
      refreshHistory();
    } catch (error) {
      // The spec's failure toast; why, beside the field (or above the form when no field is to blame).
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: serverMessage(error, SCRAPER_MESSAGES.failed) });
      notify(SCRAPER_MESSAGES.failed, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <SectionCard title="Scrape reviews from a web page">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The page is loaded in a browser in the background. Reviews it declares (schema.org) are saved for moderation, each with its source;
        reviews already saved are skipped. Reviews about other organisations (on a site listing several) are left out, the pages it links to
        as next are read within the run&apos;s limits, and a run saves at most the number of new reviews set in Settings.
      </Typography>
      {errors.form ? (
        <Alert severity="error" role="note" sx={{ mb: 2 }}>
          {errors.form}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 2fr auto' } }}>
        <Autocomplete
          options={options}
          value={hospital}
          loading={isFetching}
          onChange={(_, value) => setHospital(value)}
          onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
          getOptionLabel={(option) => `${option.name} (${option.city})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(x) => x}
          renderInput={(params) => (
            <TextField {...params} label="Hospital" required error={!!errors.hospitalId} helperText={errors.hospitalId ?? ' '} />
          )}
        />
        <TextField
          label="Source URL"
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://www.example-hospital.com/reviews"
          error={!!errors.url}
          helperText={errors.url ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
        <Box sx={{ pt: 1 }}>
          <Button type="submit" variant="contained" disabled={pending}>
            Scrape Reviews
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
};

/** A run while it goes (polled every second until done or failed), then its counts and reviews. */
const RunProgress = ({ runId }: { runId: string }) => {
  const notify = useNotify();
  const refreshHistory = useRefreshHistory();
  const dataProvider = useDataProvider<AdminDataProvider>();
  // A query of its own (not react-admin's getOne): the history list writes its records (without
  // the reviews) into react-admin's getOne cache.
  const { data: run } = useQuery({
    queryKey: queryKeys.scrapeRun(runId),
    queryFn: async () => (await dataProvider.getOne<ScrapeRunDetail>('scrape-runs', { id: runId })).data,
    refetchInterval: (query) => (isFinal(query.state.data?.status) ? false : POLL_MS),
  });
  // The spec's toasts, once, when the run being watched ends.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!run || !isFinal(run.status) || told.current === run.id) return;
    told.current = run.id;
    refreshHistory();
    if (run.status === 'done') notify(run.message ?? SCRAPER_MESSAGES.succeeded, { type: 'success' });
    else notify(SCRAPER_MESSAGES.failed, { type: 'error' });
  }, [run, notify, refreshHistory]);

  if (!run) return <LinearProgress aria-label="Loading the scrape" />;
  const step = ended(run.status) ? -1 : STEPS.indexOf(run.status);
  return (
    <SectionCard title="Scrape progress">
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {run.hospital.name} ·{' '}
        <Link href={run.url} target="_blank" rel="noopener noreferrer nofollow">
          {run.url}
        </Link>
      </Typography>
      <Box role="status" aria-live="polite" aria-label="Scrape status">
        <Stepper activeStep={run.status === 'done' ? STEPS.length : step} alternativeLabel sx={{ my: 2 }}>
          {STEPS.map((s) => (
            <Step key={s} completed={run.status === 'done' || (step > STEPS.indexOf(s) && step >= 0)}>
              <StepLabel error={ended(run.status) && s === 'done'}>
                {s === 'done' && ended(run.status) ? SCRAPE_RUN_STATUS_LABELS[run.status] : SCRAPE_RUN_STATUS_LABELS[s]}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {!isFinal(run.status) ? <LinearProgress aria-hidden /> : null}
        <Typography variant="body1" sx={{ mt: 1 }}>
          Status: <strong>{SCRAPE_RUN_STATUS_LABELS[run.status]}</strong>
        </Typography>
      </Box>
      <StatGrid columns={5}>
        <StatCard title="Found" value={run.found ?? EMPTY} />
        <StatCard title="New" value={run.new ?? EMPTY} />
        <StatCard title="Duplicates" value={run.duplicates ?? EMPTY} />
        <StatCard title="Other organisations" value={run.otherOrganisations ?? EMPTY} caption="reviews of other places, left out" />
        <StatCard title="Pages read" value={run.pages ?? EMPTY} />
      </StatGrid>
      {run.status === 'failed' ? (
        <Alert severity="error" role="note">
          {run.reason}
        </Alert>
      ) : null}
      {run.status === 'refused' ? (
        <Alert severity="error" role="note">
          <AlertTitle>Refused</AlertTitle>
          {run.reason}
        </Alert>
      ) : null}
      {run.status === 'done' ? (
        <Alert severity="success" role="note">
          {run.message ?? SCRAPER_MESSAGES.succeeded}
        </Alert>
      ) : null}
      {run.status === 'done' && run.stoppedReason ? (
        <Alert severity="info" role="note">
          <AlertTitle>Stopped early</AlertTitle>
          {run.stoppedReason}
        </Alert>
      ) : null}
      {!isFinal(run.status) && run.reason ? (
        <Alert severity="warning" role="note">
          {run.reason}
        </Alert>
      ) : null}
      {run.reviews.length ? <ScrapedReviews reviews={run.reviews} /> : null}
    </SectionCard>
  );
};

const REVIEW_UPDATED = { success: 'Review updated successfully', failure: 'Failed to update review' };

type ScrapedReview = ScrapeRunDetail['reviews'][number];
type ReviewChange = Partial<Pick<ScrapedReview, 'status' | 'reviewerName' | 'reviewText'>>;
const STATUS_LABELS: Record<string, string> = { pending: 'Pending', published: 'Published', rejected: 'Rejected' };

/** The run's saved reviews, in a scroll area (spec §2), each approved (published), edited or rejected here. */
const ScrapedReviews = ({ reviews }: { reviews: ScrapedReview[] }) => {
  const [changes, setChanges] = useState<Record<string, ReviewChange>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const invalidateSummaries = useInvalidateSummaries();
  const save = (review: ScrapedReview, data: ReviewChange, done?: () => void) =>
    update(
      'reviews',
      { id: review.id, data, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setChanges((all) => ({ ...all, [review.id]: { ...all[review.id], ...data } }));
          invalidateSummaries('reviews');
          notify(REVIEW_UPDATED.success, { type: 'success' });
          done?.();
        },
        onError: () => notify(REVIEW_UPDATED.failure, { type: 'error' }),
      },
    );
  return (
    <Box
      component="section"
      aria-label="Scraped reviews"
      tabIndex={0}
      sx={{ mt: 2, maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {reviews.map((original) => {
        const review = { ...original, ...changes[original.id] };
        return (
          <Box
            key={review.id}
            component="article"
            aria-label={`Scraped review by ${review.reviewerName}`}
            sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <strong>{review.reviewerName}</strong>
              <Typography variant="body2" color="text.secondary">
                {[review.rating == null ? null : `${review.rating} / 5`, review.reviewDate ? formatDate(review.reviewDate) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Chip size="small" label={STATUS_LABELS[review.status] ?? review.status} />
              <Box sx={{ flex: 1 }} />
              <Button
                size="small"
                disabled={isPending || review.status === 'published'}
                onClick={() => save(review, { status: 'published' })}
                aria-label={`Approve review by ${review.reviewerName}`}
              >
                Approve
              </Button>
              <Button
                size="small"
                disabled={isPending || editing === review.id}
                onClick={() => setEditing(review.id)}
                aria-label={`Edit review by ${review.reviewerName}`}
              >
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                disabled={isPending || review.status === 'rejected'}
                onClick={() => save(review, { status: 'rejected' })}
                aria-label={`Reject review by ${review.reviewerName}`}
              >
                Reject
              </Button>
            </Box>
            {editing === review.id ? (
              <ReviewEditor
                review={review}
                pending={isPending}
                onCancel={() => setEditing(null)}
                onSave={(data) => save(review, data, () => setEditing(null))}
              />
            ) : (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {review.reviewText}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
};

/** The reviewer's name and the text, corrected before publishing (e.g. a name in capitals, a stray character). */
const ReviewEditor = ({
  review,
  pending,
  onSave,
  onCancel,
}: {
  review: ScrapedReview;
  pending: boolean;
  onSave: (data: ReviewChange) => void;
  onCancel: () => void;
}) => {
  const [reviewerName, setReviewerName] = useState(review.reviewerName);
  const [reviewText, setReviewText] = useState(review.reviewText);
  const blank = !reviewerName.trim() || !reviewText.trim();
  return (
    <Box
      component="form"
      aria-label={`Edit the review by ${review.reviewerName}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!blank) onSave({ reviewerName: reviewerName.trim(), reviewText: reviewText.trim() });
      }}
      sx={{ display: 'grid', gap: 1, mt: 1 }}
    >
      <TextField size="small" label="Reviewer" value={reviewerName} onChange={(e) => setReviewerName(e.target.value)} required />
      <TextField
        size="small"
        label="Review"
        value={reviewText}
        onChange={(e) => setReviewText(e.target.value)}
        required
        multiline
        minRows={2}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" size="small" variant="contained" disabled={pending || blank}>
          Save
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
};

/** Every scrape run, newest first: who, when, what, how it went. A row opens its progress and results. */
const RunHistory = ({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) => {
  const { data: runs, isPending } = useGetList<ScrapeRunRecord>(
    'scrape-runs',
    { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } },
    { refetchInterval: (query) => (query.state.data?.data.some((r) => !isFinal(r.status)) ? POLL_MS * 3 : false) },
  );
  return (
    <SectionCard title="Scrape history">
      {isPending ? <LinearProgress aria-label="Loading the history" /> : null}
      {runs && !runs.length ? <Typography color="text.secondary">No scrapes yet.</Typography> : null}
      {runs?.length ? (
        <Table size="small" aria-label="Scrape runs">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Hospital and URL</TableCell>
              <TableCell>By</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Found / new / duplicates</TableCell>
              <TableCell>Other organisations</TableCell>
              <TableCell>Pages</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((run) => (
              <TableRow key={run.id} hover selected={run.id === selected} onClick={() => onSelect(run.id)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.createdAt)}</TableCell>
                <TableCell sx={{ maxWidth: 360 }}>
                  {run.hospital.name}
                  <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', overflowWrap: 'anywhere' }}>{run.url}</Box>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 200 }}>{run.requestedBy?.email ?? EMPTY}</TableCell>
                <TableCell>
                  {SCRAPE_RUN_STATUS_LABELS[run.status]}
                  {ended(run.status) && run.reason ? (
                    <Box sx={{ color: 'error.main', fontSize: '0.8rem', maxWidth: 280 }}>{run.reason}</Box>
                  ) : null}
                  {run.status === 'done' && run.stoppedReason ? (
                    <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', maxWidth: 280 }}>{run.stoppedReason}</Box>
                  ) : null}
                </TableCell>
                <TableCell>{run.found == null ? EMPTY : `${run.found} / ${run.new ?? 0} / ${run.duplicates ?? 0}`}</TableCell>
                <TableCell>{run.otherOrganisations ?? EMPTY}</TableCell>
                <TableCell>{run.pages ?? EMPTY}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </SectionCard>
  );
};

/** Admins only: the scrape queue's waiting, running and failed jobs. */
const QueueHealth = () => {
  const { canAccess } = useCanAccess({ resource: 'scrape-runs', action: 'queue-health' });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.scrapeQueueHealth,
    queryFn: () => dataProvider.getScrapeQueueHealth(),
    enabled: !!canAccess,
    refetchInterval: 10_000,
  });
  if (!canAccess) return null;
  return (
    <SectionCard title="Scrape queue">
      <StatGrid columns={4}>
        <StatCard title="Waiting" value={data && data.waiting + data.delayed} />
        <StatCard title="Active" value={data?.active} />
        <StatCard title="Failed" value={data?.failed} caption="failed jobs in the queue" />
        <StatCard title="Failed runs" value={data?.failedRunsLastDay} caption="in the last 24 hours" />
      </StatGrid>
    </SectionCard>
  );
};
