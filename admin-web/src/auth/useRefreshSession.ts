import { useCallback } from 'react';
import { useAuthState, usePermissions } from 'react-admin';

/**
 * Re-reads the session into react-admin's queries after signing in: the guard's check (still
 * "signed out" from when the sign-in page opened) and the permissions (cached for 5 minutes, read
 * by <Admin> while signed out). Resolves to whether the panel now lets the user in.
 */
export const useRefreshSession = (): (() => Promise<boolean>) => {
  const { refetch: refetchAuth } = useAuthState(undefined, false);
  const { refetch: refetchPermissions } = usePermissions();
  return useCallback(async () => {
    const [auth] = await Promise.all([refetchAuth(), refetchPermissions()]);
    return auth.status === 'success';
  }, [refetchAuth, refetchPermissions]);
};
