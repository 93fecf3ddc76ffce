import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { AuditEventRecord } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { EMPTY, formatDateTime } from '../../common/format';
import { ActionName } from './ActionName';
import { entityName, OutcomeChip } from './labels';

const Title = () => {
  const record = useRecordContext<AuditEventRecord>();
  return <>{record ? `Audit event: ${record.actionLabel}` : 'Audit event'}</>;
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="Audit log" />
  </TopToolbar>
);

const Code = ({ children }: { children: string }) => (
  <Box component="code" sx={{ fontSize: '0.85rem' }}>
    {children}
  </Box>
);

const EventDetails = () => {
  const record = useRecordContext<AuditEventRecord>();
  if (!record) return null;
  const facts: [string, ReactNode][] = [
    ['Time', formatDateTime(record.createdAt)],
    ['Action', <ActionName key="action" record={record} />],
    ['Outcome', <OutcomeChip key="outcome" outcome={record.outcome} />],
    ['Actor', record.actorEmail ?? 'System'],
    ['Entity', entityName(record.entity)],
    ['Entity id', record.entityId ? <Code key="entity">{record.entityId}</Code> : EMPTY],
    ['IP', record.ip ?? EMPTY],
    ['User agent', record.userAgent ?? EMPTY],
    ['Request id', record.requestId ? <Code key="request">{record.requestId}</Code> : EMPTY],
    ['Event id', <Code key="id">{record.id}</Code>],
  ];
  const hasDetails = Object.keys(record.details ?? {}).length > 0;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Facts items={facts} />
        <Box component="section" aria-label="Details">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Details
          </Typography>
          {hasDetails ? (
            <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8rem', overflowX: 'auto' }}>
              {JSON.stringify(record.details, null, 2)}
            </Box>
          ) : (
            <Typography color="text.secondary">No details were recorded.</Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

/** One audit event (admins): what happened, who did it, from where, and the request id to find it in the logs. */
export const AuditEventShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <EventDetails />
  </Show>
);
