import { Injectable } from '@nestjs/common';
import { sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { Hospital } from './entities/hospital.entity.js';
import { Country } from './entities/country.entity.js';
import { Treatment } from './entities/treatment.entity.js';

/** The public pages of the patient site that are always there (catalogue detail pages are added from the database). */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/treatments',
  '/destinations',
  '/hospitals',
  '/patient-guide',
  '/contact',
  '/privacy',
  '/terms',
];

/** The sitemaps protocol's limit for one file. */
const MAX_URLS = 50_000;
/** Every page is listed once per language. */
const MAX_PAGES = Math.floor(MAX_URLS / LOCALES.length);

/** Areas for signed-in patients: no search engine has anything to find there, in any language. */
const PRIVATE_PAGES = ['/auth', '/dashboard'];

/** A page's last change as the sitemap writes it: its UTC day, formatted by PostgreSQL. */
const lastModified = () => sql`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD')`.as('lastmod');

interface SitemapRow {
  slug: string;
  lastmod: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** `sitemap.xml` and `robots.txt` of the patient site, so that search engines find every catalogue page. */
@Injectable()
export class SitemapService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async sitemap(): Promise<string> {
    const treatments = await this.em
      .createQueryBuilder(Treatment, 't')
      .select(['t.slug', lastModified()])
      .where({ isActive: true })
      .orderBy({ slug: 'asc' })
      .execute<SitemapRow[]>('all');
    const destinations = await this.em
      .createQueryBuilder(Country, 'c')
      .select(['c.slug', lastModified()])
      .where({ isDestination: true })
      .orderBy({ slug: 'asc' })
      .execute<SitemapRow[]>('all');
    // Best listings first, so that a catalogue beyond one file's limit keeps the ones patients see most.
    const hospitals = await this.em
      .createQueryBuilder(Hospital, 'h')
      .select(['h.slug', lastModified()])
      .where({ isActive: true })
      .orderBy({ featured: 'desc', rating: 'desc nulls last', slug: 'asc' })
      .limit(Math.max(0, MAX_PAGES - STATIC_PAGES.length - treatments.length - destinations.length))
      .execute<SitemapRow[]>('all');
    // A page in each language, each entry naming all of them (as the pages' own hreflang links do),
    // English as the default.
    const address = (locale: (typeof LOCALES)[number], path: string) => xml(this.config.publicUrl + localizedPath(locale, path));
    const urls = (path: string, lastmod?: string) => {
      const alternates = [
        ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale, path)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LOCALE, path)}"/>`,
      ].join('');
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      return LOCALES.map((locale) => `<url><loc>${address(locale, path)}</loc>${modified}${alternates}</url>`).join('\n');
    };
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...STATIC_PAGES.map((path) => urls(path)),
      ...treatments.map((t) => urls(`/treatments/${t.slug}`, t.lastmod)),
      ...destinations.map((d) => urls(`/destinations/${d.slug}`, d.lastmod)),
      ...hospitals.map((h) => urls(`/hospitals/${h.slug}`, h.lastmod)),
      '</urlset>',
      '',
    ].join('\n');
  }

  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => `Disallow: ${localizedPath(locale, path)}`)),
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
