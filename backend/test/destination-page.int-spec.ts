import { DESTINATIONS, HOSPITALS, TREATMENTS } from '../src/database/seeders/demo-catalogue.js';
import { DEMO_TRANSLATIONS } from '../src/database/seeders/translations/index.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const MALAYSIA = DESTINATIONS.find((d) => d.slug === 'malaysia')!;
const FR = DEMO_TRANSLATIONS.fr;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** The seeded Malaysian hospitals' treatments, each with its price range there (one hospital offers each). */
const MALAYSIAN_OFFERS = HOSPITALS.filter((h) => h.countryCode === 'MY')
  .flatMap((h) => h.treatments)
  .map((o) => {
    const t = TREATMENTS.find((treatment) => treatment.slug === o.slug)!;
    return { slug: t.slug, name: t.name, category: t.category, minCostUsd: o.minCostUsd, maxCostUsd: o.maxCostUsd, hospitalCount: 1 };
  })
  .sort(byName);

describe('a destination page: GET /api/destinations/:slug', () => {
  let api: TestApi;
  const sql = (text: string, params: unknown[] = []) => api.em.getConnection().execute(text, params);

  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  it('answers the country’s guide, its hospitals best rated first and the treatments offered there with their prices', async () => {
    const res = await api.http.get('/api/destinations/malaysia').expect(200);
    expect(res.body).toMatchObject({
      slug: 'malaysia',
      name: 'Malaysia',
      code: 'MY',
      capital: MALAYSIA.capital,
      description: MALAYSIA.description,
      highlights: MALAYSIA.highlights,
      specialties: MALAYSIA.specialties,
      avgCostSavingMinPct: 60,
      avgCostSavingMaxPct: 80,
      visaInfo: MALAYSIA.visaInfo,
      flightTimeFromAfrica: '10-14 hours via the Gulf',
      languages: MALAYSIA.languages,
      safetyRating: 5,
      hospitalCount: 4,
    });
    expect(res.body.hospitals).toEqual([
      {
        slug: 'straits-heart-vascular-centre',
        name: 'Straits Heart & Vascular Centre (Demo)',
        city: 'Kuala Lumpur',
        rating: 4.8,
        isDemo: true,
      },
      {
        slug: 'penang-lotus-fertility-hospital',
        name: 'Penang Lotus Fertility Hospital (Demo)',
        city: 'George Town',
        rating: 4.7,
        isDemo: true,
      },
      {
        slug: 'klang-valley-dental-eye-centre',
        name: 'Klang Valley Dental & Eye Centre (Demo)',
        city: 'Kuala Lumpur',
        rating: 4.6,
        isDemo: true,
      },
      {
        slug: 'selangor-joint-spine-institute',
        name: 'Selangor Joint & Spine Institute (Demo)',
        city: 'Petaling Jaya',
        rating: 4.6,
        isDemo: true,
      },
    ]);
    expect(res.body.treatments).toEqual(MALAYSIAN_OFFERS);
    expect(res.body.treatments).toContainEqual({
      slug: 'hip-replacement',
      name: 'Hip Replacement',
      category: 'orthopedic',
      minCostUsd: 8500,
      maxCostUsd: 14500,
      hospitalCount: 1,
    });
    expect(res.body.treatments).toContainEqual(expect.objectContaining({ slug: 'dental-implants', category: 'dental' }));
  });

  describe('with hospitals of other countries, inactive ones and hospitals without prices', () => {
    beforeAll(async () => {
      await sql(
        `insert into countries (id, name, code, slug, is_destination) values (gen_random_uuid(), 'Vietnam', 'VN', 'vietnam', false)`,
      );
      // Active in Malaysia: hip at its own prices, and cancer treatment without any price.
      // Inactive in Malaysia (rated best): rhinoplasty. Active in Vietnam: liposuction.
      await sql(`insert into hospitals (id, name, slug, city, country_id, is_demo, is_active, rating)
                 select gen_random_uuid(), v.name, v.slug, v.city, c.id, true, v.active, v.rating
                   from (values ('Ipoh Test Hospital', 'ipoh-test-hospital', 'Ipoh', 'MY', true, 3.5),
                                ('Closed Test Hospital', 'closed-test-hospital', 'Ipoh', 'MY', false, 5.0),
                                ('Hanoi Test Hospital', 'hanoi-test-hospital', 'Hanoi', 'VN', true, 5.0))
                        as v(name, slug, city, code, active, rating)
                   join countries c on c.code = v.code`);
      await sql(`insert into hospital_treatments (id, hospital_id, treatment_id, min_cost_usd, max_cost_usd)
                 select gen_random_uuid(), h.id, t.id, v.min, v.max
                   from (values ('ipoh-test-hospital', 'hip-replacement', 7000, 16000),
                                ('ipoh-test-hospital', 'cancer-treatment', null, null),
                                ('closed-test-hospital', 'rhinoplasty', 1000, 2000),
                                ('hanoi-test-hospital', 'liposuction-body-contouring', 1000, 2000))
                        as v(hospital, treatment, min, max)
                   join hospitals h on h.slug = v.hospital join treatments t on t.slug = v.treatment`);
    });
    afterAll(async () => {
      await sql(`delete from hospitals where slug in ('ipoh-test-hospital', 'closed-test-hospital', 'hanoi-test-hospital')`);
      await sql(`delete from countries where code = 'VN'`);
    });

    it('lists only the country’s active hospitals, and prices each treatment over them', async () => {
      const res = await api.http.get('/api/destinations/malaysia').expect(200);
      expect(res.body.hospitalCount).toBe(5);
      expect(res.body.hospitals.map((h: { slug: string }) => h.slug)).not.toContain('closed-test-hospital');
      expect(res.body.hospitals.at(-1)).toMatchObject({ slug: 'ipoh-test-hospital', rating: 3.5 });
      const slugs = res.body.treatments.map((t: { slug: string }) => t.slug);
      expect(slugs).not.toContain('rhinoplasty');
      expect(slugs).not.toContain('liposuction-body-contouring');
      // Two Malaysian hospitals offer a hip replacement: from the cheapest to the dearest of their prices.
      expect(res.body.treatments).toContainEqual(
        expect.objectContaining({ slug: 'hip-replacement', minCostUsd: 7000, maxCostUsd: 16000, hospitalCount: 2 }),
      );
      // None gives a price for cancer treatment: the treatment's own range.
      expect(res.body.treatments).toContainEqual(
        expect.objectContaining({ slug: 'cancer-treatment', minCostUsd: 10000, maxCostUsd: 50000, hospitalCount: 1 }),
      );
    });

    it('leaves out a treatment taken out of the catalogue', async () => {
      await sql(`update treatments set is_active = false where slug = 'cancer-treatment'`);
      try {
        const res = await api.http.get('/api/destinations/malaysia').expect(200);
        expect(res.body.treatments.map((t: { slug: string }) => t.slug)).not.toContain('cancer-treatment');
      } finally {
        await sql(`update treatments set is_active = true where slug = 'cancer-treatment'`);
      }
    });

    it('answers 404 for a country that is not a destination, even with hospitals', async () => {
      const res = await api.http.get('/api/destinations/vietnam').expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Destination not found' });
    });

    it('names a destination’s country as a link in a treatment’s countries and a hospital’s profile, and another country not', async () => {
      const lipo = await api.http.get('/api/treatments/liposuction-body-contouring').expect(200);
      expect(lipo.body.availableIn).toEqual([
        { name: 'Thailand', code: 'TH', slug: 'thailand', isDestination: true },
        { name: 'Turkey', code: 'TR', slug: 'turkey', isDestination: true },
        { name: 'Vietnam', code: 'VN', slug: 'vietnam', isDestination: false },
      ]);
      const hanoi = await api.http.get('/api/hospitals/hanoi-test-hospital').expect(200);
      expect(hanoi.body.country).toEqual({ name: 'Vietnam', code: 'VN', slug: 'vietnam', isDestination: false });
      const straits = await api.http.get('/api/hospitals/straits-heart-vascular-centre').expect(200);
      expect(straits.body.country).toEqual({ name: 'Malaysia', code: 'MY', slug: 'malaysia', isDestination: true });
    });
  });

  it('answers in the language asked: the guide, the country’s name and the treatments’ names', async () => {
    const res = await api.http.get('/api/destinations/malaysia?lang=fr').expect(200);
    expect(res.body).toMatchObject({
      name: 'Malaisie',
      description: FR.destinations.malaysia!.description,
      visaInfo: FR.destinations.malaysia!.visaInfo,
      flightTimeFromAfrica: FR.destinations.malaysia!.flightTimeFromAfrica,
    });
    expect(res.body.treatments).toContainEqual(
      expect.objectContaining({ slug: 'hip-replacement', name: FR.treatments['hip-replacement']!.name }),
    );
    const names = res.body.treatments.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    const res400 = await api.http.get('/api/destinations/malaysia?lang=de').expect(400);
    expect(res400.body.errors).toHaveProperty('lang');
  });

  it.each([
    ['an unknown slug', 'atlantis'],
    ['a capitalised slug', 'Malaysia'],
    ['odd characters', encodeURIComponent('malaysia✓')],
    ['a quote and a semicolon', encodeURIComponent("malaysia';--")],
    ['spaces', 'south%20korea'],
    ['an over-long slug', 'x'.repeat(300)],
    ['a very long slug', 'a-'.repeat(5000) + 'a'],
  ])('answers 404 for %s', async (_label, slug) => {
    const res = await api.http.get(`/api/destinations/${slug}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Destination not found' });
  });

  it('is in the sitemap in every language', async () => {
    const res = await api.http.get('/api/sitemap.xml').expect(200);
    for (const path of ['/destinations/malaysia', '/fr/destinations/malaysia', '/ar/destinations/south-korea', '/sw/destinations/turkey'])
      expect(res.text).toContain(`<loc>${api.config.publicUrl}${path}</loc>`);
  });
});

describe('treatment categories', () => {
  let api: TestApi;
  const sql = (text: string) => api.em.getConnection().execute(text);
  const slugsOf = (body: { items: { slug: string }[] }) => body.items.map((t) => t.slug);

  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  it.each([
    ['dental', ['dental-implants']],
    ['eye', ['cataract-surgery']],
    ['metabolic', ['diabetes-care-programme']],
    ['bariatric', ['gastric-sleeve-surgery']],
  ])('filters by the new category %s', async (category, slugs) => {
    const res = await api.http.get(`/api/treatments?category=${category}`).expect(200);
    expect(slugsOf(res.body)).toEqual(slugs);
  });

  it('says which categories have an active treatment, whatever the filter: one without any has no chip', async () => {
    const all = await api.http.get('/api/treatments?category=dental&q=implant').expect(200);
    expect(all.body.categories).toEqual([
      'orthopedic',
      'fertility',
      'cosmetic',
      'cardiology',
      'spinal',
      'cancer',
      'dental',
      'eye',
      'metabolic',
      'bariatric',
    ]);
    await sql(`update treatments set is_active = false where slug = 'dental-implants'`);
    try {
      const res = await api.http.get('/api/treatments').expect(200);
      expect(res.body.categories).not.toContain('dental');
      expect(res.body.categories).toContain('eye');
    } finally {
      await sql(`update treatments set is_active = true where slug = 'dental-implants'`);
    }
  });

  it.each(['dentistry', 'Dental', 'dental,eye', ''])('refuses the category %j with a 400 naming the field', async (category) => {
    const res = await api.http.get(`/api/treatments?category=${encodeURIComponent(category)}`).expect(400);
    expect(res.body.errors.category).toContain('category must be one of');
  });

  it('lets staff file a treatment under a new category, and refuses one not in the list', async () => {
    const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
    const created = await admin
      .post('/api/admin/treatments')
      .send({ name: 'Glaucoma Surgery', category: 'eye', description: 'Pressure relief for glaucoma' })
      .expect(201);
    try {
      const res = await api.http.get('/api/treatments?category=eye').expect(200);
      expect(slugsOf(res.body).sort()).toEqual(['cataract-surgery', 'glaucoma-surgery']);
      const refused = await admin.put(`/api/admin/treatments/${created.body.id}`).send({ category: 'ophthalmology' }).expect(400);
      expect(refused.body.errors.category).toContain('Category must be one of');
    } finally {
      await admin.delete(`/api/admin/treatments/${created.body.id}`).expect(200);
    }
  });
});
