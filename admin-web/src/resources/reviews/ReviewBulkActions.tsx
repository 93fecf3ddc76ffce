import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { Alert, Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useGetList, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { ReviewRecord, ReviewStatus } from '@medtour/contracts';
import { BULK_ACTION, type BulkTarget, bulkToast, reviewCount, runConfirmTitle } from './moderation';
import { conflictMessage } from '../../common/format';
import { useInvalidateSummaries } from '../../common/queries';
import type { AdminDataProvider, ReviewBulkInput } from '../../dataProvider';

/**
 * A bulk publish or reject through the API (one request, audited there): a toast in the spec's
 * words ("3 reviews published successfully"), then the list and the cards load again.
 */
const useModerateReviews = (onDone?: () => void) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const invalidateSummaries = useInvalidateSummaries();
  return useMutation({
    mutationFn: (input: ReviewBulkInput) => dataProvider.moderateReviews(input),
    onSuccess: ({ status, changed }) => {
      const { text, type } = bulkToast(status as BulkTarget, changed);
      notify(text, { type });
      onDone?.();
      refresh();
      invalidateSummaries('reviews');
    },
    // The API's reason when it refused (e.g. words changed since the list loaded), else the spec's failure.
    onError: (error, input) => notify(conflictMessage(error, BULK_ACTION[input.status as BulkTarget].failure), { type: 'error' }),
  });
};

/** The versions of the selected rows as the list loaded them: the API publishes nothing if one changed since. */
const versionsOf = (rows: ReviewRecord[], ids: string[]): Record<string, number> =>
  Object.fromEntries(rows.filter((row) => ids.includes(row.id)).map((row) => [row.id, row.contentVersion]));

/** The list's bulk actions: publish or reject the selected rows. */
export const ReviewBulkActionButtons = () => {
  const { selectedIds, data = [] } = useListContext<ReviewRecord>();
  const unselectAll = useUnselectAll('reviews');
  const { mutate, isPending } = useModerateReviews(() => unselectAll());
  return (
    <>
      {(['published', 'rejected'] as const).map((status) => (
        <Button
          key={status}
          label={BULK_ACTION[status].verb}
          disabled={isPending}
          onClick={() => mutate({ status, ids: selectedIds as string[], versions: versionsOf(data, selectedIds as string[]) })}
        >
          {status === 'published' ? <CheckCircleIcon /> : <BlockIcon />}
        </Button>
      ))}
    </>
  );
};

/** How many reviews of the run a bulk action would change: those not already in its state. */
const useRunCount = (scrapeRunId: string, target: BulkTarget): number | undefined => {
  const others: ReviewStatus[] = target === 'published' ? ['pending', 'rejected'] : ['pending', 'published'];
  const { total } = useGetList<ReviewRecord>('reviews', {
    filter: { scrapeRunId, status: others },
    pagination: { page: 1, perPage: 1 },
  });
  return total;
};

/**
 * When the list shows one scrape run: publish or reject all of its reviews at once (a hostile page
 * may have saved thousands), after a confirmation that says how many will change.
 */
export const RunModeration = () => {
  const { filterValues } = useListContext<ReviewRecord>();
  const scrapeRunId = typeof filterValues.scrapeRunId === 'string' ? filterValues.scrapeRunId : undefined;
  if (!scrapeRunId) return null;
  return <RunModerationBar scrapeRunId={scrapeRunId} />;
};

const RunModerationBar = ({ scrapeRunId }: { scrapeRunId: string }) => {
  const [asking, setAsking] = useState<BulkTarget | null>(null);
  const counts: Record<BulkTarget, number | undefined> = {
    published: useRunCount(scrapeRunId, 'published'),
    rejected: useRunCount(scrapeRunId, 'rejected'),
  };
  const { mutate, isPending } = useModerateReviews(() => setAsking(null));
  const count = asking ? (counts[asking] ?? 0) : 0;
  return (
    <Alert
      severity="info"
      icon={false}
      sx={{ my: 1 }}
      role="region"
      aria-label="This scrape run"
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          {(['published', 'rejected'] as const).map((status) => (
            <Button
              key={status}
              variant="outlined"
              label={`${BULK_ACTION[status].verb} whole run`}
              disabled={isPending || !counts[status]}
              onClick={() => setAsking(status)}
            >
              {status === 'published' ? <CheckCircleIcon /> : <BlockIcon />}
            </Button>
          ))}
        </Box>
      }
    >
      Reviews of one scrape run: {counts.published === undefined ? '…' : `${reviewCount(counts.published)} not published`}.
      <Confirm
        isOpen={asking !== null}
        loading={isPending}
        title={asking ? runConfirmTitle(asking, count) : ''}
        content={
          asking === 'published'
            ? 'They will appear on the hospital’s public page and count in its rating.'
            : 'They will be hidden from the public site.'
        }
        onConfirm={() => asking && mutate({ status: asking, scrapeRunId })}
        onClose={() => setAsking(null)}
      />
    </Alert>
  );
};
