import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { SITE_NAME } from './site';

/** What a page says about itself in `<head>` (title, description, Open Graph). */
export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type; `website` unless said otherwise. */
  type?: string;
}

/** The parts of React Router's meta arguments this file reads. */
interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
};

/** Status code of whatever a loader threw or a component crashed with. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The meta of a page that shows an error instead of its content. */
export function metaForError(error: unknown): PageMeta {
  const status = errorStatus(error);
  if (status === 404) return NOT_FOUND_META;
  if (status >= 400 && status < 500)
    return { title: 'Request not handled', description: 'This page could not take the request that was sent.' };
  return { title: 'Temporarily unavailable', description: 'This page could not be loaded right now. Please try again in a few minutes.' };
}

/** The `<title>` text: the page title followed by the site name (unless it already names the site). */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * A page's `<head>` tags: title, description, Open Graph and either the canonical URL (a page that
 * answers 200) or `noindex` (errors, 404, refused filters). URLs are absolute on the public origin
 * that the root loader gives.
 */
export function pageMeta(page: PageMeta, args: MetaArgs, { indexable = true } = {}): MetaDescriptor[] {
  const origin = (args.matches.find((m) => m?.id === 'root')?.data as { publicOrigin?: string } | undefined)?.publicOrigin ?? '';
  const href = `${origin}${args.location.pathname}`;
  const title = documentTitle(page.title);
  return [
    { title },
    { name: 'description', content: page.description },
    indexable ? { tagName: 'link', rel: 'canonical', href } : { name: 'robots', content: 'noindex' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: href },
  ];
}

/**
 * A route module's `meta` export from what the page says about itself given its loader data
 * (undefined while the page shows an error). A page whose filters the API refused (`problem`,
 * status 400) is not indexed.
 */
export function routeMeta(describe: (data: unknown) => PageMeta) {
  return (args: MetaArgs & { data?: unknown }): MetaDescriptor[] => {
    const problem = (args.data as { problem?: unknown } | undefined)?.problem;
    return pageMeta(describe(args.data), args, { indexable: !problem });
  };
}
