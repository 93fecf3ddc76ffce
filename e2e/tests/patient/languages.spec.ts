import { sql } from '../../fixtures/db.js';
import { expect, test } from '../../fixtures/test.js';
import { DEMO_TRANSLATIONS } from '../../../backend/src/database/seeders/translations/index.js';
import { PUBLIC_PAGES, STRAITS } from './public-pages.js';

const { fr: FR, ar: AR, sw: SW } = DEMO_TRANSLATIONS;

/*
 * The site in the patient's language (issue 27): English at the root, French, Arabic and Swahili under
 * their prefix: the frame, the pages' own texts, the catalogue's content (treatments, destinations,
 * hospitals), the switcher and the first visit's suggestion. axe runs on every page in every language
 * in a11y.spec.ts; the whole journey in each language is journey-languages.spec.ts.
 */

const HOME = [
  { path: '/fr', lang: 'fr', dir: 'ltr', heading: 'Des soins de qualité internationale', nav: 'Hôpitaux' },
  { path: '/ar', lang: 'ar', dir: 'rtl', heading: 'علاج', nav: 'المستشفيات' },
  { path: '/sw', lang: 'sw', dir: 'ltr', heading: 'Matibabu', nav: 'Hospitali' },
] as const;

test.describe('the site in French, Arabic and Swahili', () => {
  for (const { path, lang, dir, heading, nav } of HOME) {
    test(`${path} is the landing page in that language, and its links stay in it`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      // None of the English landing page's copy is left (names of hospitals and treatments are data).
      for (const english of [
        'Our Services',
        'How It Works',
        'Patient Stories',
        'Start Your Journey',
        'Skip to content',
        'Privacy Policy',
      ]) {
        await expect(page.getByText(english, { exact: true })).toHaveCount(0);
      }
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: nav, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}/hospitals$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The same page in every language, for search engines; English is the default.
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(5);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/hospitals$/);
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`${path}/hospitals$`));
    });
  }

  test('Arabic is laid out right to left: the navigation starts on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ar');
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const cta = await page.getByRole('banner').getByRole('link', { name: 'ابدأ رحلتك' }).boundingBox();
    expect(brand && cta && brand.x > cta.x).toBe(true);
  });

  test('English stays at the root, and English behind a prefix leads there', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affordable World-Class Treatment in Malaysia & ASEAN');
    await page.goto('/en/about');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an unknown language prefix is the 404 page in English, offering the four languages', async ({ page }) => {
    const answer = await page.goto('/xx/hospitals');
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    for (const [name, href] of [
      ['English', '/'],
      ['Français', '/fr'],
      ['العربية', '/ar'],
      ['Kiswahili', '/sw'],
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // A page that is not there is a 404 in the visitor's language too.
    expect((await page.goto('/sw/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samahani! Ukurasa haukupatikana');
  });

  test('the switcher keeps the page and remembers the choice', async ({ page, context }) => {
    await page.goto('/hospitals?country=malaysia');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Language: English' }).click();
    await header.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/hospitals\?country=malaysia$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');
    // Only a page of this site can be the switcher's destination.
    await page.goto('/language?to=https://evil.example/');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test('a signed-in patient who switches language keeps it on their account; a link from elsewhere does not change it', async ({
    page,
    accounts,
  }) => {
    const patient = await accounts.create();
    await page.context().addCookies((await accounts.storageState(patient)).cookies);
    await page.goto('/hospitals');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Language: English' }).click();
    await header.getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/hospitals$/);
    const language = async () => (await sql<[string]>('select language from users where id = $1', [patient.id]))[0]![0];
    await expect.poll(language).toBe('sw');
    // Opened directly (as a link on another site would), the address switches the page but not the account.
    await page.goto('/language?to=%2Far');
    await expect(page).toHaveURL(/\/ar$/);
    expect(await language()).toBe('sw');
  });

  test('a patient sent to sign in from a page in their language signs in and goes on in it', async ({ page, accounts }) => {
    const patient = await accounts.create();
    // Signed out, the French dashboard leads to the French sign-in page, which returns there.
    await page.goto('/fr/dashboard?step=records');
    await expect(page).toHaveURL(/\/fr\/auth\?redirect=%2Ffr%2Fdashboard%3Fstep%3Drecords$/);
    const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
    await expect(submit).toBeEnabled();
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(patient.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(patient.password);
    await submit.click();
    await expect(page).toHaveURL(/\/fr\/dashboard\?step=records$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Signing out goes to the home page in the same language.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    // A link written without a language (Get Quote's return to the dashboard) goes on in the page's.
    await page.goto('/sw/hospitals/straits-heart-vascular-centre');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Omba makadirio/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sw\/auth\?redirect=%2Fdashboard%3Fbook%3Dstraits-heart-vascular-centre$/);
    const ingia = page.getByRole('button', { name: 'Ingia', exact: true });
    await expect(ingia).toBeEnabled();
    await page.getByLabel('Barua pepe', { exact: true }).fill(patient.email);
    await page.getByLabel('Nenosiri', { exact: true }).fill(patient.password);
    await ingia.click();
    await expect(page).toHaveURL(/\/sw\/dashboard\?book=straits-heart-vascular-centre/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });

  test('/fr/treatments is in French: search, categories, counts and cards; a category keeps it', async ({ page }) => {
    await page.goto('/fr/treatments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Traitements');
    await expect(page.getByRole('status')).toHaveText(/^\d+ traitements trouvés$/);
    await expect(page.getByText('Interventions').first()).toBeVisible();
    await expect(page.getByText(/^Disponible en : /).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Catégories de traitements' }).getByRole('link', { name: 'Orthopédie' }).click();
    await expect(page).toHaveURL(/\/fr\/treatments\?category=orthopedic$/);
    await expect(page.getByRole('main').getByText('Orthopédie', { exact: true }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un traitement' }).fill('zzzz-nothing');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucun traitement trouvé')).toBeVisible();
    await expect(page.getByText('Essayez d’élargir vos filtres pour voir plus d’options.')).toBeVisible();
    for (const english of ['Search treatments', 'Procedures', 'Available in:', 'Not sure which treatment you need?', 'Orthopedic']) {
      await expect(page.getByText(english, { exact: false })).toHaveCount(0);
    }
  });

  test('/fr/hospitals is in French: filters, cards and the comparison, which keeps the language', async ({ page }) => {
    await page.goto('/fr/hospitals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hôpitaux');
    await expect(page.getByRole('status').first()).toHaveText(/^\d+ hôpitaux trouvés$/);
    await expect(page.getByText('Cochez « Comparer » sur 3 hôpitaux au plus pour les voir côte à côte.')).toBeVisible();
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Straits Heart & Vascular Centre' });
    await expect(card.getByText(/^Fondé en \d{4}$/)).toBeVisible();
    await expect(card.getByText(/^Plus de [\d\u202f ]+ médecins$/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', /^\/fr\/auth\?redirect=/);
    await card.getByLabel(/^Comparer Straits/).check();
    await expect(page.getByText('1 hôpital sur 3 sélectionné pour la comparaison.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Pays' }).selectOption({ label: 'Malaisie' });
    await expect(page).toHaveURL(/\/fr\/hospitals\?country=malaysia$/);
    for (const english of ['Search', 'All countries', 'Get Quote', 'Established', 'Specialties', 'Languages:', 'Find Your Hospital']) {
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    }
  });

  test('a refused list says why in the page’s language: four hospitals to compare, in French and Swahili', async ({ page }) => {
    const ids = `${STRAITS},deccan-multispeciality-hospital,a-hospital,another-hospital`;
    for (const [path, reason] of [
      ['/fr', 'Vous pouvez comparer jusqu’à 3 hôpitaux à la fois.'],
      ['/sw', 'Unaweza kulinganisha hadi hospitali 3 kwa wakati mmoja.'],
    ] as const) {
      const res = await page.goto(`${path}/hospitals/compare?ids=${ids}`);
      expect(res?.status()).toBe(400);
      await expect(page.getByRole('alert')).toContainText(reason);
    }
  });

  test('/sw/destinations is in Swahili: each country’s facts and its hospitals link to the Swahili hospitals page', async ({ page }) => {
    await page.goto('/sw/destinations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maeneo');
    const malaysia = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Malesia/ }) });
    await expect(malaysia.getByText(/^Mji mkuu: /)).toBeVisible();
    await expect(malaysia.getByText(/^Wastani wa unafuu wa gharama: /)).toBeVisible();
    await expect(malaysia.getByText('Muda wa ndege kutoka Afrika')).toBeVisible();
    await expect(malaysia.getByText(SW.destinations.malaysia!.description)).toBeVisible();
    await malaysia.getByRole('link', { name: /^Hospitali \d+ nchini Malesia$/ }).click();
    await expect(page).toHaveURL(/\/sw\/hospitals\?country=malaysia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hospitali');
  });

  test('the catalogue’s own texts are in the page’s language: a treatment in French, destinations in Arabic, a hospital in Swahili', async ({
    page,
  }) => {
    const hip = FR.treatments['hip-replacement']!;
    await page.goto('/fr/treatments/hip-replacement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hip.name);
    await expect(page.getByText(hip.description)).toBeVisible();
    for (const text of [...hip.procedures, ...hip.benefits]) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText(/Malaisie/).first()).toBeVisible();
    await expect(page.getByText('Hip Replacement', { exact: true })).toHaveCount(0);

    await page.goto('/ar/destinations');
    const malaysia = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /ماليزيا/ }) });
    await expect(malaysia.getByText(AR.destinations.malaysia!.description)).toBeVisible();
    await expect(malaysia.getByText(AR.destinations.malaysia!.highlights[0]!)).toBeVisible();

    const straits = SW.hospitals[STRAITS]!;
    await page.goto(`/sw/hospitals/${STRAITS}`);
    await expect(page.getByText(straits.description).first()).toBeVisible();
    await expect(page.getByText(straits.features[0]!).first()).toBeVisible();
    await expect(page.getByText(SW.treatments['heart-bypass-surgery']!.name).first()).toBeVisible();
    await expect(page.getByText(SW.specializations.cardiology!.name).first()).toBeVisible();
    // The treatment's own name is not shown in English (a patient's review may still name it as they wrote it).
    await expect(page.getByText('Heart Bypass Surgery', { exact: true })).toHaveCount(0);
  });

  test('Arabic counts treatments and hospitals with its plural forms', async ({ page }) => {
    await page.goto('/ar/treatments?category=cardiology');
    // One, two, 3-10 and 11+ each have their own wording in Arabic.
    await expect(page.getByRole('status')).toHaveText(/^تم العثور على (علاج واحد|علاجين|[\d٠-٩]+ علاجات|[\d٠-٩]+ علاجًا|[\d٠-٩]+ علاج)$/);
    await page.goto('/ar/hospitals?q=zzzz-nothing');
    await expect(page.getByRole('status')).toHaveText('لم يُعثر على أي مستشفى');
    await expect(page.getByText('جرّب تعديل عوامل التصفية لرؤية خيارات أكثر.')).toBeVisible();
  });

  test('no page shows a message id instead of its text, in any language', async ({ request }) => {
    const shown: string[] = [];
    for (const { path } of PUBLIC_PAGES) {
      for (const lang of ['', '/fr', '/ar', '/sw']) {
        const address = lang && path === '/' ? lang : `${lang}${path}`;
        const html = await (await request.get(address)).text();
        // The visible text: without scripts (the messages travel there by id) and tags.
        const text = html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
        for (const id of text.match(
          /\b(common|home|lists|treatments|hospitals|destinations|account|journey|bookings|premium|records|assistant|pages|errors)\.[a-zA-Z.]+/g,
        ) ?? [])
          shown.push(`${address}: ${id}`);
      }
    }
    expect(shown).toEqual([]);
  });

  test('a first visit from a French browser is offered the page in French, never redirected; either choice is remembered', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-SN' });
    const page = await context.newPage();
    const answer = await page.goto('/hospitals');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/hospitals$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer).toContainText('Cette page existe en français.');
    await offer.getByRole('link', { name: 'Stay in English' }).click();
    await expect(page).toHaveURL(/\/hospitals$/);
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
    await context.clearCookies();
    await page.goto('/hospitals');
    await page.getByRole('link', { name: 'Lire en français' }).click();
    await expect(page).toHaveURL(/\/fr\/hospitals$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('complementary', { name: 'Langue' })).toHaveCount(0);
    await context.close();
  });
});
