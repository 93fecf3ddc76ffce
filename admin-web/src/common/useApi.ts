import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

/**
 * A tiny change bus: a page that changes records of a resource announces it, and the summaries
 * loaded outside react-admin's query cache (stat cards) load again.
 */
const changes = new EventTarget();

export const announceChange = (resource: string): void => {
  changes.dispatchEvent(new Event(resource));
};

export interface ApiQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => void;
}

/**
 * Loads one of the custom API calls (see AdminApi) and keeps the last answer. `key` identifies
 * the request (it loads again when the key changes); `refreshOn` names a resource whose
 * announced changes load it again; `pollMs` loads it again at that interval while shown.
 */
export function useApi<T>(
  key: string,
  load: (api: AdminDataProvider) => Promise<T>,
  { refreshOn, pollMs }: { refreshOn?: string; pollMs?: number } = {},
): ApiQuery<T> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const refetch = useCallback(() => setVersion((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    loadRef
      .current(dataProvider)
      .then((data) => active && setState({ key, data }))
      .catch((error: unknown) => active && setState((current) => ({ key, data: current.key === key ? current.data : undefined, error })));
    return () => {
      active = false;
    };
  }, [dataProvider, key, version]);

  useEffect(() => {
    if (!refreshOn) return undefined;
    changes.addEventListener(refreshOn, refetch);
    return () => changes.removeEventListener(refreshOn, refetch);
  }, [refreshOn, refetch]);

  useEffect(() => {
    if (!pollMs) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refetch();
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [pollMs, refetch]);

  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isPending: !current || (state.data === undefined && state.error === undefined),
    refetch,
  };
}
