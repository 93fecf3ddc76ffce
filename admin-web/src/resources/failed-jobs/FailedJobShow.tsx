import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { FailedJobRecord } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDateTime } from '../../common/format';
import { ErrorBlock } from './ErrorText';
import { JobName } from './JobName';
import { jobLabel } from './jobs';
import { RetryButton } from './RetryButton';

const Title = () => {
  const record = useRecordContext<FailedJobRecord>();
  return <>{record ? `Failed job: ${jobLabel(record.jobName)}` : 'Failed job'}</>;
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="Failed jobs" />
    <RetryButton variant="contained" backToList />
  </TopToolbar>
);

const Code = ({ children }: { children: string }) => (
  <Box component="code" sx={{ fontSize: '0.85rem' }}>
    {children}
  </Box>
);

const JobDetails = () => {
  const record = useRecordContext<FailedJobRecord>();
  if (!record) return null;
  const facts: [string, ReactNode][] = [
    ['Job', <JobName key="job" jobName={record.jobName} />],
    ['Queue', record.queue],
    ['Attempts', record.attempts],
    ['Created', formatDateTime(record.createdAt)],
    ['Failed', formatDateTime(record.deadAt)],
    ['Request id', record.correlationId ? <Code key="request">{record.correlationId}</Code> : EMPTY],
    ['Job id', <Code key="id">{record.id}</Code>],
  ];
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Facts items={facts} />
        <Box component="section" aria-label="Last error">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Last error
          </Typography>
          {record.lastError ? (
            <ErrorBlock error={record.lastError} />
          ) : (
            <Typography color="text.secondary">No error was recorded.</Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

export const FailedJobShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <JobDetails />
  </Show>
);
