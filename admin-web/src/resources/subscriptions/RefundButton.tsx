import { useDataProvider, useRecordContext } from 'react-admin';
import { MONEY_BACK_DAYS, type SubscriptionRecord } from '@medtour/contracts';
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
