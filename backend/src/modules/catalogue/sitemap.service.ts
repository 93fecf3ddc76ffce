import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';

/** The public pages of the patient site that are always there (catalogue detail pages are added from the database). */
export const STATIC_PAGES = ['/', '/about', '/treatments', '/destinations', '/hospitals', '/patient-guide', '/contact', '/privacy', '/terms'];

/** The sitemaps protocol's limit for one file. */
const MAX_URLS = 50_000;

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
    const connection = this.em.getConnection();
    const treatments = await connection.execute<{ slug: string; lastmod: string }[]>(
      `select slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod from treatments where is_active order by slug`,
    );
    // Best listings first, so that a catalogue beyond one file's limit keeps the ones patients see most.
    const hospitals = await connection.execute<{ slug: string; lastmod: string }[]>(
      `select slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod from hospitals where is_active
        order by featured desc, rating desc nulls last, slug limit ?`,
      [Math.max(0, MAX_URLS - STATIC_PAGES.length - treatments.length)],
    );
    const url = (path: string, lastmod?: string) =>
      `<url><loc>${xml(this.config.publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PAGES.map((path) => url(path)),
      ...treatments.map((t) => url(`/treatments/${t.slug}`, t.lastmod)),
      ...hospitals.map((h) => url(`/hospitals/${h.slug}`, h.lastmod)),
      '</urlset>',
      '',
    ].join('\n');
  }

  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /auth',
      'Disallow: /dashboard',
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
