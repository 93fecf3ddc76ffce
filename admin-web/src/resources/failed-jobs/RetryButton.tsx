import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import type { FailedJobRecord } from '@medtour/contracts';
import { serverMessage } from '../../common/format';
import type { AdminDataProvider } from '../../dataProvider';
import { jobLabel } from './jobs';

/**
 * Sends a dead-lettered job round again (a fresh set of attempts, starting now). The job then
 * leaves the list; from its page, the admin is taken back to the list, since the job is no longer
 * a failed one.
 */
export const RetryButton = ({ variant = 'text', backToList = false }: { variant?: 'text' | 'contained'; backToList?: boolean }) => {
  const record = useRecordContext<FailedJobRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { mutate: retry, isPending } = useMutation({
    mutationFn: (jobId: string) => dataProvider.retryFailedJob(jobId),
    onSuccess: () => {
      notify('Job queued for another attempt', { type: 'success' });
      // From the job's page: no refresh there, its record would now answer 404.
      if (backToList) redirect('list', 'failed-jobs');
      else refresh();
    },
    onError: (error: unknown) => {
      notify(serverMessage(error, 'Failed to retry job'), { type: 'error' });
      refresh(); // e.g. 409: another admin retried it already
    },
  });
  if (!record) return null;

  return (
    <Button
      variant={variant}
      label="Retry"
      aria-label={`Retry ${jobLabel(record.jobName)}`}
      disabled={isPending}
      onClick={() => retry(record.id)}
    >
      <ReplayIcon />
    </Button>
  );
};
