import { isRouteErrorResponse } from 'react-router-dom';
import { SITE_NAME } from './site';

/** What a page says about itself in `<head>` (title, description, Open Graph). */
export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type; `website` unless said otherwise. */
  type?: string;
}

/**
 * The `handle` of a route. A page route gives its meta from its loader data (which is `undefined`
 * while the route shows an error).
 */
export interface RouteHandle {
  meta?: (data: unknown) => PageMeta;
}

export const DEFAULT_META: PageMeta = {
  title: SITE_NAME,
  description: 'Affordable, world-class treatment at accredited hospitals in Malaysia and ASEAN, for patients from Africa and Asia.',
};

/** A match as both the server (static handler context) and the client (`useMatches`) can describe it. */
export interface MetaMatch {
  handle: unknown;
  data: unknown;
}

function routeMeta(handle: unknown): RouteHandle['meta'] {
  const meta = (handle as RouteHandle | undefined)?.meta;
  return typeof meta === 'function' ? meta : undefined;
}

/** The meta of the deepest matched route that defines one. */
export function metaForMatches(matches: readonly MetaMatch[]): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = routeMeta(matches[i]!.handle);
    if (meta) return meta(matches[i]!.data);
  }
  return DEFAULT_META;
}

/** Status code of whatever a loader threw or a component crashed with. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The meta of a page that shows an error instead of its content. */
export function metaForError(error: unknown): PageMeta {
  if (errorStatus(error) === 404) {
    return { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' };
  }
  return {
    title: 'Temporarily unavailable',
    description: 'This page could not be loaded right now. Please try again in a few minutes.',
  };
}

/** The `<title>` text: the page title followed by the site name (unless it already names the site). */
export function documentTitle(meta: PageMeta): string {
  return meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}
