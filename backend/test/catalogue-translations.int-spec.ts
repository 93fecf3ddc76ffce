import type { Agent } from 'supertest';
import { DESTINATIONS, HOSPITALS, TREATMENTS } from '../src/database/seeders/demo-catalogue.js';
import { DEMO_TRANSLATIONS } from '../src/database/seeders/translations/index.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const { fr: FR, ar: AR, sw: SW } = DEMO_TRANSLATIONS;
const HIP = TREATMENTS.find((t) => t.slug === 'hip-replacement')!;
const MALAYSIA = DESTINATIONS.find((d) => d.slug === 'malaysia')!;
/** A demo hospital in Malaysia offering treatments and specialties. */
const STRAITS = HOSPITALS.find((h) => h.slug === 'straits-heart-vascular-centre')!;

describe('catalogue content in French, Arabic and Swahili', () => {
  let api: TestApi;
  let admin: Agent;

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => api.close());

  it('a French patient reads a treatment in French, its countries named in French; English stays the default', async () => {
    const fr = await api.http.get('/api/treatments/hip-replacement?lang=fr').expect(200);
    expect(fr.body).toMatchObject({
      name: FR.treatments['hip-replacement']!.name,
      description: FR.treatments['hip-replacement']!.description,
      procedures: FR.treatments['hip-replacement']!.procedures,
      benefits: FR.treatments['hip-replacement']!.benefits,
      minCostUsd: HIP.minCostUsd,
    });
    expect(fr.body.availableIn.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Inde', 'Malaisie']));
    expect(fr.body.offers.map((o: { hospital: { country: { name: string } } }) => o.hospital.country.name)).toContain('Malaisie');

    for (const query of ['', '?lang=en']) {
      const en = await api.http.get(`/api/treatments/hip-replacement${query}`).expect(200);
      expect(en.body).toMatchObject({ name: 'Hip Replacement', description: HIP.description, procedures: HIP.procedures });
      expect(en.body.availableIn.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['India', 'Malaysia']));
    }
  });

  it('the treatments list is in Swahili, and a search finds a treatment by its name in the page’s language', async () => {
    const sw = await api.http.get('/api/treatments?lang=sw&pageSize=50').expect(200);
    const names = sw.body.items.map((t: { name: string }) => t.name);
    expect(names).toContain(SW.treatments['hip-replacement']!.name);
    expect(names).not.toContain('Hip Replacement');

    // A word of the French name only ("hanche" is in no English text).
    const word = FR.treatments['hip-replacement']!.name.split(/\s+/).at(-1)!;
    const found = await api.http.get(`/api/treatments?lang=fr&q=${encodeURIComponent(word)}`).expect(200);
    expect(found.body.items.map((t: { slug: string }) => t.slug)).toContain('hip-replacement');
    const english = await api.http.get(`/api/treatments?q=${encodeURIComponent(word)}`).expect(200);
    expect(english.body.items.map((t: { slug: string }) => t.slug)).not.toContain('hip-replacement');
  });

  it('destinations in Arabic: the country’s name, its guide and its facts', async () => {
    const ar = await api.http.get('/api/destinations?lang=ar').expect(200);
    const malaysia = ar.body.items.find((d: { slug: string }) => d.slug === 'malaysia');
    expect(malaysia).toMatchObject({
      name: 'ماليزيا',
      description: AR.destinations.malaysia!.description,
      highlights: AR.destinations.malaysia!.highlights,
      visaInfo: AR.destinations.malaysia!.visaInfo,
      flightTimeFromAfrica: AR.destinations.malaysia!.flightTimeFromAfrica,
      capital: MALAYSIA.capital,
      avgCostSavingMinPct: MALAYSIA.avgCostSavingMinPct,
    });
  });

  it('hospitals in French: the list’s cards, the profile, the comparison and the filters', async () => {
    const list = await api.http.get('/api/hospitals?lang=fr&country=malaysia&pageSize=50').expect(200);
    const card = list.body.items.find((h: { slug: string }) => h.slug === STRAITS.slug);
    expect(card).toMatchObject({
      name: STRAITS.name,
      country: { name: 'Malaisie', code: 'MY' },
      description: FR.hospitals[STRAITS.slug]!.description,
      features: FR.hospitals[STRAITS.slug]!.features,
      specialties: expect.arrayContaining([FR.specializations.cardiology!.name]),
    });

    const profile = await api.http.get(`/api/hospitals/${STRAITS.slug}?lang=fr`).expect(200);
    expect(profile.body.description).toBe(FR.hospitals[STRAITS.slug]!.description);
    expect(profile.body.treatments.map((t: { name: string }) => t.name)).toContain(FR.treatments['heart-bypass-surgery']!.name);
    expect(profile.body.specializations.map((s: { name: string }) => s.name)).toContain(FR.specializations.cardiology!.name);

    const compared = await api.http.get(`/api/hospitals/compare?ids=${STRAITS.slug}&lang=sw`).expect(200);
    expect(compared.body.items[0].description).toBe(SW.hospitals[STRAITS.slug]!.description);

    const filters = await api.http.get('/api/hospitals/filters?lang=fr').expect(200);
    const specialties = filters.body.specialties.map((s: { name: string }) => s.name);
    expect(specialties).toContain(FR.specializations.cardiology!.name);
    expect(specialties).toEqual([...specialties].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(filters.body.countries.map((c: { name: string }) => c.name)).toContain('Corée du Sud');
  });

  it.each([
    '/api/treatments?lang=de',
    '/api/treatments/hip-replacement?lang=EN',
    '/api/destinations?lang=',
    '/api/hospitals?lang=xx',
    '/api/hospitals/filters?lang=french',
    `/api/hospitals/${STRAITS.slug}?lang=de`,
    `/api/hospitals/compare?ids=${STRAITS.slug}&lang=de`,
  ])('refuses a language the site does not speak: %s → 400 naming it', async (path) => {
    const res = await api.http.get(path).expect(400);
    expect(JSON.stringify(res.body)).toContain('lang must be one of en, fr, ar, sw');
  });

  describe('staff edit the translations beside the English', () => {
    const english = {
      name: 'Translation Test Surgery',
      category: 'other',
      description: 'An English description.',
      procedures: ['First step', 'Second step'],
      benefits: ['A benefit'],
    };
    const french = {
      name: 'Chirurgie d’essai de traduction',
      description: 'Une description en français.',
      procedures: ['Première étape', 'Deuxième étape'],
      benefits: ['Un bénéfice'],
    };

    it('a record is marked untranslated until every text is; patients see the English where one is missing', async () => {
      const created = await admin
        .post('/api/admin/treatments')
        .send({ ...english, translations: { fr: { name: french.name } } })
        .expect(201);
      const { id, slug } = created.body;
      expect(created.body.translations).toEqual({ fr: { name: french.name } });
      expect(created.body.untranslated).toEqual(['fr', 'ar', 'sw']);

      // The French name shows; every other text of the French page is the English.
      const partial = await api.http.get(`/api/treatments/${slug}?lang=fr`).expect(200);
      expect(partial.body).toMatchObject({ name: french.name, description: english.description, procedures: english.procedures });

      const complete = await admin
        .put(`/api/admin/treatments/${id}`)
        .send({ translations: { fr: { ...french, procedures: ['  Première étape ', '', 'Deuxième étape'] }, ar: { name: '' } } })
        .expect(200);
      // Trimmed, empty lines and empty texts dropped: an emptied input is untranslated, not blank.
      expect(complete.body.translations).toEqual({ fr: french });
      expect(complete.body.untranslated).toEqual(['ar', 'sw']);
      const listed = await admin.get(`/api/admin/treatments?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`).expect(200);
      expect(listed.body[0].untranslated).toEqual(['ar', 'sw']);

      // The public page changes at once (the catalogue cache follows every write).
      await api.http
        .get(`/api/treatments/${slug}?lang=fr`)
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject(french));
      await api.http
        .get(`/api/treatments/${slug}?lang=ar`)
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ name: english.name, description: english.description }));

      // Clearing the French description brings the English back there, and the mark.
      const cleared = await admin
        .put(`/api/admin/treatments/${id}`)
        .send({ translations: { fr: { ...french, description: '   ' } } })
        .expect(200);
      expect(cleared.body.untranslated).toEqual(['fr', 'ar', 'sw']);
      await api.http
        .get(`/api/treatments/${slug}?lang=fr`)
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ name: french.name, description: english.description }));

      // The English is the record's own: editing it leaves the translations as they are.
      const renamed = await admin.put(`/api/admin/treatments/${id}`).send({ description: 'A new English description.' }).expect(200);
      expect(renamed.body.translations.fr.name).toBe(french.name);
    });

    it('two staff members translating one record into different languages at once keep each other’s work', async () => {
      const created = await admin
        .post('/api/admin/treatments')
        .send({
          ...english,
          name: `Two Translators ${Math.random().toString(36).slice(2, 8)}`,
          translations: { fr: { name: 'Ancien nom' } },
        })
        .expect(201);
      const { agent: colleague } = await signedInAgent(api.app, api.em, 'admin');
      // Both opened the form on the same record; each saves only what they changed (the back office sends the changed texts).
      await admin
        .put(`/api/admin/treatments/${created.body.id}`)
        .send({ translations: { fr: { name: french.name, description: french.description } } })
        .expect(200);
      const saved = await colleague
        .put(`/api/admin/treatments/${created.body.id}`)
        .send({ translations: { sw: { name: 'Upasuaji wa majaribio' } } })
        .expect(200);
      expect(saved.body.translations).toEqual({
        fr: { name: french.name, description: french.description },
        sw: { name: 'Upasuaji wa majaribio' },
      });
      // A language sent as null loses its texts; the whole as null loses them all.
      const withoutFrench = await admin
        .put(`/api/admin/treatments/${created.body.id}`)
        .send({ translations: { fr: null } })
        .expect(200);
      expect(withoutFrench.body.translations).toEqual({ sw: { name: 'Upasuaji wa majaribio' } });
      const none = await admin.put(`/api/admin/treatments/${created.body.id}`).send({ translations: null }).expect(200);
      expect(none.body.translations).toEqual({});
    });

    it.each([
      [{ de: { name: 'Hüftersatz' } }, 'Translations: unknown language "de" (fr, ar or sw)'],
      [{ fr: { name: 'x'.repeat(151) } }, 'French name must be at most 150 characters'],
      [{ ar: { procedures: 'not a list' } }, 'Arabic procedures must be a list of texts'],
      [{ sw: { procedures: [1, 2] } }, 'Swahili procedures must be a list of texts'],
      [{ fr: { minCostUsd: 10 } }, 'French translation: "minCostUsd" cannot be translated'],
      [{ fr: 'Prothèse' }, 'French translation must be an object of texts'],
      [['fr'], 'Translations must be an object by language (fr, ar, sw)'],
    ])('refuses malformed translations %j with 400 saying what is wrong, and saves nothing', async (translations, message) => {
      const created = await admin
        .post('/api/admin/treatments')
        .send({ ...english, name: `Bad Translation ${Math.random().toString(36).slice(2, 8)}` })
        .expect(201);
      const res = await admin.put(`/api/admin/treatments/${created.body.id}`).send({ translations, description: 'Changed' }).expect(400);
      expect(res.body.errors).toEqual({ translations: message });
      const kept = await admin.get(`/api/admin/treatments/${created.body.id}`).expect(200);
      expect(kept.body).toMatchObject({ description: english.description, translations: {} });
    });

    it('destinations, hospitals and specialties carry their translations and marks too', async () => {
      const countries = await admin.get('/api/admin/countries?filter={"q":"malaysia"}').expect(200);
      expect(countries.body[0]).toMatchObject({ translations: { fr: FR.destinations.malaysia }, untranslated: [] });
      const specialty = await admin.get('/api/admin/specializations?filter={"q":"cardiology"}').expect(200);
      expect(specialty.body[0]).toMatchObject({ translations: { sw: SW.specializations.cardiology }, untranslated: [] });

      const hospital = await admin
        .post('/api/admin/hospitals')
        .send({
          name: 'Translation Test Hospital',
          city: 'Ipoh',
          countryId: countries.body[0].id,
          description: 'A hospital for the translation test.',
          features: ['Airport pickup'],
          translations: { ar: { description: 'مستشفى لاختبار الترجمة.', features: ['الاستقبال من المطار'] } },
        })
        .expect(201);
      expect(hospital.body.untranslated).toEqual(['fr', 'sw']);
      const profile = await api.http.get(`/api/hospitals/${hospital.body.slug}?lang=ar`).expect(200);
      expect(profile.body).toMatchObject({ description: 'مستشفى لاختبار الترجمة.', features: ['الاستقبال من المطار'] });
    });

    it('a moderator cannot change a translation (admin only)', async () => {
      const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
      const treatments = await admin.get('/api/admin/treatments?filter={"q":"Hip Replacement"}').expect(200);
      await moderator
        .put(`/api/admin/treatments/${treatments.body[0].id}`)
        .send({ translations: { fr: { name: 'Vandalisme' } } })
        .expect(403);
      await api.http
        .get('/api/treatments/hip-replacement?lang=fr')
        .expect(200)
        .expect((r) => expect(r.body.name).toBe(FR.treatments['hip-replacement']!.name));
    });
  });
});
