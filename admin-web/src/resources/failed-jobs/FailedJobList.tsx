import { DataTable, List, SelectInput, useListContext } from 'react-admin';
import type { FailedJobRecord } from '@medtour/contracts';
import { EmptyResults } from '../../common/EmptyResults';
import { formatDateTime } from '../../common/format';
import { StopPropagation } from '../../common/StopPropagation';
import { ErrorPreview } from './ErrorText';
import { JOB_CHOICES } from './jobs';
import { JobName } from './JobName';
import { RetryButton } from './RetryButton';

const filters = [
  <SelectInput key="jobName" source="jobName" label="Job" choices={JOB_CHOICES} emptyText="All jobs" alwaysOn sx={{ minWidth: 260 }} />,
];

const NoFailedJobs = () => {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <EmptyResults
      text={
        filtered ? 'No failed jobs found matching your criteria.' : 'No failed jobs: every job was delivered or is still being retried.'
      }
    />
  );
};

/** Jobs that failed their last attempt (admins), most recent first; a row opens the job. */
export const FailedJobList = () => (
  <List title="Failed jobs" filters={filters} actions={false} sort={{ field: 'deadAt', order: 'DESC' }} perPage={25} empty={false}>
    <DataTable bulkActionButtons={false} rowClick="show" empty={<NoFailedJobs />}>
      <DataTable.Col source="jobName" label="Job" render={(r: FailedJobRecord) => <JobName jobName={r.jobName} />} />
      <DataTable.Col source="queue" label="Queue" disableSort />
      <DataTable.NumberCol source="attempts" label="Attempts" />
      <DataTable.Col source="deadAt" label="Failed" render={(r: FailedJobRecord) => formatDateTime(r.deadAt)} />
      <DataTable.Col label="Error" disableSort render={(r: FailedJobRecord) => <ErrorPreview error={r.lastError} />} />
      <DataTable.Col
        label="Actions"
        disableSort
        render={() => (
          <StopPropagation>
            <RetryButton />
          </StopPropagation>
        )}
      />
    </DataTable>
  </List>
);
