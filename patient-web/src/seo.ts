import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@medtour/contracts';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translatorFor, type Translate } from './i18n/messages';
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
  matches: readonly ({ id: string; params?: Record<string, string | undefined>; loaderData?: unknown } | undefined)[];
}

export function notFoundMeta(matches: MetaArgs['matches']): PageMeta {
  const t = translatorFor(matches);
  return { title: t('common.notFound.metaTitle'), description: t('common.notFound.text') };
}

/** Status code of whatever a loader threw or a component crashed with. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The meta of a page that shows an error instead of its content. */
export function metaForError(error: unknown, matches: MetaArgs['matches']): PageMeta {
  const status = errorStatus(error);
  if (status === 404) return notFoundMeta(matches);
  const t = translatorFor(matches);
  if (status >= 400 && status < 500) return { title: t('common.refused.metaTitle'), description: t('common.refused.metaText') };
  return { title: t('common.outage.metaTitle'), description: t('common.outage.metaText') };
}

/** The `<title>` text: the page title followed by the site name (unless it already names the site). */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * A page's `<head>` tags: title, description, Open Graph and either the canonical URL with the same
 * page in every language (`hreflang`, English as `x-default`) for a page that answers 200, or
 * `noindex` (errors, 404, refused filters). URLs are absolute on the public origin that the root
 * loader gives.
 */
export function pageMeta(page: PageMeta, args: MetaArgs, { indexable = true } = {}): MetaDescriptor[] {
  const origin = (args.matches.find((m) => m?.id === 'root')?.loaderData as { publicOrigin?: string } | undefined)?.publicOrigin ?? '';
  const { pathname } = args.location;
  const href = `${origin}${pathname}`;
  const title = documentTitle(page.title);
  const alternate = (hrefLang: string, locale = DEFAULT_LOCALE): MetaDescriptor => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: `${origin}${localizedPath(locale, pathname)}`,
  });
  return [
    { title },
    { name: 'description', content: page.description },
    ...(indexable
      ? [{ tagName: 'link', rel: 'canonical', href }, ...LOCALES.map((locale) => alternate(locale, locale)), alternate('x-default')]
      : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: href },
  ];
}

/**
 * A route module's `meta` export from what the page says about itself given its loader data
 * (undefined while the page shows an error) and a translator of its language. A page whose filters
 * the API refused (`problem`, status 400) is not indexed.
 */
export function routeMeta(describe: (data: unknown, t: Translate) => PageMeta) {
  return (args: MetaArgs & { data?: unknown }): MetaDescriptor[] => {
    const problem = (args.data as { problem?: unknown } | undefined)?.problem;
    return pageMeta(describe(args.data, translatorFor(args.matches)), args, { indexable: !problem });
  };
}
