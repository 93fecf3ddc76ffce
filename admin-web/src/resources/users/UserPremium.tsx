import { Alert, Box, Button, Chip, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  Link,
  maxValue,
  minValue,
  number,
  required,
  DateInput,
  NumberInput,
  SaveButton,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import {
  formatMoney,
  OFFLINE_PREMIUM_LIMITS,
  type OfflinePremiumRecord,
  type OfflinePremiumState,
  PAYMENT_METHOD_LABELS,
  type UserRecord,
  utcDay,
} from '@medtour/contracts';
import { formatDate, formatDateTime } from '../../common/format';
import { NEW_PAYMENT, offlinePaymentOf, OfflinePaymentInputs } from '../../common/OfflinePaymentInputs';
import { queryKeys } from '../../common/queries';
import { useIdempotentSave } from '../../common/useFormSave';
import type { AdminDataProvider, OfflinePremiumInput } from '../../dataProvider';
import { SubscriptionStatusChip } from '../subscriptions/labels';
import { OfflinePremiumRefundButton } from '../subscriptions/RefundButton';

const { maxMonths } = OFFLINE_PREMIUM_LIMITS;
const validateMonths = [required(), number(), minValue(1, `At least 1 month`), maxValue(maxMonths, `At most ${maxMonths} months`)];

const STATE_CHIPS: Record<OfflinePremiumState, { label: string; color: 'success' | 'info' | 'default' | 'error' }> = {
  current: { label: 'Current', color: 'success' },
  upcoming: { label: 'To come', color: 'info' },
  ended: { label: 'Ended', color: 'default' },
  refunded: { label: 'Refunded', color: 'error' },
};

/** One Premium payment recorded offline: its period and state, the receipt's details, and its refund while the guarantee runs. */
const OfflinePremiumLine = ({ payment, email }: { payment: OfflinePremiumRecord; email: string }) => {
  const chip = STATE_CHIPS[payment.state];
  const details = [
    `paid on ${payment.paidOn}`,
    payment.reference && `Ref. ${payment.reference}`,
    payment.recordedBy && `recorded by ${payment.recordedBy.email}`,
    payment.refundedAt
      ? `refunded ${formatDateTime(payment.refundedAt)}`
      : payment.refundableUntil && `refundable until ${formatDateTime(payment.refundableUntil)}`,
    payment.note,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          <strong>{formatMoney(payment.amountMinor, payment.currency)}</strong>
          {` · ${PAYMENT_METHOD_LABELS[payment.method]} · Premium ${formatDate(payment.premiumFrom)} – ${formatDate(payment.premiumUntil)}`}
        </Typography>
        <Chip size="small" color={chip.color} variant="outlined" label={chip.label} />
        <OfflinePremiumRefundButton payment={payment} email={email} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {details.join(' · ')}
      </Typography>
    </Box>
  );
};

/**
 * The patient's paid Premium (a Stripe subscription, or periods paid offline, and until when), and the
 * admins' form "Record an offline Premium payment": the payment's fields as for a deposit, plus the
 * first day and the months it pays for. Premium follows for that period and the patient is emailed. A
 * save names itself (Idempotency-Key): a double click records once.
 */
export const UserPremium = () => {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const userId = record?.id ?? '';
  const form = useIdempotentSave<OfflinePremiumInput>({
    send: (values, key) =>
      dataProvider.recordOfflinePremium(
        userId,
        { ...offlinePaymentOf(values), startsOn: values.startsOn, months: Number(values.months) },
        key,
      ),
    success: 'Premium payment recorded',
    failure: 'Failed to record the Premium payment',
    done: () => void queryClient.invalidateQueries({ queryKey: queryKeys.userPremium(userId) }),
  });
  const { data: premium, error } = useQuery({
    queryKey: queryKeys.userPremium(userId),
    queryFn: () => dataProvider.getUserPremium(userId),
    enabled: !!userId,
  });
  if (!record) return null;

  // A new period starts when the current one ends (a renewal), else today.
  const nextStart = premium?.source === 'offline' && premium.premiumUntil ? utcDay(premium.premiumUntil) : utcDay();

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {error ? <Alert severity="error">Failed to load the patient's Premium.</Alert> : null}
      {!premium && !error ? <Skeleton variant="rounded" height={40} /> : null}
      {premium ? (
        <Typography variant="body2" aria-label="Premium state">
          {premium.isPremium && premium.premiumUntil
            ? `Premium (${premium.source === 'offline' ? 'paid offline' : 'Stripe subscription'}) until ${formatDate(premium.premiumUntil)}`
            : record.role !== 'user'
              ? 'No paid Premium (staff have the premium tools with their role)'
              : 'No Premium'}
        </Typography>
      ) : null}
      {premium?.subscription ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Stripe subscription</Typography>
          <SubscriptionStatusChip status={premium.subscription.status} />
          <Link to={`/subscriptions/${encodeURIComponent(premium.subscription.id)}/show`}>Open (refund within the guarantee)</Link>
        </Box>
      ) : null}
      {premium && premium.offline.length > 0 ? (
        <Box component="ul" aria-label="Premium payments recorded offline" sx={{ m: 0, pl: 2, display: 'grid', gap: 1 }}>
          {premium.offline.map((payment) => (
            <OfflinePremiumLine key={payment.id} payment={payment} email={record.email} />
          ))}
        </Box>
      ) : null}
      {premium?.cannotRecord ? <Alert severity="info">{premium.cannotRecord}</Alert> : null}
      {premium && !premium.cannotRecord && form.open ? (
        <Form
          record={NEW_PAYMENT}
          defaultValues={{ method: 'bank_transfer', amountUsd: String(premium.priceUsd), paidOn: utcDay(), startsOn: nextStart, months: 1 }}
          onSubmit={form.save}
          sanitizeEmptyValues={false}
        >
          <OfflinePaymentInputs />
          <DateInput source="startsOn" label="Premium from" validate={required()} helperText="The first day of Premium" />
          <NumberInput source="months" label="Months" validate={validateMonths} step={1} min={1} max={maxMonths} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            {/* Enabled with its default values, disabled while saving. */}
            <SaveButton label="Record Premium payment" alwaysEnable={!form.saving} />
            <Button onClick={form.cancel}>Cancel</Button>
          </Box>
        </Form>
      ) : premium && !premium.cannotRecord ? (
        <Box>
          <Button variant="outlined" onClick={form.start}>
            Record an offline Premium payment
          </Button>
        </Box>
      ) : null}
    </Box>
  );
};
