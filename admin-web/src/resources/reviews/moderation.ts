import type { ReviewStatus } from '@medtour/contracts';

/** The states a bulk action moves reviews to. */
export type BulkTarget = Extract<ReviewStatus, 'published' | 'rejected'>;

/** Words of a bulk action, by the state it moves reviews to. */
export const BULK_ACTION: Record<BulkTarget, { verb: string; done: string; failure: string }> = {
  published: { verb: 'Publish', done: 'published', failure: 'Failed to publish reviews' },
  rejected: { verb: 'Reject', done: 'rejected', failure: 'Failed to reject reviews' },
};

/** "1 review", "20,000 reviews". */
export const reviewCount = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'review' : 'reviews'}`;

/** The toast after a bulk action, in the spec's words ("3 reviews published successfully"); none changed is no success. */
export function bulkToast(status: BulkTarget, changed: number): { text: string; type: 'success' | 'info' } {
  const { done } = BULK_ACTION[status];
  return changed
    ? { text: `${reviewCount(changed)} ${done} successfully`, type: 'success' }
    : { text: `No reviews to change: they were already ${done}`, type: 'info' };
}

/** The confirmation before a whole run is published or rejected: it says how many reviews will change. */
export const runConfirmTitle = (status: BulkTarget, count: number): string =>
  `${BULK_ACTION[status].verb} ${reviewCount(count)} of this scrape run?`;
