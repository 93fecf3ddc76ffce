import { CONDITION_CATEGORIES, LOCALES, type Locale } from '@medtour/contracts';
import { conditionName } from '../../common/messages.js';
import { AI_SYNONYMS, CONDITION_MAPPINGS, SPECIALIZATIONS, TREATMENTS } from '../../database/seeders/demo-catalogue.js';
import { demoTranslations } from '../../database/seeders/translations/index.js';
import { Reader } from '../understanding/nlu/reader.js';
import { hospitalFit, rankHospitals, readConditions, relatedTreatments } from './relevance.js';

/** The demo catalogue as the assistant's reader knows it, with slugs as ids. */
function demoReader(extra: { slug: string; name: string; category: string }[] = []): Reader {
  const namesOf = (name: string, translations: Partial<Record<Locale, { name?: string }>>) =>
    Object.fromEntries(LOCALES.map((l) => [l, translations[l]?.name ?? name])) as Record<Locale, string>;
  const mappings = Object.entries(CONDITION_MAPPINGS);
  return new Reader({
    treatments: [...TREATMENTS, ...extra].map((t) => ({
      id: t.slug,
      slug: t.slug,
      category: t.category,
      names: namesOf(t.name, demoTranslations('treatments', t.slug)),
    })),
    specialties: SPECIALIZATIONS.map((s) => ({
      id: s.slug,
      names: namesOf(s.name, demoTranslations('specializations', s.slug)),
      treatmentIds: [...new Set(mappings.filter(([, m]) => m.specializations.includes(s.slug)).flatMap(([, m]) => m.treatments))],
    })),
    conditions: mappings.map(([category, m]) => ({ category, treatmentIds: [...m.treatments] })),
    synonyms: AI_SYNONYMS.map((s) => ({
      term: s.term,
      language: s.language,
      treatmentId: s.treatment ?? null,
      specializationId: s.specialization ?? null,
    })),
    hospitals: [],
  });
}

const reader = demoReader();
const mappingRows = Object.entries(CONDITION_MAPPINGS).map(([conditionCategory, m]) => ({
  conditionCategory,
  treatmentIds: [...m.treatments],
}));
const read = (...texts: string[]) => readConditions(reader, mappingRows, texts, 'en');
const ids = (text: string) => read(text).map((m) => m.treatmentId);

describe("reading a condition (the assistant's reader: issue 50)", () => {
  const mapped = (category: keyof typeof CONDITION_MAPPINGS) => [...CONDITION_MAPPINGS[category].treatments].sort();

  it.each(CONDITION_CATEGORIES.filter((c) => c !== 'Other').flatMap((c) => LOCALES.map((language) => [c, conditionName(c, language)])))(
    '%s named as %j gets exactly its mapped treatments',
    (category, name) => {
      const matches = read(name);
      expect(matches.map((m) => m.treatmentId).sort()).toEqual(mapped(category as keyof typeof CONDITION_MAPPINGS));
      expect(matches.every((m) => m.relevance === 1 && m.via === 'condition' && m.category === category)).toBe(true);
    },
  );

  it('Cancer Treatment is not IVF, Cosmetic Surgery not Cataract, tooth loss not Gastric Sleeve', () => {
    expect(ids('Cancer Treatment')).toEqual(['cancer-treatment']);
    expect(ids('Cosmetic Surgery').sort()).toEqual(['liposuction-body-contouring', 'rhinoplasty']);
    expect(ids('tooth loss')).toEqual(['dental-implants']);
  });

  it.each([
    ['my knee is worn out', 'knee-replacement'],
    ['lump in breast, oncologist said chemo', 'cancer-treatment'],
    ['want a baby', 'ivf-treatment'],
    ['cant see well, cloudy eyes', 'cataract-surgery'],
    ['cataract surgry', 'cataract-surgery'],
    ['hip replacment', 'hip-replacement'],
    ['cancer du sein, chimio', 'cancer-treatment'],
    ['saratani ya matiti', 'cancer-treatment'],
    ['فقدت أسناني', 'dental-implants'],
    ['tumor in my colon', 'cancer-treatment'],
    ['im 140kg and want the stomach surgery to loose weight', 'gastric-sleeve-surgery'],
  ])('reads %j as %s first', (text, first) => {
    expect(ids(text)[0]).toBe(first);
  });

  it('finds nothing rather than something unrelated', () => {
    expect(ids('hair loss')).toEqual([]);
    expect(ids('kidney transplant')).toEqual([]);
    expect(ids('treatment surgery care')).toEqual([]);
  });

  it('forgives typos on longer words only: "nyonya" (to breastfeed) is not "nyonga" (hip)', () => {
    expect(ids('nyonga')).toContain('hip-replacement');
    expect(ids('nyonya')).not.toContain('hip-replacement');
    expect(ids('kunyonya')).not.toContain('hip-replacement');
  });

  it('puts the treatment the words name before the rest of its category', () => {
    const matches = read('heart problem, my cardiologist wants a stent');
    expect(matches.map((m) => m.treatmentId)).toEqual(['angioplasty-stenting', 'heart-bypass-surgery']);
    expect(matches[0]).toMatchObject({ via: 'treatment', category: 'Heart Disease' });
    expect(matches[1]).toMatchObject({ via: 'condition', category: 'Heart Disease' });
    expect(matches[0]!.relevance).toBeGreaterThan(matches[1]!.relevance);
  });

  it('reads a treatment staff add by its name, in any language', () => {
    const own = demoReader([{ slug: 'knee-brace', name: 'Knee Brace Fitting', category: 'orthopedic' }]);
    expect(readConditions(own, mappingRows, ['knee brace fitting'], 'en').map((m) => m.treatmentId)).toEqual(['knee-brace']);
  });

  it('keeps each treatment at its best reading across conditions', () => {
    const matches = read('knee pain', 'Orthopedic Surgery');
    expect(matches.map((m) => m.treatmentId).sort()).toEqual(['hip-replacement', 'knee-replacement', 'spinal-fusion']);
    expect(matches.every((m) => m.relevance === 1)).toBe(true);
  });
});

describe('fitting hospitals to a condition', () => {
  const heartCentre = {
    specialtyIds: ['cardiology', 'oncology'],
    offers: [
      { treatmentId: 'heart-bypass-surgery', minCostUsd: 14000 },
      { treatmentId: 'angioplasty-stenting', minCostUsd: 5500 },
    ],
  };
  const cancerCentre = {
    specialtyIds: ['oncology'],
    offers: [
      { treatmentId: 'cancer-treatment', minCostUsd: 15000 },
      { treatmentId: 'spinal-fusion', minCostUsd: 9000 },
    ],
  };
  const cancer = { treatmentIds: ['cancer-treatment'], specializationIds: ['oncology'], maxBudget: null };

  it('requires a mapped treatment: a heart centre with an oncology ward but no cancer treatment does not fit', () => {
    expect(hospitalFit(heartCentre, cancer)).toMatchObject({ fits: false, offersNeed: false, offer: null });
    expect(hospitalFit(cancerCentre, cancer)).toMatchObject({ fits: true, offer: { treatmentId: 'cancer-treatment' }, score: 3 });
  });

  it('weighs the budget against the fitting treatment’s price, not the hospital’s cheapest', () => {
    expect(hospitalFit(cancerCentre, { ...cancer, maxBudget: 10000 })).toMatchObject({ fits: false, offersNeed: true });
    expect(hospitalFit(cancerCentre, { ...cancer, maxBudget: 15000 })).toMatchObject({ fits: true });
  });

  it('prices the card with the cheapest mapped treatment within the budget', () => {
    const heart = { treatmentIds: ['heart-bypass-surgery', 'angioplasty-stenting'], specializationIds: ['cardiology'], maxBudget: 20000 };
    expect(hospitalFit(heartCentre, heart).offer).toEqual({ treatmentId: 'angioplasty-stenting', minCostUsd: 5500 });
  });

  it('names the treatment the patient asked for, not the cheapest of the category (a bypass patient is told bypass)', () => {
    const heart = {
      treatmentIds: ['heart-bypass-surgery', 'angioplasty-stenting'],
      specializationIds: ['cardiology'],
      maxBudget: 20000,
      preferredTreatmentIds: ['heart-bypass-surgery'],
    };
    expect(hospitalFit(heartCentre, heart).offer).toEqual({ treatmentId: 'heart-bypass-surgery', minCostUsd: 14000 });
    // Over the budget, the one that fits it is shown.
    expect(hospitalFit(heartCentre, { ...heart, maxBudget: 10000 }).offer).toEqual({
      treatmentId: 'angioplasty-stenting',
      minCostUsd: 5500,
    });
  });

  it('falls back on the specialties when the mapping names no treatment', () => {
    const neuro = { treatmentIds: [], specializationIds: ['neurosurgery'], maxBudget: null };
    expect(hospitalFit(cancerCentre, neuro).fits).toBe(false);
    expect(hospitalFit({ ...cancerCentre, specialtyIds: ['neurosurgery'] }, neuro)).toMatchObject({ fits: true, offer: null });
    expect(hospitalFit(heartCentre, { treatmentIds: [], specializationIds: null, maxBudget: 5000 }).fits).toBe(false);
  });

  it('ranks what the patient asked for first, then by fit, then rating, then name', () => {
    const row = (name: string, score: number, rating: number | null, asked = false) => ({
      hospital: { id: name, name, rating },
      fit: { score, asked },
    });
    expect(
      rankHospitals([row('B', 2, 4.5), row('A', 2, 4.5), row('C', 3, 4), row('D', 2, null), row('E', 2, 4.9), row('F', 2, 3, true)]).map(
        (r) => r.hospital.name,
      ),
    ).toEqual(['F', 'C', 'E', 'A', 'B', 'D']);
  });

  it("prices a hip patient's card with the hip, and ranks it as asked only when the hip fits the budget", () => {
    const joints = {
      specialtyIds: ['orthopedics'],
      offers: [
        { treatmentId: 'knee', minCostUsd: 7000, maxCostUsd: 11000 },
        { treatmentId: 'hip', minCostUsd: 8000, maxCostUsd: 12000 },
      ],
    };
    const need = { treatmentIds: ['hip', 'knee'], specializationIds: ['orthopedics'], preferredTreatmentIds: ['hip'], maxBudget: null };
    expect(hospitalFit(joints, need)).toMatchObject({ offer: { treatmentId: 'hip' }, asked: true });
    expect(hospitalFit(joints, { ...need, maxBudget: 7500 })).toMatchObject({ fits: true, offer: { treatmentId: 'knee' }, asked: false });
  });
});

describe('alternatives of a condition', () => {
  const mappings = [
    { specializationIds: ['orthopedics'], treatmentIds: ['hip', 'knee', 'spine'] },
    { specializationIds: ['neurosurgery', 'orthopedics'], treatmentIds: ['spine', 'disc'] },
    { specializationIds: ['cardiology'], treatmentIds: ['bypass'] },
    { specializationIds: [], treatmentIds: [] },
  ];

  it('lists the mapped treatments, then those of conditions sharing a specialty, never unrelated ones', () => {
    expect([...relatedTreatments(mappings[0]!, mappings)!]).toEqual([
      ['hip', 0],
      ['knee', 0],
      ['spine', 0],
      ['disc', 1],
    ]);
    expect([...relatedTreatments(mappings[2]!, mappings)!]).toEqual([['bypass', 0]]);
  });

  it('knows nothing of a condition with an empty mapping (Other): every treatment is an alternative', () => {
    expect(relatedTreatments(mappings[3]!, mappings)).toBeNull();
  });
});
