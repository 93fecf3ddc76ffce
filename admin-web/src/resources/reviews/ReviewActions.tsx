import { Switch, TextField } from '@mui/material';
import { DeleteWithConfirmButton, useCanAccess, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { announceChange } from '../../common/useApi';
import type { ReviewRecord } from '../../types';

const useReviewUpdate = () => {
  const record = useRecordContext<ReviewRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ReviewRecord>();
  const save = (data: Partial<ReviewRecord>) => {
    if (!record) return;
    update(
      'reviews',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Review updated successfully', { type: 'success' });
          announceChange('reviews');
        },
        onError: () => notify('Failed to update review', { type: 'error' }),
      },
    );
  };
  return { record, save, isPending };
};

/** Spec §2: mark or unmark a review as a success story. */
export const SuccessStoryToggle = () => {
  const { record, save, isPending } = useReviewUpdate();
  if (!record) return null;
  return (
    <Switch
      checked={record.isSuccessStory}
      disabled={isPending}
      onChange={(event) => save({ isSuccessStory: event.target.checked })}
      slotProps={{ input: { 'aria-label': `Success story: review by ${record.reviewerName}` } }}
    />
  );
};

export const REVIEW_STATUS_CHOICES: { id: ReviewRecord['status']; name: string }[] = [
  { id: 'pending', name: 'Pending' },
  { id: 'published', name: 'Published' },
  { id: 'rejected', name: 'Rejected' },
];

/** Moderation: publish a scraped review, or reject it (hidden from the public site). */
export const ReviewStatusSelect = () => {
  const { record, save, isPending } = useReviewUpdate();
  if (!record) return null;
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      fullWidth={false}
      value={record.status}
      disabled={isPending}
      onChange={(event) => save({ status: event.target.value as ReviewRecord['status'] })}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Status of review by ${record.reviewerName}` } }}
      sx={{ minWidth: 120 }}
    >
      {REVIEW_STATUS_CHOICES.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
};

/** Admins only (permissions.ts: `reviews.delete`); the API refuses moderators too. */
export const DeleteReviewButton = () => {
  const record = useRecordContext<ReviewRecord>();
  const notify = useNotify();
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
          announceChange('reviews');
        },
        onError: () => notify('Failed to delete review', { type: 'error' }),
      }}
    />
  );
};
