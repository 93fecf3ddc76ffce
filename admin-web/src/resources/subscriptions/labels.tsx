import { Box, Chip, Typography } from '@mui/material';
import type { SubscriptionRecord } from '@medtour/contracts';
import { capitalise, formatDateTime, humanize } from '../../common/format';

/** The statuses the list filters by (Stripe's; the others — unpaid, paused, incomplete_expired — still show). */
export const STATUS_CHOICES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete'].map((id) => ({
  id,
  name: capitalise(humanize(id)),
}));

type ChipColor = 'success' | 'info' | 'warning' | 'error' | 'default';

// Premium (active, trialing) green or blue; a failed renewal orange; unpaid red; ended grey.
const STATUS_COLORS: Record<string, ChipColor> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  incomplete: 'warning',
  unpaid: 'error',
  incomplete_expired: 'default',
  canceled: 'default',
  paused: 'default',
};

/** Stripe's status of the subscription; before the checkout completes there is none yet. */
export const SubscriptionStatusChip = ({ status }: { status: string | null }) =>
  status ? (
    <Chip size="small" color={STATUS_COLORS[status] ?? 'default'} label={capitalise(humanize(status))} />
  ) : (
    <Chip size="small" variant="outlined" label="Checkout not completed" />
  );

/**
 * When the paid period ends: the next renewal, or the end of Premium when the patient cancelled
 * (Premium lasts until then). An ended subscription shows when it ended: a refund ends it at once.
 */
export const RenewsOrEnds = ({ record }: { record: SubscriptionRecord }) => {
  const ended = record.status === 'canceled';
  const note = ended ? 'ended' : record.cancelAtPeriodEnd ? 'cancels at period end' : null;
  return (
    <Box>
      <Box component="span" sx={{ display: 'block' }}>
        {formatDateTime(ended ? (record.refundedAt ?? record.currentPeriodEnd) : record.currentPeriodEnd)}
      </Box>
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Box>
  );
};
