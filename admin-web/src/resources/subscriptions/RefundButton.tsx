import { useDataProvider, useRecordContext } from 'react-admin';
import {
  formatMoney,
  MONEY_BACK_DAYS,
  type OfflinePremiumRecord,
  PAYMENT_METHOD_LABELS,
  type SubscriptionRecord,
} from '@medtour/contracts';
import { RefundButton } from '../../common/RefundButton';
import type { AdminDataProvider } from '../../dataProvider';

/**
 * The 30-day money-back guarantee: after the admin confirms with a reason, the API refunds the
 * first payment and ends the subscription now. Shown while the subscription is paid and not refunded.
 */
export const SubscriptionRefundButton = () => {
  const record = useRecordContext<SubscriptionRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!record || !record.refundableUntil || record.refundedAt) return null;
  return (
    <RefundButton
      title="Refund the first payment?"
      text={`This refunds ${record.userEmail}'s first payment under the ${MONEY_BACK_DAYS}-day money-back guarantee and ends their Premium now. The patient is emailed.`}
      success="Payment refunded and Premium ended"
      refund={(reason) => dataProvider.refundSubscription(record.id, reason)}
    />
  );
};

/**
 * The same guarantee for a Premium payment recorded offline: after the admin confirms with a reason,
 * the API records it as paid back by the same method and Premium ends now. Shown while it can be
 * refunded (by this browser's clock: the API decides).
 */
export const OfflinePremiumRefundButton = ({ payment, email }: { payment: OfflinePremiumRecord; email: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!payment.refundableUntil || payment.refundedAt) return null;
  const method = PAYMENT_METHOD_LABELS[payment.method].toLowerCase();
  return (
    <RefundButton
      title="Refund this Premium payment?"
      text={`This refunds ${formatMoney(payment.amountMinor, payment.currency)} to ${email} under the ${MONEY_BACK_DAYS}-day money-back guarantee, recorded as paid back by ${method} (record it once the money is paid back), and ends the Premium it paid for now. The patient is emailed.`}
      success="Premium payment refunded and Premium ended"
      refund={(reason) => dataProvider.refundOfflinePremium(payment.id, reason)}
    />
  );
};
