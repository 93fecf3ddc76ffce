import { useNotify, useRecordContext, useUpdate, type RaRecord } from 'react-admin';
import { useInvalidateSummaries } from './queries';

export interface SaveOptions {
  /** Toasts shown when the API accepts or refuses the change. */
  success: string;
  /** Or what to say for this error (e.g. a refusal's reason). */
  failure: string | ((error: unknown) => string);
  onFailure?: (error: unknown) => void;
  onSettled?: () => void;
}

/**
 * Changes fields of the record in context from a list row or a show page: a pessimistic PUT,
 * a toast either way, and the resource's summaries (stat cards, dashboard) load again.
 */
export const useRecordUpdate = <T extends RaRecord>(resource: string) => {
  const record = useRecordContext<T>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<T>();
  const invalidateSummaries = useInvalidateSummaries();
  const save = (data: Partial<T>, { success, failure, onFailure, onSettled }: SaveOptions) => {
    if (!record) return;
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(success, { type: 'success' });
          invalidateSummaries(resource);
        },
        onError: (error: unknown) => {
          onFailure?.(error);
          notify(typeof failure === 'string' ? failure : failure(error), { type: 'error' });
        },
        onSettled,
      },
    );
  };
  return { record, save, isPending };
};
