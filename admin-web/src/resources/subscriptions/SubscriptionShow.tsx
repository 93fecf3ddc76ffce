import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { SubscriptionRecord } from '@medtour/contracts';
import { Facts } from '../../common/Facts';
import { formatDateTime } from '../../common/format';
import { RenewsOrEnds, SubscriptionStatusChip } from './labels';
import { SubscriptionRefundButton } from './RefundButton';

const Title = () => {
  const record = useRecordContext<SubscriptionRecord>();
  return <>{record ? `Premium subscription: ${record.userEmail}` : 'Premium subscription'}</>;
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="All subscriptions" />
    <SubscriptionRefundButton />
  </TopToolbar>
);

/** The guarantee's last moment, and whether it already passed (by this browser's clock: the API decides). */
const RefundableUntil = ({ until }: { until: string }) => {
  const [openedAt] = useState(Date.now);
  return (
    <Box>
      <Box component="span" sx={{ display: 'block' }}>
        {formatDateTime(until)}
      </Box>
      {new Date(until).getTime() < openedAt ? (
        <Typography variant="caption" color="text.secondary">
          the money-back guarantee has ended
        </Typography>
      ) : null}
    </Box>
  );
};

const SubscriptionDetails = () => {
  const s = useRecordContext<SubscriptionRecord>();
  if (!s) return null;
  const facts: [string, ReactNode][] = [
    ['Patient email', s.userEmail],
    [
      'Status',
      <Box key="status" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SubscriptionStatusChip status={s.status} />
        {s.refundedAt ? <Chip size="small" variant="outlined" color="error" label="Refunded" /> : null}
      </Box>,
    ],
    ['Renews/ends', <RenewsOrEnds key="period" record={s} />],
    ['First payment', formatDateTime(s.firstPaidAt)],
    ['Refundable until', s.refundableUntil ? <RefundableUntil key="until" until={s.refundableUntil} /> : formatDateTime(null)],
    ['Refunded', formatDateTime(s.refundedAt)],
    ['Started', formatDateTime(s.createdAt)],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Facts items={facts} />
      </CardContent>
    </Card>
  );
};

/** One patient's Premium subscription; an admin refunds its first payment within the 30-day guarantee. */
export const SubscriptionShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <SubscriptionDetails />
  </Show>
);
