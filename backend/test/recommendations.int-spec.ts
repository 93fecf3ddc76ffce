import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { CONDITION_CATEGORIES, type HospitalRecommendation } from '@medtour/contracts';
import { CONDITION_MAPPINGS, HOSPITALS, type HospitalSeed, SPECIALIZATIONS, TREATMENTS } from '../src/database/seeders/demo-catalogue.js';
import { FR } from '../src/database/seeders/translations/fr.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

const COUNTRY_NAMES: Record<string, string> = { MY: 'Malaysia', TH: 'Thailand', IN: 'India', TR: 'Turkey', KR: 'South Korea' };
const specialtyName = (slug: string) => SPECIALIZATIONS.find((s) => s.slug === slug)!.name;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A seeded hospital's card, worked out from the seed's source data (spec §9: most experienced specialty, first accreditation). */
function card(h: HospitalSeed) {
  const [top] = [...h.specializations].sort(
    (a, b) => b.experienceYears - a.experienceYears || byText(specialtyName(a.slug), specialtyName(b.slug)),
  );
  return {
    id: expect.any(String),
    slug: h.slug,
    name: h.name,
    city: h.city,
    country: COUNTRY_NAMES[h.countryCode],
    rating: h.rating,
    patientStoriesCount: h.patientStoriesCount,
    successRatePercentage: h.successRatePercentage,
    reviewsCount: h.reviews.length,
    successStoriesCount: h.reviews.filter((r) => r.isSuccessStory).length,
    accreditation: h.accreditations[0],
    specialization: specialtyName(top!.slug),
    minCostUsd: Math.min(...h.treatments.map((t) => t.minCostUsd)),
    maxCostUsd: Math.max(...h.treatments.map((t) => t.maxCostUsd)),
    isDemo: true,
    // No condition to explain: the card names its specialty and country only.
    fitTreatment: null,
  };
}

/** Best rated first, then by name. */
const BY_RATING = [...HOSPITALS].sort((a, b) => b.rating - a.rating || byText(a.name, b.name));

describe('recommendations', () => {
  let api: TestApi;
  let patient: Agent;
  beforeAll(async () => {
    api = await startApi();
    ({ agent: patient } = await signedInAgent(api.app, api.em, 'user'));
  });
  afterAll(async () => api.close());

  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);
  /** What a card says of why it fits: specialty, country, the condition's treatment there, and its estimated cost. */
  const fitOf = (h: HospitalRecommendation) => [h.name, h.specialization, h.country, h.fitTreatment, h.minCostUsd, h.maxCostUsd];

  it('lists active hospitals best rated first with the card fields', async () => {
    const { body } = await patient.get('/api/recommendations/hospitals?pageSize=50').expect(200);
    expect(body.total).toBe(HOSPITALS.length);
    expect(body.maxBudget).toBeNull(); // no assessment yet: no maximum
    expect(body.items).toEqual(BY_RATING.map(card));
    expect(body.items[0]).toMatchObject({
      slug: 'chao-phraya-international-hospital',
      specialization: 'Cardiology',
      minCostUsd: 3000,
      maxCostUsd: 25000,
    });
  });

  it('applies every hospital filter on the server', async () => {
    expect(names((await patient.get('/api/recommendations/hospitals?minRating=4.8').expect(200)).body).sort()).toEqual([
      'Chao Phraya International Hospital (Demo)',
      'Han River Cancer & Robotic Surgery Center (Demo)',
      'Straits Heart & Vascular Centre (Demo)',
    ]);
    const thai = (await patient.get('/api/recommendations/hospitals?country=THAI').expect(200)).body;
    expect(thai.items).toEqual(BY_RATING.filter((h) => h.countryCode === 'TH').map(card));
    expect(thai.total).toBe(3);
    const page2 = (await patient.get('/api/recommendations/hospitals?pageSize=4&page=2').expect(200)).body;
    expect(page2).toMatchObject({ total: HOSPITALS.length, page: 2, pageSize: 4 });
    expect(names(page2)).toEqual(BY_RATING.slice(4, 8).map((h) => h.name));
    const fertility = (await patient.get('/api/recommendations/hospitals?specialization=fertil').expect(200)).body;
    expect(names(fertility).sort()).toEqual(['Bosphorus Aesthetic & IVF Hospital (Demo)', 'Penang Lotus Fertility Hospital (Demo)']);
    const cheap = (await patient.get('/api/recommendations/hospitals?maxBudget=2999').expect(200)).body;
    expect(names(cheap).sort()).toEqual([
      'Bosphorus Aesthetic & IVF Hospital (Demo)',
      'Klang Valley Dental & Eye Centre (Demo)',
      'Phuket Aesthetic & Wellness Clinic (Demo)',
      'Sukhumvit Metabolic & Bariatric Institute (Demo)',
    ]);
    expect(cheap.maxBudget).toBe(2999);
    await patient
      .get('/api/recommendations/hospitals?country=Atlantis')
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ items: [], total: 0 }));
  });

  it('lists the alternatives of the condition only (its mapped treatments), the max budget defaulting from the latest assessment', async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    await agent
      .post('/api/assessments')
      .send({
        idempotencyKey: randomUUID(),
        conditionCategory: 'Cosmetic Surgery',
        symptoms: 'x',
        urgencyLevel: 'low',
        budgetRange: 'Under $5,000',
      })
      .expect(201);
    const { body } = await agent.get('/api/recommendations/treatments?pageSize=50').expect(200);
    expect(body.maxBudget).toBe(5000);
    // Not the whole catalogue under the budget (Cataract Surgery, Dental Implants…): the cosmetic treatments whose prices
    // start within it — the hospital cards' rule (issue 50: liposuction, $3,000-8,000, fits a $5,000 budget on both tabs).
    expect(names(body)).toEqual(['Rhinoplasty', 'Liposuction & Body Contouring']);
    expect(
      (await agent.get('/api/recommendations/treatments?maxBudget=2000').expect(200)).body.items.map((t: { name: string }) => t.name),
    ).toEqual([]);
  });

  it.each(CONDITION_CATEGORIES.filter((c) => c !== 'Other').map((c) => [c]))(
    '%s: the alternatives are its mapped treatments, most successful first',
    async (condition) => {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      await agent
        .post('/api/assessments')
        .send({ idempotencyKey: randomUUID(), conditionCategory: condition, symptoms: 'x', urgencyLevel: 'low' })
        .expect(201);
      const { body } = await agent.get('/api/recommendations/treatments?pageSize=50').expect(200);
      const mapped = TREATMENTS.filter((t) => CONDITION_MAPPINGS[condition as keyof typeof CONDITION_MAPPINGS].treatments.includes(t.slug));
      expect(names(body)).toEqual(
        mapped.sort((a, b) => b.successRatePercentage - a.successRatePercentage || byText(a.name, b.name)).map((t) => t.name),
      );
      expect(body.total).toBe(mapped.length);
    },
  );

  it("lists the whole catalogue when nothing is known of the condition ('Other')", async () => {
    const { agent } = await signedInAgent(api.app, api.em, 'user');
    await agent
      .post('/api/assessments')
      .send({ idempotencyKey: randomUUID(), conditionCategory: 'Other', symptoms: 'x', urgencyLevel: 'low' })
      .expect(201);
    expect((await agent.get('/api/recommendations/treatments?pageSize=50').expect(200)).body.total).toBe(TREATMENTS.length);
  });

  it('filters treatments by type, evidence level and budget, most successful first', async () => {
    const high = (await patient.get('/api/recommendations/treatments?evidenceLevel=high&pageSize=50').expect(200)).body;
    const mostSuccessful = TREATMENTS.filter((t) => t.evidenceLevel === 'high').sort(
      (a, b) => b.successRatePercentage - a.successRatePercentage || byText(a.name, b.name),
    );
    expect(high.items.map((t: { name: string; evidenceLevel: string }) => [t.name, t.evidenceLevel])).toEqual(
      mostSuccessful.map((t) => [t.name, 'high']),
    );
    expect((await patient.get('/api/recommendations/treatments?type=ayurveda').expect(200)).body.total).toBe(0);
    // Every seeded treatment is conventional.
    const affordable = (await patient.get('/api/recommendations/treatments?type=conventional&maxBudget=5000&pageSize=50').expect(200)).body;
    // Prices starting within the budget (issue 50: one rule for the cards and the alternatives).
    expect(affordable.total).toBe(TREATMENTS.filter((t) => t.minCostUsd <= 5000).length);
    expect(affordable.total).toBe(8);
  });

  describe('matching a patient to hospitals from the latest assessment', () => {
    const slugsOf = (kind: 'specializations' | 'treatments', condition: string) =>
      CONDITION_MAPPINGS[condition as keyof typeof CONDITION_MAPPINGS][kind];
    /**
     * The seed's hospitals for a condition: those offering one of its mapped treatments within the budget (of its
     * specialties when it maps none), those also of its specialties first, then by rating.
     */
    function expectedFor(condition: string, countries?: string[], maxBudget: number | null = null) {
      const specialties = slugsOf('specializations', condition);
      const treatments = slugsOf('treatments', condition);
      const score = (h: HospitalSeed) => (treatments.length ? 2 : 0) + h.specializations.filter((x) => specialties.includes(x.slug)).length;
      const offers = (h: HospitalSeed) =>
        h.treatments.some((t) => treatments.includes(t.slug) && (maxBudget === null || t.minCostUsd <= maxBudget));
      return HOSPITALS.filter((h) =>
        treatments.length ? offers(h) : !specialties.length || h.specializations.some((x) => specialties.includes(x.slug)),
      )
        .filter((h) => !countries || countries.includes(COUNTRY_NAMES[h.countryCode]!))
        .sort((a, b) => score(b) - score(a) || b.rating - a.rating || byText(a.name, b.name))
        .map((h) => h.name);
    }
    async function patientWith(assessment: {
      conditionCategory: string;
      symptoms?: string;
      treatmentGoals?: string;
      budgetRange?: string;
      preferredDestinations?: string[];
    }) {
      const { agent } = await signedInAgent(api.app, api.em, 'user');
      await agent
        .post('/api/assessments')
        .send({ idempotencyKey: randomUUID(), symptoms: 'Pain for months', urgencyLevel: 'medium', ...assessment })
        .expect(201);
      return agent;
    }

    it.each(CONDITION_CATEGORIES.map((c) => [c]))(
      '%s: the hospitals offering its mapped treatments only, those of its specialties first',
      async (condition) => {
        const agent = await patientWith({ conditionCategory: condition, budgetRange: 'Cost is not a concern' });
        const { body } = await agent.get('/api/recommendations/hospitals?pageSize=50').expect(200);
        const expected = expectedFor(condition);
        expect(expected.length).toBeGreaterThan(0); // the demo catalogue covers every condition
        expect(names(body)).toEqual(expected);
        expect(body.match).toMatchObject({ condition, maxBudget: null, noMatch: false, destinationsWidened: false });
        const specialties = slugsOf('specializations', condition).map(specialtyName);
        expect(body.match.specialties).toEqual([...specialties].sort());
        // Each card says why it fits: one of the condition's treatments, priced there.
        const treatments = TREATMENTS.filter((t) => slugsOf('treatments', condition).includes(t.slug)).map((t) => t.name);
        for (const item of body.items) if (treatments.length) expect(treatments).toContain(item.fitTreatment?.name);
      },
    );

    it('pages the list the server ranked: every page in turn is the whole list, in the same order; past the last, none', async () => {
      const agent = await patientWith({ conditionCategory: 'Orthopedic Surgery', budgetRange: 'Cost is not a concern' });
      const whole = (await agent.get('/api/recommendations/hospitals?pageSize=50').expect(200)).body;
      expect(whole.total).toBe(expectedFor('Orthopedic Surgery').length);
      expect(whole.total).toBeGreaterThan(3);
      const walked: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
        const { body } = await agent.get(`/api/recommendations/hospitals?pageSize=2&page=${page}`).expect(200);
        expect(body).toMatchObject({ total: whole.total, page, pageSize: 2, match: whole.match });
        walked.push(...names(body));
      }
      expect(walked).toEqual(names(whole));
      const beyond = (await agent.get('/api/recommendations/hospitals?pageSize=2&page=99').expect(200)).body;
      expect(beyond).toMatchObject({ items: [], total: whole.total, match: { noMatch: false } });
    });

    it('walks the orthopaedic patient of the issue to the orthopaedic hospitals of Malaysia and India, the budget read as up to $15,000', async () => {
      const agent = await patientWith({
        conditionCategory: 'Orthopedic Surgery',
        budgetRange: '$5,000 - $15,000',
        preferredDestinations: ['Malaysia', 'India'],
      });
      const { body } = await agent.get('/api/recommendations/hospitals').expect(200);
      // Each card's price is the condition's cheapest treatment there, not the range of all its treatments.
      expect(body.items.map(fitOf)).toEqual([
        [
          'Selangor Joint & Spine Institute (Demo)',
          'Orthopedics',
          'Malaysia',
          { name: 'Knee Replacement', minCostUsd: 7500, maxCostUsd: 13500 },
          7500,
          13500,
        ],
        [
          'Coromandel Orthopaedic Centre (Demo)',
          'Orthopedics',
          'India',
          { name: 'Knee Replacement', minCostUsd: 7000, maxCostUsd: 11000 },
          7000,
          11000,
        ],
        // No orthopaedic ward, but a spinal fusion within the budget: named with the specialty it is done under.
        [
          'Deccan Multispeciality Hospital (Demo)',
          'Neurosurgery',
          'India',
          { name: 'Spinal Fusion', minCostUsd: 12000, maxCostUsd: 20000 },
          12000,
          20000,
        ],
      ]);
      expect(body.items.map((h: { name: string }) => h.name)).toEqual(expectedFor('Orthopedic Surgery', ['Malaysia', 'India'], 15000));
      expect(body.match).toEqual({
        condition: 'Orthopedic Surgery',
        specialties: ['Orthopedics'],
        treatments: ['Hip Replacement', 'Knee Replacement', 'Spinal Fusion'],
        destinations: ['Malaysia', 'India'],
        maxBudget: 15000,
        noMatch: false,
        destinationsWidened: false,
      });
      // Under $5,000 no orthopaedic treatment fits: nothing, and not "no partner hospital".
      const tight = await patientWith({ conditionCategory: 'Orthopedic Surgery', budgetRange: 'Under $5,000' });
      const cheap = (await tight.get('/api/recommendations/hospitals').expect(200)).body;
      expect(cheap).toMatchObject({ items: [], total: 0, maxBudget: 5000, match: { noMatch: false } });
    });

    it('speaks the page’s language: a French orthopaedic patient reads the cards and the match in French and filters in French', async () => {
      const agent = await patientWith({
        conditionCategory: 'Orthopedic Surgery',
        budgetRange: '$5,000 - $15,000',
        preferredDestinations: ['Malaysia', 'India'],
      });
      const { body } = await agent.get('/api/recommendations/hospitals?lang=fr').expect(200);
      const knee = FR.treatments['knee-replacement']!.name;
      expect(knee).toBe('Prothèse du genou');
      expect(body.items.map(fitOf)).toEqual([
        [
          'Selangor Joint & Spine Institute (Demo)',
          'Orthopédie',
          'Malaisie',
          { name: knee, minCostUsd: 7500, maxCostUsd: 13500 },
          7500,
          13500,
        ],
        ['Coromandel Orthopaedic Centre (Demo)', 'Orthopédie', 'Inde', { name: knee, minCostUsd: 7000, maxCostUsd: 11000 }, 7000, 11000],
        [
          'Deccan Multispeciality Hospital (Demo)',
          'Neurochirurgie',
          'Inde',
          { name: FR.treatments['spinal-fusion']!.name, minCostUsd: 12000, maxCostUsd: 20000 },
          12000,
          20000,
        ],
      ]);
      expect(body.match).toMatchObject({
        specialties: ['Orthopédie'],
        destinations: ['Malaisie', 'Inde'],
      });
      expect(body.match.treatments).toEqual(
        ['hip-replacement', 'knee-replacement', 'spinal-fusion']
          .map((slug) => FR.treatments[slug]!.name)
          .sort((a, b) => a.localeCompare(b, 'fr')),
      );
      // What a French patient (no assessment: nothing else narrows it) types in the filters: French names, with or without accents.
      const typed = async (query: string) => names((await patient.get(`/api/recommendations/hospitals?lang=fr&${query}`).expect(200)).body);
      const thai = BY_RATING.filter((h) => h.countryCode === 'TH').map((h) => h.name);
      expect(await typed('country=Thaïlande')).toEqual(thai);
      expect(await typed('country=thailande')).toEqual(thai);
      expect(await typed('country=Thailand')).toEqual(thai); // the English still works
      expect((await typed('specialization=Fertilit%C3%A9')).sort()).toEqual([
        'Bosphorus Aesthetic & IVF Hospital (Demo)',
        'Penang Lotus Fertility Hospital (Demo)',
      ]);
      expect(await typed('specialization=orthopedie&country=malaisie')).toEqual(
        BY_RATING.filter((h) => h.countryCode === 'MY' && h.specializations.some((x) => x.slug === 'orthopedics')).map((h) => h.name),
      );
      expect(await typed('country=Atlantide')).toEqual([]);
      // A card names the specialty typed, in the page's language, not the hospital's most experienced one.
      const fertility = (await patient.get('/api/recommendations/hospitals?lang=fr&specialization=fertilite').expect(200)).body;
      expect(fertility.items.map((h: HospitalRecommendation) => h.specialization)).toEqual(['Fertilité', 'Fertilité']);
      // In Arabic and Swahili too.
      const ar = (await agent.get('/api/recommendations/hospitals?lang=ar').expect(200)).body;
      expect(ar.items[0]).toMatchObject({ country: 'ماليزيا', fitTreatment: { name: expect.not.stringMatching(/[A-Za-z]/) } });
      expect(ar.items[0].specialization).not.toMatch(/[A-Za-z]/);
    });

    it('shows the cancer patient preferring Malaysia the hospitals that offer cancer treatment, elsewhere and said so — never a heart centre', async () => {
      const agent = await patientWith({
        conditionCategory: 'Cancer Treatment',
        budgetRange: '$15,000 - $30,000',
        preferredDestinations: ['Malaysia'],
      });
      const { body } = await agent.get('/api/recommendations/hospitals').expect(200);
      // Straits Heart & Vascular Centre (Malaysia) has an oncology ward but lists no cancer treatment.
      expect(body.items.map(fitOf)).toEqual([
        [
          'Han River Cancer & Robotic Surgery Center (Demo)',
          'Oncology',
          'South Korea',
          { name: 'Cancer Treatment', minCostUsd: 15000, maxCostUsd: 50000 },
          15000,
          50000,
        ],
        [
          'Deccan Multispeciality Hospital (Demo)',
          'Oncology',
          'India',
          { name: 'Cancer Treatment', minCostUsd: 10000, maxCostUsd: 40000 },
          10000,
          40000,
        ],
      ]);
      expect(body.match).toMatchObject({
        destinations: ['Malaysia'],
        destinationsWidened: true,
        noMatch: false,
        treatments: ['Cancer Treatment'],
      });
      // A destination typed as patients say it: "Korea" is South Korea.
      const korea = await patientWith({ conditionCategory: 'Cancer Treatment', preferredDestinations: ['Korea'] });
      const inKorea = (await korea.get('/api/recommendations/hospitals').expect(200)).body;
      expect(names(inKorea)).toEqual(['Han River Cancer & Robotic Surgery Center (Demo)']);
      expect(inKorea.match).toMatchObject({ destinations: ['South Korea'], destinationsWidened: false });
    });

    it('never shows a cosmetic-surgery patient a fertility hospital, and prices each card with the treatment that fits', async () => {
      const agent = await patientWith({ conditionCategory: 'Cosmetic Surgery', budgetRange: 'Under $5,000' });
      const { body } = await agent.get('/api/recommendations/hospitals').expect(200);
      // Penang Lotus Fertility Hospital has a cosmetic-surgery ward but offers neither rhinoplasty nor liposuction.
      expect(body.items.map(fitOf)).toEqual([
        // Best rated first; each card priced with its cheapest cosmetic treatment within the budget.
        [
          'Chao Phraya International Hospital (Demo)',
          'Cosmetic Surgery',
          'Thailand',
          { name: 'Rhinoplasty', minCostUsd: 3000, maxCostUsd: 5000 },
          3000,
          5000,
        ],
        [
          'Bosphorus Aesthetic & IVF Hospital (Demo)',
          'Cosmetic Surgery',
          'Turkey',
          { name: 'Rhinoplasty', minCostUsd: 2500, maxCostUsd: 4200 },
          2500,
          4200,
        ],
        [
          'Phuket Aesthetic & Wellness Clinic (Demo)',
          'Cosmetic Surgery',
          'Thailand',
          { name: 'Rhinoplasty', minCostUsd: 2600, maxCostUsd: 4500 },
          2600,
          4500,
        ],
      ]);
    });

    describe("what the patient wrote (issue 50: read by the assistant's reader)", () => {
      const fits = (body: { items: HospitalRecommendation[] }) => body.items.map((h) => [h.name, h.fitTreatment?.name]);

      it("reads 'Other' from the patient's words: knees that hurt on the stairs get the knee hospitals and knee replacement", async () => {
        const agent = await patientWith({
          conditionCategory: 'Other',
          symptoms: 'my knees hurt when I climb stairs, the doctor says they are worn out',
        });
        const hospitals = (await agent.get('/api/recommendations/hospitals?pageSize=50').expect(200)).body;
        // The three hospitals offering a knee replacement, each card priced with it — not every hospital of the catalogue.
        expect(fits(hospitals).sort()).toEqual([
          ['Chao Phraya International Hospital (Demo)', 'Knee Replacement'],
          ['Coromandel Orthopaedic Centre (Demo)', 'Knee Replacement'],
          ['Selangor Joint & Spine Institute (Demo)', 'Knee Replacement'],
        ]);
        const treatments = (await agent.get('/api/recommendations/treatments?pageSize=50').expect(200)).body;
        expect(names(treatments)).toEqual(['Knee Replacement']);
      });

      it("explains each card with the treatment the patient asked for, not the condition's cheapest: a hip, IVF", async () => {
        const hip = await patientWith({
          conditionCategory: 'Orthopedic Surgery',
          symptoms: 'my left hip is worn, the surgeon wants to replace it',
        });
        const forHip = (await hip.get('/api/recommendations/hospitals?pageSize=50').expect(200)).body;
        // The hospitals doing hip replacements first, each priced with it (Coromandel's knee is cheaper: not what she asked).
        expect(fits(forHip).slice(0, 2)).toEqual([
          ['Selangor Joint & Spine Institute (Demo)', 'Hip Replacement'],
          ['Coromandel Orthopaedic Centre (Demo)', 'Hip Replacement'],
        ]);
        const ivf = await patientWith({ conditionCategory: 'Fertility Treatment', symptoms: 'trying for a baby for 4 years, we want IVF' });
        const forIvf = (await ivf.get('/api/recommendations/hospitals?pageSize=50').expect(200)).body;
        expect(fits(forIvf)).toEqual(
          expect.arrayContaining([
            ['Penang Lotus Fertility Hospital (Demo)', 'IVF Treatment'],
            ['Bosphorus Aesthetic & IVF Hospital (Demo)', 'IVF Treatment'],
          ]),
        );
      });

      it('applies one budget rule to the cards and the alternatives: a treatment whose price starts within the budget', async () => {
        // The diabetes programme costs $2,500–5,500: it starts within "Under $5,000", on both tabs.
        const agent = await patientWith({ conditionCategory: 'Diabetes Management', budgetRange: 'Under $5,000' });
        const hospitals = (await agent.get('/api/recommendations/hospitals').expect(200)).body;
        expect(fits(hospitals)).toEqual([['Sukhumvit Metabolic & Bariatric Institute (Demo)', 'Diabetes Care Programme']]);
        const treatments = (await agent.get('/api/recommendations/treatments').expect(200)).body;
        expect(names(treatments)).toEqual(['Diabetes Care Programme']);
      });
    });

    it('says when no hospital is in the preferred destinations, and shows those elsewhere', async () => {
      const agent = await patientWith({ conditionCategory: 'Dental Care', preferredDestinations: ['Turkey'] });
      const { body } = await agent.get('/api/recommendations/hospitals').expect(200);
      expect(names(body)).toEqual(['Klang Valley Dental & Eye Centre (Demo)']);
      expect(body.match).toMatchObject({ destinations: ['Turkey'], destinationsWidened: true });
    });

    it("lets every filter replace the assessment's reading", async () => {
      const agent = await patientWith({ conditionCategory: 'Orthopedic Surgery', preferredDestinations: ['Malaysia'] });
      const cardiology = (await agent.get('/api/recommendations/hospitals?specialization=cardio&pageSize=50').expect(200)).body;
      expect(names(cardiology).sort()).toEqual(
        HOSPITALS.filter((h) => h.specializations.some((s) => s.slug === 'cardiology'))
          .filter((h) => h.countryCode === 'MY')
          .map((h) => h.name)
          .sort(),
      );
      expect(cardiology.match).toMatchObject({ condition: null, specialties: ['cardio'] });
      const thai = (await agent.get('/api/recommendations/hospitals?country=thailand').expect(200)).body;
      expect(names(thai)).toEqual(['Chao Phraya International Hospital (Demo)']);
      expect(thai.match).toMatchObject({ condition: 'Orthopedic Surgery', destinations: ['thailand'] });
      const budget = (await agent.get('/api/recommendations/hospitals?maxBudget=7200').expect(200)).body;
      expect(budget.match.maxBudget).toBe(7200);
      // Selangor's knee starts at $7,500: in Malaysia nothing fits, so the hospital elsewhere that does.
      expect(names(budget)).toEqual(['Coromandel Orthopaedic Centre (Demo)']);
      expect(budget.match).toMatchObject({ destinations: ['Malaysia'], destinationsWidened: true });
    });

    it('follows an admin edit of the mapping at once; a condition no partner hospital treats gets no unrelated hospitals', async () => {
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const conn = api.em.getConnection();
      const [eye] = await conn.execute<{ id: string; specialization_ids: string[]; treatment_ids: string[] }[]>(
        `select id, specialization_ids, treatment_ids from condition_mappings where condition_category = 'Eye Surgery'`,
      );
      const [unused] = await conn.execute<{ id: string }[]>(
        `insert into specializations (id, name, slug) values (gen_random_uuid(), 'Retina Surgery', 'retina-surgery-${randomUUID().slice(0, 8)}') returning id`,
      );
      const agent = await patientWith({ conditionCategory: 'Eye Surgery' });
      expect(names((await agent.get('/api/recommendations/hospitals').expect(200)).body)).toEqual([
        'Klang Valley Dental & Eye Centre (Demo)',
      ]);
      try {
        await admin
          .put(`/api/admin/condition-mappings/${eye!.id}`)
          .send({ specializationIds: [unused!.id], treatmentIds: [] })
          .expect(200);
        const { body } = await agent.get('/api/recommendations/hospitals').expect(200);
        expect(body).toMatchObject({
          items: [],
          total: 0,
          match: { condition: 'Eye Surgery', specialties: ['Retina Surgery'], noMatch: true },
        });
      } finally {
        await admin
          .put(`/api/admin/condition-mappings/${eye!.id}`)
          .send({ specializationIds: eye!.specialization_ids, treatmentIds: eye!.treatment_ids })
          .expect(200);
      }
      expect(names((await agent.get('/api/recommendations/hospitals').expect(200)).body)).toEqual([
        'Klang Valley Dental & Eye Centre (Demo)',
      ]);
    });
  });

  describe('the condition mapping in the back office', () => {
    it('lists every condition category for admins, and only for admins', async () => {
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const res = await admin.get('/api/admin/condition-mappings?perPage=50').expect(200);
      expect(res.body.map((m: { conditionCategory: string }) => m.conditionCategory)).toEqual([...CONDITION_CATEGORIES].sort(byText));
      const ortho = res.body.find((m: { conditionCategory: string }) => m.conditionCategory === 'Orthopedic Surgery');
      await admin
        .get(`/api/admin/condition-mappings/${ortho.id}`)
        .expect(200)
        .expect((r) => expect(r.body.treatmentIds).toHaveLength(3));
      const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
      await moderator.get('/api/admin/condition-mappings').expect(403);
      await moderator.put(`/api/admin/condition-mappings/${ortho.id}`).send({ specializationIds: [], treatmentIds: [] }).expect(403);
      await patient.get('/api/admin/condition-mappings').expect(403);
      await api.http.get('/api/admin/condition-mappings').expect(401);
      await admin.get(`/api/admin/condition-mappings/${randomUUID()}`).expect(404);
    });

    it.each([
      [{ specializationIds: [randomUUID()], treatmentIds: [] }, ['specializationIds']],
      [{ specializationIds: [], treatmentIds: [randomUUID()] }, ['treatmentIds']],
      [{ specializationIds: ['cardiology'], treatmentIds: [] }, ['specializationIds']],
      [{ specializationIds: 'all', treatmentIds: [] }, ['specializationIds']],
      [{ specializationIds: null, treatmentIds: 'none' }, ['treatmentIds']],
    ])('refuses %j with field errors and changes nothing', async (body, fields) => {
      const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
      const [before] = await api.em
        .getConnection()
        .execute(`select id, specialization_ids, treatment_ids from condition_mappings where condition_category = 'Heart Disease'`);
      const res = await admin.put(`/api/admin/condition-mappings/${before.id}`).send(body).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(fields);
      const [after] = await api.em
        .getConnection()
        .execute(`select id, specialization_ids, treatment_ids from condition_mappings where condition_category = 'Heart Disease'`);
      expect(after).toEqual(before);
    });
  });

  it.each([
    ['hospitals?minRating=3'],
    ['hospitals?maxBudget=-5'],
    ['hospitals?maxBudget=lots'],
    [`hospitals?country=${'x'.repeat(101)}`],
    ['treatments?type=homeopathy'],
    ['treatments?evidenceLevel=anecdotal'],
    ['treatments?page=0'],
  ])('refuses %s with 400', async (path) => {
    const res = await patient.get(`/api/recommendations/${path}`).expect(400);
    expect(res.body.message).toBe('Validation failed');
  });

  it('needs a signed-in user', async () => {
    await api.http.get('/api/recommendations/hospitals').expect(401);
  });
});
