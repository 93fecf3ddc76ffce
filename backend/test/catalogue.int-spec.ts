import { DESTINATIONS, TREATMENTS } from '../src/database/seeders/demo-catalogue.js';
import { startApi, type TestApi } from './support/app.js';

type Named = { name: string };
type Slugged = { slug: string };
const names = (items: Named[]) => items.map((i) => i.name);
const slugs = (items: Slugged[]) => items.map((i) => i.slug);

/** The seeded treatments' categories: every one but 'other' (the chips of the treatments page). */
const CATEGORIES_IN_USE = [
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
];

/** Every seeded demo hospital in the listing order: featured first, then by rating, then by name. */
const LISTING_ORDER = [
  'chao-phraya-international-hospital',
  'straits-heart-vascular-centre',
  'penang-lotus-fertility-hospital',
  'selangor-joint-spine-institute',
  'han-river-cancer-robotic-surgery-center',
  'sukhumvit-metabolic-bariatric-institute',
  'deccan-multispeciality-hospital',
  'klang-valley-dental-eye-centre',
  'bosphorus-aesthetic-ivf-hospital',
  'phuket-aesthetic-wellness-clinic',
  'coromandel-orthopaedic-centre',
];

describe('public catalogue API', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  describe('treatments', () => {
    it('lists the seeded treatments, paginated, with the spec example prices', async () => {
      const res = await api.http.get('/api/treatments?pageSize=50').expect(200);
      expect(res.body.total).toBe(TREATMENTS.length);
      expect(res.body.items).toHaveLength(14); // the spec's 10 and 4 for the conditions they did not reach
      const hip = res.body.items.find((t: Slugged) => t.slug === 'hip-replacement');
      expect(hip).toMatchObject({ name: 'Hip Replacement', minCostUsd: 8000, maxCostUsd: 15000, category: 'orthopedic' });
      expect(hip.availableIn).toEqual([
        { name: 'India', code: 'IN', slug: 'india', isDestination: true },
        { name: 'Malaysia', code: 'MY', slug: 'malaysia', isDestination: true },
      ]);
      const cancer = res.body.items.find((t: Slugged) => t.slug === 'cancer-treatment');
      expect(cancer).toMatchObject({ minCostUsd: 10000, maxCostUsd: 50000 });
    });

    it('pages through the list in a stable order, and answers an empty page past the end', async () => {
      const all = await api.http.get('/api/treatments?pageSize=50').expect(200);
      const pages = await Promise.all([1, 2, 3, 4].map((page) => api.http.get(`/api/treatments?pageSize=4&page=${page}`).expect(200)));
      expect(pages.map((p) => p.body.items.length)).toEqual([4, 4, 4, 2]);
      expect(pages.flatMap((p) => slugs(p.body.items))).toEqual(slugs(all.body.items));
      const again = await api.http.get('/api/treatments?pageSize=4&page=2').expect(200);
      expect(slugs(again.body.items)).toEqual(slugs(pages[1]!.body.items));

      const past = await api.http.get('/api/treatments?pageSize=4&page=1000').expect(200);
      expect(past.body).toEqual({ items: [], total: 14, page: 1000, pageSize: 4, categories: CATEGORIES_IN_USE });
    });

    it('searches name and description case-insensitively and filters by category', async () => {
      const byName = await api.http.get('/api/treatments?q=KNEE').expect(200);
      expect(names(byName.body.items)).toEqual(['Knee Replacement']);
      const byDescription = await api.http.get('/api/treatments?q=vitrification').expect(200);
      expect(names(byDescription.body.items)).toEqual(['Egg Freezing']);
      const cardiology = await api.http.get('/api/treatments?category=cardiology').expect(200);
      expect(names(cardiology.body.items).sort()).toEqual(['Angioplasty & Stenting', 'Heart Bypass Surgery']);
      const both = await api.http.get('/api/treatments?category=orthopedic&q=hip').expect(200);
      expect(names(both.body.items)).toEqual(['Hip Replacement']);
      const wildcard = await api.http.get('/api/treatments?q=%25').expect(200);
      expect(wildcard.body.total).toBe(0); // "%" is text, not a wildcard
      const nothing = await api.http.get('/api/treatments?q=zzzz-no-such-thing').expect(200);
      expect(nothing.body).toMatchObject({ items: [], total: 0 });
    });

    it.each([
      ['a negative page', 'page=-1', 'page'],
      ['page 0', 'page=0', 'page'],
      ['a page that is not a number', 'page=abc', 'page'],
      ['a fractional page', 'page=1.5', 'page'],
      ['a page past 1000', 'page=1001', 'page'],
      ['a huge page', 'page=99999999999', 'page'],
      ['an empty page size', 'pageSize=0', 'pageSize'],
      ['a page size past 50', 'pageSize=51', 'pageSize'],
      ['an unknown category', 'category=dentistry', 'category'],
      ['a search of 101 characters', `q=${'x'.repeat(101)}`, 'q'],
      ['two searches', 'q=a&q=b', 'q'],
      ['an unknown parameter', 'sort=name', 'sort'],
    ])('refuses %s with a 400 naming the field', async (_label, query, field) => {
      const res = await api.http.get(`/api/treatments?${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
      expect(res.body.errors).toHaveProperty(field);
    });

    it('accepts a search of exactly 100 characters', async () => {
      await api.http.get(`/api/treatments?q=${'x'.repeat(100)}`).expect(200);
    });

    it('shows a treatment page with the hospitals offering it, best rated first', async () => {
      const res = await api.http.get('/api/treatments/hip-replacement').expect(200);
      expect(res.body).toMatchObject({ name: 'Hip Replacement', minCostUsd: 8000, maxCostUsd: 15000, hospitalCount: 2 });
      expect(res.body.procedures).toEqual(['Total hip replacement', 'Partial hip replacement', 'Hip resurfacing', 'Revision surgery']);
      expect(res.body.offers.map((o: { hospital: Slugged }) => o.hospital.slug)).toEqual([
        'selangor-joint-spine-institute',
        'coromandel-orthopaedic-centre',
      ]);
      expect(res.body.offers[0]).toMatchObject({
        minCostUsd: 8500,
        maxCostUsd: 14500,
        hospital: {
          name: 'Selangor Joint & Spine Institute (Demo)',
          city: 'Petaling Jaya',
          rating: 4.6,
          isDemo: true,
          country: { name: 'Malaysia', code: 'MY' },
        },
      });
    });

    it.each([
      ['an unknown slug', 'no-such-treatment'],
      ['something that is not a slug', 'Hip_Replacement'],
      ['an over-long slug', 'x'.repeat(300)],
    ])('answers 404 for %s', async (_label, slug) => {
      const res = await api.http.get(`/api/treatments/${slug}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Treatment not found' });
    });
  });

  describe('hospitals', () => {
    it('lists every active hospital in a stable order (featured, rating, name), labelled as demo data', async () => {
      const res = await api.http.get('/api/hospitals?pageSize=50').expect(200);
      expect(res.body.total).toBe(11);
      expect(slugs(res.body.items)).toEqual(LISTING_ORDER);
      const chao = res.body.items[0];
      expect(chao).toMatchObject({
        name: 'Chao Phraya International Hospital (Demo)',
        city: 'Bangkok',
        rating: 4.9,
        establishedYear: 1985,
        doctorCount: 400,
        country: { name: 'Thailand', code: 'TH', slug: 'thailand' },
        isDemo: true,
        featured: true,
        specialties: ['Cardiology', 'Cosmetic Surgery', 'Orthopedics'],
        accreditations: ['JCI (demo)', 'HA Thailand (demo)'],
      });
      expect(chao.languages).toHaveLength(4);
      expect(chao.features).toHaveLength(3);
    });

    it('pages without repeating or skipping a hospital', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => api.http.get(`/api/hospitals?pageSize=4&page=${page}`).expect(200)));
      expect(pages.map((p) => p.body.total)).toEqual([11, 11, 11]);
      expect(pages.flatMap((p) => slugs(p.body.items))).toEqual(LISTING_ORDER);
      const past = await api.http.get('/api/hospitals?page=1000').expect(200);
      expect(past.body).toEqual({ items: [], total: 11, totalCapped: false, page: 1000, pageSize: 12 });
    });

    it('lists the four featured hospitals for the landing page', async () => {
      const res = await api.http.get('/api/hospitals?featured=true&pageSize=4').expect(200);
      expect(res.body.total).toBe(4);
      expect(res.body.items.map((h: Slugged & { featured: boolean }) => [h.slug, h.featured])).toEqual(
        LISTING_ORDER.slice(0, 4).map((slug) => [slug, true]),
      );
    });

    it('searches name, city and specialties case-insensitively', async () => {
      const byCity = await api.http.get('/api/hospitals?q=KUALA').expect(200);
      expect(slugs(byCity.body.items)).toEqual(['straits-heart-vascular-centre', 'klang-valley-dental-eye-centre']);
      const byName = await api.http.get('/api/hospitals?q=lotus').expect(200);
      expect(slugs(byName.body.items)).toEqual(['penang-lotus-fertility-hospital']);
      const bySpecialty = await api.http.get('/api/hospitals?q=oncology').expect(200);
      expect(slugs(bySpecialty.body.items)).toEqual([
        'straits-heart-vascular-centre',
        'han-river-cancer-robotic-surgery-center',
        'deccan-multispeciality-hospital',
      ]);
      const nothing = await api.http.get('/api/hospitals?q=%5F%5F').expect(200); // "__" is text, not two wildcards
      expect(nothing.body).toMatchObject({ items: [], total: 0 });
    });

    it('filters by country (code or slug) and specialty, together with the search', async () => {
      const byCode = await api.http.get('/api/hospitals?country=my').expect(200);
      expect(byCode.body.items.map((h: { city: string }) => h.city)).toEqual([
        'Kuala Lumpur',
        'George Town',
        'Petaling Jaya',
        'Kuala Lumpur',
      ]);
      const bySlug = await api.http.get('/api/hospitals?country=south-korea').expect(200);
      expect(slugs(bySlug.body.items)).toEqual(['han-river-cancer-robotic-surgery-center']);
      const fertility = await api.http.get('/api/hospitals?specialty=fertility').expect(200);
      expect(slugs(fertility.body.items)).toEqual(['penang-lotus-fertility-hospital', 'bosphorus-aesthetic-ivf-hospital']);
      const combined = await api.http.get('/api/hospitals?country=IN&specialty=cardiology&q=hyderabad').expect(200);
      expect(slugs(combined.body.items)).toEqual(['deccan-multispeciality-hospital']);
      const none = await api.http.get('/api/hospitals?country=TR&specialty=oncology').expect(200);
      expect(none.body).toMatchObject({ items: [], total: 0 });
    });

    // Hospital search is served ahead of Nest's pipeline (common/http/public-read.ts): what every
    // route answers must not be lost on the way.
    it('answers with what every route answers: its request id, the same headers, HEAD, and errors in the envelope', async () => {
      const id = `search-${Date.now()}`;
      const search = await api.http.get('/api/hospitals?q=heart').set('X-Request-Id', id).expect(200);
      const treatments = await api.http.get('/api/treatments').expect(200);
      expect(search.headers['x-request-id']).toBe(id);
      const sameEverywhere = (headers: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(headers).filter(([name]) => !/^(date|etag|content-length|content-encoding|x-request-id)$/.test(name)),
        );
      expect(sameEverywhere(search.headers)).toEqual(sameEverywhere(treatments.headers));
      expect(slugs(search.body.items)).toContain('straits-heart-vascular-centre');

      const head = await api.http.head('/api/hospitals?q=heart').expect(200);
      expect(head.headers.etag).toBe(search.headers.etag);
      expect(head.text ?? '').toBe('');
      await api.http.get('/api/hospitals?q=heart').set('If-None-Match', search.headers.etag!).expect(304);

      const refused = await api.http.get('/api/hospitals?featured=maybe').expect(400);
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(refused.headers['content-security-policy']).toBe(treatments.headers['content-security-policy']);
      expect(refused.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        messageCode: 'validationFailed',
        errors: { featured: 'featured must be true or false' },
      });
    });

    it('names the unknown country or specialty in a 400', async () => {
      const res = await api.http.get('/api/hospitals?country=atlantis&specialty=podiatry').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        messageCode: 'validationFailed',
        errors: { country: 'Unknown country: atlantis', specialty: 'Unknown specialty: podiatry' },
      });
    });

    it.each([
      ['a negative page', 'page=-1', 'page'],
      ['a page past 1000', 'page=1001', 'page'],
      ['a page size of 500', 'pageSize=500', 'pageSize'],
      ['a search of 101 characters', `q=${'a'.repeat(101)}`, 'q'],
      ['a country that is no code or slug', 'country=..%2F..%2Fetc', 'country'],
      ['two countries', 'country=MY&country=TH', 'country'],
      ['a specialty that is no slug', 'specialty=Cardiology%20Surgery', 'specialty'],
      ['featured=maybe', 'featured=maybe', 'featured'],
      ['an unknown parameter', 'rating=5', 'rating'],
    ])('refuses %s with a 400 naming the field', async (_label, query, field) => {
      const res = await api.http.get(`/api/hospitals?${query}`).expect(400);
      expect(res.body.errors).toHaveProperty(field);
    });

    it('offers the filter choices: destination countries and every specialty', async () => {
      const res = await api.http.get('/api/hospitals/filters').expect(200);
      expect(names(res.body.countries)).toEqual(['India', 'Malaysia', 'South Korea', 'Thailand', 'Turkey']);
      expect(res.body.countries[0]).toEqual({ name: 'India', code: 'IN', slug: 'india' });
      expect(names(res.body.specialties)).toEqual([
        'Bariatric Surgery',
        'Cardiology',
        'Cosmetic Surgery',
        'Dentistry',
        'Endocrinology',
        'Fertility',
        'Neurosurgery',
        'Oncology',
        'Ophthalmology',
        'Orthopedics',
      ]);
    });

    it('shows a hospital profile with its specialties, treatment prices and latest reviews', async () => {
      const res = await api.http.get('/api/hospitals/straits-heart-vascular-centre').expect(200);
      expect(res.body).toMatchObject({
        name: 'Straits Heart & Vascular Centre (Demo)',
        isDemo: true,
        city: 'Kuala Lumpur',
        rating: 4.8,
        phone: '+60 3-0000 0001',
        bedCapacity: 320,
        reviewCount: 2,
        successStoryCount: 1,
      });
      expect(res.body.specializations.map((s: Named) => s.name)).toEqual(['Cardiology', 'Oncology']);
      expect(res.body.treatments).toEqual([
        {
          id: expect.any(String),
          slug: 'angioplasty-stenting',
          name: 'Angioplasty & Stenting',
          category: 'cardiology',
          minCostUsd: 5500,
          maxCostUsd: 9500,
          casesCompleted: 5400,
          averageSuccessRate: 95,
        },
        {
          id: expect.any(String),
          slug: 'heart-bypass-surgery',
          name: 'Heart Bypass Surgery',
          category: 'cardiology',
          minCostUsd: 14000,
          maxCostUsd: 24000,
          casesCompleted: 3200,
          averageSuccessRate: 96,
        },
      ]);
      expect(res.body.reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual(['Samuel K.', 'Adaeze O.']);
      // The demo seed's reviews say they are samples, and count in neither kind of the rating summary.
      expect(res.body.reviews.map((r: { provenance: unknown }) => r.provenance)).toEqual([{ kind: 'demo' }, { kind: 'demo' }]);
      expect(res.body.ratingSummary).toEqual({ verified: { count: 0, averageRating: null }, imported: { count: 0, averageRating: null } });
    });

    it.each(['no-such-hospital', 'Straits', 'compare-x'])('answers 404 for the hospital %s', async (slug) => {
      const res = await api.http.get(`/api/hospitals/${slug}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Hospital not found' });
    });
  });

  describe('search over specialties stays current', () => {
    const sql = (text: string, params: unknown[] = []) => api.em.getConnection().execute(text, params);
    afterAll(async () => {
      await sql(`update specializations set name = 'Fertility' where slug = 'fertility'`);
      await sql(`delete from hospital_specializations where hospital_id = (select id from hospitals where slug = 'coromandel-orthopaedic-centre')
                   and specialization_id = (select id from specializations where slug = 'oncology')`);
    });

    it('finds a hospital by a specialty added, renamed or removed after it was created', async () => {
      const search = async (q: string) => slugs((await api.http.get(`/api/hospitals?q=${encodeURIComponent(q)}`).expect(200)).body.items);
      /** The seeded oncology hospitals, in the listing order. */
      const oncology = ['straits-heart-vascular-centre', 'han-river-cancer-robotic-surgery-center', 'deccan-multispeciality-hospital'];
      expect(await search('oncology')).toEqual(oncology);
      await sql(`insert into hospital_specializations (id, hospital_id, specialization_id)
                 select gen_random_uuid(), h.id, s.id from hospitals h, specializations s
                  where h.slug = 'coromandel-orthopaedic-centre' and s.slug = 'oncology'`);
      expect(await search('oncology')).toEqual([...oncology, 'coromandel-orthopaedic-centre']);

      await sql(`update specializations set name = 'Reproductive Medicine' where slug = 'fertility'`);
      expect(await search('reproductive')).toEqual(['penang-lotus-fertility-hospital', 'bosphorus-aesthetic-ivf-hospital']);
      expect(await search('fertility')).toEqual(['penang-lotus-fertility-hospital']); // by its name only now

      await sql(`delete from hospital_specializations where hospital_id = (select id from hospitals where slug = 'coromandel-orthopaedic-centre')
                   and specialization_id = (select id from specializations where slug = 'oncology')`);
      expect(await search('oncology')).toEqual(oncology);
    });
  });

  describe('a catalogue larger than the count limit', () => {
    const sql = (text: string) => api.em.getConnection().execute(text);
    beforeAll(async () => {
      await sql(`insert into hospitals (id, name, slug, city, country_id, is_demo, rating)
                 select gen_random_uuid(), 'Generated Clinic ' || g, 'generated-clinic-' || g, 'Ipoh',
                        (select id from countries where code = 'MY'), true, 3.0
                   from generate_series(1, 120) g`);
    });
    afterAll(async () => sql(`delete from hospitals where slug like 'generated-clinic-%'`));

    it('counts up to 100 and says there are more, while every page still works', async () => {
      const res = await api.http.get('/api/hospitals?country=MY&pageSize=50').expect(200);
      expect(res.body).toMatchObject({ total: 100, totalCapped: true });
      expect(res.body.items).toHaveLength(50);
      const last = await api.http.get('/api/hospitals?country=MY&pageSize=50&page=3').expect(200);
      expect(last.body.items).toHaveLength(24); // 124 Malaysian hospitals: the third page holds the last 24
      const search = await api.http.get('/api/hospitals?q=generated%20clinic').expect(200);
      expect(search.body).toMatchObject({ total: 100, totalCapped: true });
      const exact = await api.http.get('/api/hospitals?q=penang').expect(200);
      expect(exact.body).toMatchObject({ total: 1, totalCapped: false });
    });
  });

  describe('hospital comparison', () => {
    const three = ['deccan-multispeciality-hospital', 'straits-heart-vascular-centre', 'han-river-cancer-robotic-surgery-center'];

    it('compares up to three hospitals side by side, in the order asked', async () => {
      const res = await api.http.get(`/api/hospitals/compare?ids=${three.join(',')}`).expect(200);
      expect(slugs(res.body.items)).toEqual(three);
      expect(res.body.items[0]).toMatchObject({ city: 'Hyderabad', doctorCount: 520, reviewCount: 2, successStoryCount: 1 });
      expect(res.body.items[0].treatments.map((t: Slugged & { minCostUsd: number }) => [t.slug, t.minCostUsd])).toEqual([
        ['angioplasty-stenting', 5000],
        ['cancer-treatment', 10000],
        ['spinal-fusion', 12000],
      ]);
    });

    it('accepts a single hospital, repeated ids and the form encoding (ids=a&ids=b)', async () => {
      const one = await api.http.get(`/api/hospitals/compare?ids=${three[0]}`).expect(200);
      expect(slugs(one.body.items)).toEqual([three[0]]);
      const repeated = await api.http.get(`/api/hospitals/compare?ids=${three[0]},${three[0]}`).expect(200);
      expect(slugs(repeated.body.items)).toEqual([three[0]]);
      const form = await api.http.get(`/api/hospitals/compare?ids=${three[0]}&ids=${three[1]}`).expect(200);
      expect(slugs(form.body.items)).toEqual(three.slice(0, 2));
    });

    it('refuses no hospital and more than three', async () => {
      for (const query of ['', '?ids=', '?ids=,']) {
        const res = await api.http.get(`/api/hospitals/compare${query}`).expect(400);
        expect(res.body.errors).toHaveProperty('ids');
      }
      const four = await api.http.get(`/api/hospitals/compare?ids=${[...three, 'coromandel-orthopaedic-centre'].join(',')}`).expect(400);
      expect(four.body.errors).toEqual({ ids: 'You can compare up to 3 hospitals at a time' });
    });

    it('names the hospitals it does not know', async () => {
      const res = await api.http.get(`/api/hospitals/compare?ids=${three[0]},nowhere-clinic`).expect(404);
      expect(res.body.message).toBe('Hospital not found: nowhere-clinic');
      await api.http.get('/api/hospitals/compare?ids=Not_A_Slug').expect(400);
    });
  });

  describe('destinations', () => {
    it('lists the five destinations with their guide content and two best-rated hospitals each', async () => {
      const res = await api.http.get('/api/destinations').expect(200);
      expect(res.body.total).toBe(5);
      expect(names(res.body.items)).toEqual(['India', 'Malaysia', 'South Korea', 'Thailand', 'Turkey']);
      const malaysia = res.body.items.find((d: Named) => d.name === 'Malaysia');
      expect(malaysia).toMatchObject({
        slug: 'malaysia',
        code: 'MY',
        capital: 'Kuala Lumpur',
        avgCostSavingMinPct: 60,
        avgCostSavingMaxPct: 80,
        safetyRating: 5,
        flightTimeFromAfrica: '10-14 hours via the Gulf',
        hospitalCount: 4,
      });
      const seeded = DESTINATIONS.find((d) => d.code === 'MY')!;
      expect(malaysia).toMatchObject({
        highlights: seeded.highlights,
        languages: seeded.languages,
        specialties: seeded.specialties,
        visaInfo: seeded.visaInfo,
      });
      expect(malaysia.popularHospitals).toEqual([
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
      ]);
      const turkey = res.body.items.find((d: Named) => d.name === 'Turkey');
      expect(turkey).toMatchObject({ hospitalCount: 1 });
      expect(turkey.popularHospitals).toEqual([
        {
          slug: 'bosphorus-aesthetic-ivf-hospital',
          name: 'Bosphorus Aesthetic & IVF Hospital (Demo)',
          city: 'Istanbul',
          rating: 4.5,
          isDemo: true,
        },
      ]);
    });

    it('pages and validates like the other lists', async () => {
      const page2 = await api.http.get('/api/destinations?pageSize=2&page=2').expect(200);
      expect(names(page2.body.items)).toEqual(['South Korea', 'Thailand']);
      await api.http.get('/api/destinations?page=-3').expect(400);
      await api.http.get('/api/destinations?country=my').expect(400);
    });
  });

  describe('compression', () => {
    it('gzips lists for clients that accept it, and leaves small answers alone', async () => {
      const zipped = await api.http.get('/api/hospitals').set('Accept-Encoding', 'gzip').expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['vary']).toContain('Accept-Encoding');
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zipped.body.total).toBe(11);
      const plain = await api.http.get('/api/hospitals').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const small = await api.http.get('/api/hospitals/filters').set('Accept-Encoding', 'gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('sitemap and robots', () => {
    it('lists the public pages and every active treatment, destination and hospital, each in every language', async () => {
      const res = await api.http.get('/api/sitemap.xml').expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const base = api.config.publicUrl;
      const entries = [...res.text.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
      const loc = (entry: string) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!.slice(base.length);
      // Every active treatment by slug, every destination by slug, then every active hospital best listing first (as the list orders them).
      const pages = [
        '/',
        '/about',
        '/treatments',
        '/destinations',
        '/hospitals',
        '/patient-guide',
        '/contact',
        '/privacy',
        '/terms',
        ...TREATMENTS.map((t) => `/treatments/${t.slug}`).sort(),
        ...DESTINATIONS.map((d) => `/destinations/${d.slug}`).sort(),
        ...LISTING_ORDER.map((slug) => `/hospitals/${slug}`),
      ];
      const inEveryLanguage = (path: string) => [
        path,
        ...['fr', 'ar', 'sw'].map((lang) => (path === '/' ? `/${lang}` : `/${lang}${path}`)),
      ];
      expect(entries.map(loc)).toEqual(pages.flatMap(inEveryLanguage));
      expect(entries).toHaveLength((9 + 14 + 5 + 11) * 4);
      // Each entry names the page in every language, English as the default (what Google reads as hreflang).
      const alternates = (entry: string) =>
        Object.fromEntries(
          [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
            m[1],
            m[2]!.slice(base.length),
          ]),
        );
      const hipInSwahili = entries.find((entry) => loc(entry) === '/sw/treatments/hip-replacement')!;
      expect(alternates(hipInSwahili)).toEqual({
        en: '/treatments/hip-replacement',
        fr: '/fr/treatments/hip-replacement',
        ar: '/ar/treatments/hip-replacement',
        sw: '/sw/treatments/hip-replacement',
        'x-default': '/treatments/hip-replacement',
      });
      expect(alternates(entries.find((entry) => loc(entry) === '/fr')!)).toEqual({
        en: '/',
        fr: '/fr',
        ar: '/ar',
        sw: '/sw',
        'x-default': '/',
      });
      expect(hipInSwahili).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    });

    it('points crawlers to the sitemap and away from private areas', async () => {
      const res = await api.http.get('/api/robots.txt').expect(200);
      expect(res.text).toBe(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /auth',
          'Disallow: /dashboard',
          'Disallow: /fr/auth',
          'Disallow: /fr/dashboard',
          'Disallow: /ar/auth',
          'Disallow: /ar/dashboard',
          'Disallow: /sw/auth',
          'Disallow: /sw/dashboard',
          '',
          `Sitemap: ${api.config.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
    });
  });
});
