import { safeRedirect } from '../api/safe-redirect';

/** Where the assistant's close button goes when the opener did not say (`?from=`). */
export const ASSISTANT_FROM = '/dashboard';

/**
 * The assistant's address: a new conversation, or `conversationId` continued; `from` is the page
 * its close button returns to (a path on this site).
 */
export function assistantHref(conversationId?: string | null, from = ASSISTANT_FROM): string {
  const path = conversationId ? `/assistant/${encodeURIComponent(conversationId)}` : '/assistant';
  return `${path}?from=${encodeURIComponent(from)}`;
}

/** The page the assistant returns to: `?from=` when it is a path on this site (never another site), else the dashboard. */
export const assistantFrom = (url: URL): string => safeRedirect(url.searchParams.get('from'), ASSISTANT_FROM);
