import { formatMoney, RECONCILIATION_KIND_LABELS, type ReconciliationDifferenceRecord } from '@medtour/contracts';
import type { RenderedEmail } from '../notifications/index.js';

// Emails to admins about money that needs them (payments are theirs alone).

/** To the admins: what reconciliation found since they were last told, one line each, and where to act on it. */
export function reconciliationFound(adminEmails: string[], differences: ReconciliationDifferenceRecord[], link: string): RenderedEmail {
  const count = differences.length === 1 ? '1 payment difference' : `${differences.length} payment differences`;
  return {
    to: adminEmails.join(', '),
    subject: `Reconciliation found ${count}`,
    text: [
      `Reconciliation compared Stripe, the payments ledger and what patients and staff are shown, and found ${count} to look at:`,
      '',
      ...differences.map((d) => `- ${RECONCILIATION_KIND_LABELS[d.kind]}: ${d.detail}`),
      '',
      `Each stays on the Reconciliation page until a run no longer finds it: ${link}`,
    ].join('\n'),
  };
}

/** A Stripe dispute of a payment, as it opens or closes. */
export interface DisputeFacts {
  amountMinor: number;
  currency: string;
  /** The ledger's status of the dispute: pending (open), succeeded (lost), failed (won). */
  status: 'pending' | 'succeeded' | 'failed';
  reason: string;
  /** `booking #1A2B3C4D's deposit` or `Premium subscription of pat@example.com`. */
  what: string;
  link: string;
}

export function disputeAlert(adminEmails: string[], f: DisputeFacts): RenderedEmail {
  const amount = formatMoney(f.amountMinor, f.currency);
  const state = {
    pending: {
      subject: 'Payment disputed',
      line: `The patient disputed ${f.what} (${amount}) at their bank (${f.reason}). Stripe has taken the money back while the dispute is open: answer it in Stripe's dashboard before its deadline.`,
    },
    succeeded: { subject: 'Dispute lost', line: `The dispute of ${f.what} (${amount}) was lost: the money stays with the patient.` },
    failed: { subject: 'Dispute won', line: `The dispute of ${f.what} (${amount}) was won or closed: the money is back.` },
  }[f.status];
  return {
    to: adminEmails.join(', '),
    subject: `${state.subject}: ${amount}`,
    text: [state.line, '', `The ledger shows it on the payment: ${f.link}`].join('\n'),
  };
}

/** A patient had two live Premium subscriptions at Stripe: the newer was cancelled and what it charged refunded. */
export function duplicateSubscriptionAlert(
  adminEmails: string[],
  f: { patientEmail: string; cancelledId: string; keptId: string | null; refundedMinor: number; currency: string; link: string },
): RenderedEmail {
  const refunded = formatMoney(f.refundedMinor, f.currency);
  // The only subscription of a patient whose Premium was paid offline (its page paid before it could be closed).
  if (f.keptId === f.cancelledId) {
    return {
      to: adminEmails.join(', '),
      subject: `Card subscription cancelled and refunded, Premium paid offline: ${f.patientEmail}`,
      text: [
        `${f.patientEmail} subscribed to Premium by card for months already paid offline.`,
        `The card subscription (${f.cancelledId}) was cancelled and its ${refunded} refunded; Premium continues as paid offline.`,
        '',
        `The subscription in the back office: ${f.link}`,
      ].join('\n'),
    };
  }
  return {
    to: adminEmails.join(', '),
    subject: `Second subscription cancelled and refunded: ${f.patientEmail}`,
    text: [
      `${f.patientEmail} had two live Premium subscriptions at Stripe.`,
      `The newer one (${f.cancelledId}) was cancelled and its ${refunded} refunded; Premium continues on ${f.keptId ?? 'the older one'}.`,
      '',
      `The subscription in the back office: ${f.link}`,
    ].join('\n'),
  };
}
