import { expect, test, useLocks } from '../../fixtures/test';
import { asHtml, PUBLIC_PAGES } from './public-pages';

/* The public catalogue and site settings as seeded: while no admin spec changes them. */
useLocks({ 'public-site': 'shared' });

test.describe('public pages', () => {
  for (const page of PUBLIC_PAGES) {
    test(`${page.path} shows its heading and main content`, async ({ page: browserPage }) => {
      const errors: string[] = [];
      browserPage.on('pageerror', (e) => errors.push(e.message));
      const res = await browserPage.goto(page.path);
      expect(res?.status()).toBe(page.status ?? 200);
      await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.h1);
      await expect(browserPage.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const text of page.texts) await expect(browserPage.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
      await expect(browserPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(browserPage.getByRole('contentinfo')).toContainText('Privacy Policy');
      expect(errors).toEqual([]);
    });

    test(`${page.path} holds its content in the HTML, without JavaScript`, async ({ request }) => {
      const res = await request.get(page.path, { headers: { Accept: 'text/html' } });
      expect(res.status()).toBe(page.status ?? 200);
      // React separates adjacent text nodes with empty comments; a reader never sees them.
      const html = (await res.text()).replace(/<!-- -->/g, '');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${asHtml(page.h1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      for (const text of page.texts) expect(html).toContain(asHtml(text));
      expect(html).toMatch(/<title>[^<]+ \| MedTour Asia<\/title>|<title>MedTour Asia[^<]*<\/title>/);
      expect(html).toContain('<meta name="description" content="');
      expect(html).toContain('<meta property="og:title"');
      // A page that exists names its canonical address; the 404 page asks not to be indexed.
      const canonical = new URL(page.path, 'http://x').pathname;
      // (React writes void elements as `<meta … />`.)
      const indexing = page.status
        ? /<meta name="robots" content="noindex"\/?>/
        : new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${canonical}"\\/?>`);
      expect(html).toMatch(indexing);
    });
  }

  test('every page has its own title and description', async ({ request }) => {
    const heads = await Promise.all(
      PUBLIC_PAGES.filter((p) => !p.status).map(async (p) => {
        const html = await (await request.get(p.path)).text();
        return {
          title: /<title>([^<]+)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
        };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  test('pages and the scripts they load are sent gzipped to browsers that accept it', async ({ request }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    // The page's module scripts, started after the first paint by the page's starter script (patient-web/src/document.ts).
    const script = /\\?"(\/assets\/[^"\\]+\.js)\\?"/.exec(await page.text())![1]!;
    const js = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers()['content-encoding']).toBe('gzip');
    expect(js.headers()['content-type']).toContain('javascript');
    expect(js.headers()['cache-control']).toContain('immutable');
    const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(await js.text());
  });

  test('sitemap.xml lists the pages and catalogue slugs, robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/patient-guide</loc>');
    expect(xml).toContain('/treatments/hip-replacement</loc>');
    expect(xml).toContain('/hospitals/straits-heart-vascular-centre</loc>');
    expect(xml).toContain('/ar/treatments/hip-replacement</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  test('footer links lead to the real privacy and terms pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, heading] of [
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['About Us', 'About MedTour Asia'],
    ]) {
      await footer.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    for (const column of ['Company', 'Support', 'Legal']) await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  });
});
