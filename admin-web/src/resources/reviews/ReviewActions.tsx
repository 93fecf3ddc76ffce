import { Switch } from '@mui/material';
import { DeleteWithConfirmButton, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { ChoiceSelect } from '../../common/ChoiceSelect';
import { useInvalidateSummaries } from '../../common/queries';
import { useRecordUpdate } from '../../common/useRecordUpdate';
import { REVIEW_STATUSES, type ReviewRecord } from '@medtour/contracts';
import { capitalise, conflictMessage } from '../../common/format';

const REVIEW_UPDATED = { success: 'Review updated successfully', failure: 'Failed to update review' };
/** A status change says the API's refusal (a stale or no longer verified review) rather than a bare failure. */
const REVIEW_SAVED = { ...REVIEW_UPDATED, failure: (error: unknown) => conflictMessage(error, REVIEW_UPDATED.failure) };
const useReviewUpdate = () => useRecordUpdate<ReviewRecord>('reviews');

/** Why a verified review cannot be marked (the API refuses it too). */
export const NO_STORY_CONSENT = 'The patient did not agree to their review being shown as a success story';

/**
 * Spec §2: mark or unmark a review as a success story. A verified patient's review may be marked only
 * when they agreed to it (unmarking is always possible).
 */
export const SuccessStoryToggle = () => {
  const { record, save, isPending } = useReviewUpdate();
  if (!record) return null;
  const refused = record.kind === 'verified' && !record.successStoryConsent && !record.isSuccessStory;
  return (
    <Switch
      checked={record.isSuccessStory}
      disabled={isPending || refused}
      title={refused ? NO_STORY_CONSENT : undefined}
      onChange={(event) => save({ isSuccessStory: event.target.checked }, REVIEW_UPDATED)}
      slotProps={{
        input: {
          'aria-label': `Success story: review by ${record.reviewerName}`,
          ...(refused ? { 'aria-description': NO_STORY_CONSENT } : {}),
        },
      }}
    />
  );
};

export const REVIEW_STATUS_CHOICES = REVIEW_STATUSES.map((id) => ({ id, name: capitalise(id) }));

/** Moderation: publish a scraped review, or reject it (hidden from the public site). */
export const ReviewStatusSelect = () => {
  const { record, save, isPending } = useReviewUpdate();
  if (!record) return null;
  return (
    <ChoiceSelect
      value={record.status}
      choices={REVIEW_STATUS_CHOICES}
      disabled={isPending}
      // The version read goes with it: the API refuses a publish once the words changed (or a verified booking left "completed").
      onChange={(status) => save({ status, contentVersion: record.contentVersion }, REVIEW_SAVED)}
      ariaLabel={`Status of review by ${record.reviewerName}`}
      sx={{ minWidth: 120 }}
    />
  );
};

/** Admins only (permissions.ts: `reviews.delete`); the API refuses moderators too. */
export const DeleteReviewButton = () => {
  const record = useRecordContext<ReviewRecord>();
  const notify = useNotify();
  const invalidateSummaries = useInvalidateSummaries();
  const { canAccess } = useCanAccess({ resource: 'reviews', action: 'delete', record });
  if (!record || !canAccess) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      redirect={false}
      aria-label={`Delete review by ${record.reviewerName}`}
      confirmTitle={`Delete the review by ${record.reviewerName}?`}
      confirmContent="The review is removed for good, also from the hospital's public page."
      mutationOptions={{
        onSuccess: () => {
          notify('Review deleted successfully', { type: 'success' });
          invalidateSummaries('reviews');
        },
        onError: () => notify('Failed to delete review', { type: 'error' }),
      }}
    />
  );
};
