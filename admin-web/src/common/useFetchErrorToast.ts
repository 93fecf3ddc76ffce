import { useMemo } from 'react';
import { useNotify } from 'react-admin';

/**
 * `queryOptions` for a list whose loading failure has the spec's own toast (§8: 'Failed to fetch
 * users', 'Failed to load reviews'…) instead of react-admin's generic one.
 */
export const useFetchErrorToast = (message: string) => {
  const notify = useNotify();
  return useMemo(() => ({ onError: () => notify(message, { type: 'error' }) }), [notify, message]);
};
