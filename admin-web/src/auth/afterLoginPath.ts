/** What react-admin's guard (and our pages) put in the location state when sending someone to sign in. */
export interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Where to go after signing in: a `?redirect=` path (with or without the /admin prefix) or the
 * page react-admin's guard turned the visitor away from; the dashboard otherwise. Only paths
 * inside this app are accepted, and never the sign-in pages themselves.
 */
export const afterLoginPath = (search: string, state: unknown): string => {
  const fromState = state as LoginLocationState | null;
  const raw =
    new URLSearchParams(search).get('redirect') ?? (fromState?.nextPathname ? fromState.nextPathname + (fromState.nextSearch ?? '') : null);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  let path = raw;
  if (path === '/admin' || /^\/admin[/?#]/.test(path)) {
    path = path.slice('/admin'.length);
    if (!path.startsWith('/')) path = `/${path}`;
  }
  return /^\/auth(?:[/?#]|$)/.test(path) ? '/' : path;
};

/** Location state that carries the destination on to the next sign-in page. */
export const nextState = (target: string): LoginLocationState => ({ nextPathname: target });

/** The `redirectTo` of a rejected checkAuth (see authProvider.checkAuth). */
export const redirectOf = (error: unknown): string | undefined => {
  const redirectTo: unknown = (error as { redirectTo?: unknown } | null | undefined)?.redirectTo;
  return typeof redirectTo === 'string' ? redirectTo : undefined;
};
