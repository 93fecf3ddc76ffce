import { CONDITION_CATEGORIES } from '@medtour/contracts';
import { AI_SYNONYMS, CONDITION_MAPPINGS, SPECIALIZATIONS, TREATMENTS } from '../../database/seeders/demo-catalogue.js';
import { demoTranslations } from '../../database/seeders/translations/index.js';
import { catalogueTexts } from './catalogue-texts.js';
import { CONDITION_NAMES } from './condition-names.js';
import { editDistance, stem } from '../ai/understanding/words.js';
import {
  hospitalFit,
  indexCatalogue,
  rankHospitals,
  readCondition,
  readConditions,
  relatedTreatments,
  RELEVANCE_FLOOR,
  termsOf,
} from './relevance.js';

/** The demo catalogue as the relevance model reads it, with slugs as ids. */
function demoCatalogueTexts() {
  return catalogueTexts({
    treatments: TREATMENTS.map((t) => ({ ...t, id: t.slug, translations: demoTranslations('treatments', t.slug) })),
    specialties: SPECIALIZATIONS.map((s) => ({ ...s, id: s.slug, translations: demoTranslations('specializations', s.slug) })),
    synonyms: AI_SYNONYMS.map((s) => ({ term: s.term, treatmentId: s.treatment ?? null, specializationId: s.specialization ?? null })),
    mappings: Object.entries(CONDITION_MAPPINGS).map(([conditionCategory, m]) => ({
      conditionCategory,
      specializationIds: m.specializations,
      treatmentIds: m.treatments,
    })),
  });
}

const index = indexCatalogue(demoCatalogueTexts());
const ids = (text: string) => readCondition(index, text).map((m) => m.treatmentId);

describe('words', () => {
  it.each([
    ['oncologist', 'oncology', 'oncologue', 'oncological'],
    ['fertility', 'fertilité', 'fertile'],
    ['dental', 'dentaire', 'dents', 'dentist'],
    ['teeth', 'tooth'],
    ['knees', 'knee'],
    ['cataracts', 'cataracte', 'cataract'],
    ['arteries', 'artery'],
    ['diabetes', 'diabète', 'diabetic'],
    ['السرطان', 'سرطان', 'بالسرطان'],
    ['الأسنان', 'أسناني'],
  ])('%s and its forms share a stem', (...forms) => {
    expect(new Set(forms.map((f) => termsOf(f).join(' '))).size).toBe(1);
    expect(stem('oncologist')).toBe('oncolog');
  });

  it.each([
    ['Cancer Treatment', ['cancer']],
    ['Chirurgie esthétique', ['esthet']],
    ['matibabu ya saratani', ['saratani']],
    ['علاج السرطان', ['سرطان']],
    ['I need surgery for my knee pain', ['kne']],
    ['care, therapy, procedure', []],
  ])('%j carries the words %j (stop-words weigh nothing)', (text, terms) => {
    expect(termsOf(text)).toEqual(terms);
  });

  it('counts typos', () => {
    expect(editDistance('catarct', 'cataract', 2)).toBe(1);
    expect(editDistance('cnacer', 'cancer', 2)).toBe(1); // two letters swapped
    expect(editDistance('knee', 'heart', 1)).toBe(2); // given up above the limit
  });
});

describe('reading a condition', () => {
  const mapped = (category: keyof typeof CONDITION_MAPPINGS) => [...CONDITION_MAPPINGS[category].treatments].sort();

  it.each(CONDITION_CATEGORIES.filter((c) => c !== 'Other').flatMap((c) => Object.values(CONDITION_NAMES[c]).map((name) => [c, name])))(
    '%s named as %j gets exactly its mapped treatments',
    (category, name) => {
      const matches = readCondition(index, name);
      expect(matches.map((m) => m.treatmentId).sort()).toEqual(mapped(category as keyof typeof CONDITION_MAPPINGS));
      expect(matches.every((m) => m.relevance === 1 && m.via === 'condition' && m.category === category)).toBe(true);
    },
  );

  it('puts no text hit in the issue’s cases: Cancer Treatment is not IVF, Cosmetic Surgery not Cataract, tooth loss not Gastric Sleeve', () => {
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
    ['catarct', 'cataract-surgery'],
    ['hip replacment', 'hip-replacement'],
    ['cancer du sein, chimio', 'cancer-treatment'],
    ['saratani ya matiti', 'cancer-treatment'],
    ['فقدت أسناني', 'dental-implants'],
  ])('reads %j as %s first', (text, first) => {
    expect(ids(text)[0]).toBe(first);
  });

  it('finds nothing rather than something unrelated', () => {
    expect(ids('hair loss')).toEqual([]);
    expect(ids('kidney disease')).toEqual([]);
    expect(ids('treatment surgery care')).toEqual([]);
  });

  it('forgives typos as the assistant does: "nyonya" (to breastfeed) is not "nyonga" (hip)', () => {
    expect(ids('nyonga')).toContain('hip-replacement');
    expect(ids('nyonya')).not.toContain('hip-replacement');
    expect(ids('kunyonya')).not.toContain('hip-replacement');
  });

  it('describes a category by its specialty: its mapped treatments, those the text names first', () => {
    const matches = readCondition(index, 'blocked arteries, my cardiologist wants a stent');
    expect(matches.map((m) => m.treatmentId)).toEqual(['angioplasty-stenting', 'heart-bypass-surgery']);
    expect(matches[0]).toMatchObject({ via: 'treatment', category: 'Heart Disease' });
    expect(matches[1]).toMatchObject({ via: 'condition', category: 'Heart Disease' });
    expect(matches[0]!.relevance).toBeGreaterThan(matches[1]!.relevance);
  });

  it('never returns anything below the floor, and ranks a treatment no condition maps below mapped ones', () => {
    const catalogue = demoCatalogueTexts();
    catalogue.treatments.push({ id: 'knee-brace', names: ['Knee brace fitting'], procedures: [], descriptions: [] });
    const own = indexCatalogue(catalogue);
    const matches = readCondition(own, 'knee');
    expect(matches.map((m) => m.treatmentId)).toEqual(['knee-replacement']); // the mapped one only
    const textOnly = readCondition(own, 'brace');
    expect(textOnly).toEqual([{ treatmentId: 'knee-brace', relevance: expect.any(Number), via: 'text', category: null }]);
    expect(textOnly[0]!.relevance).toBeLessThan(0.7);
    for (const text of ['knee', 'brace', 'Heart Disease', 'freeze my eggs', 'back pain'])
      for (const m of readCondition(own, text)) expect(m.relevance).toBeGreaterThanOrEqual(RELEVANCE_FLOOR);
  });

  it('keeps each treatment at its best reading across conditions', () => {
    const matches = readConditions(index, ['knee pain', 'Orthopedic Surgery']);
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

  it('falls back on the specialties when the mapping names no treatment', () => {
    const neuro = { treatmentIds: [], specializationIds: ['neurosurgery'], maxBudget: null };
    expect(hospitalFit(cancerCentre, neuro).fits).toBe(false);
    expect(hospitalFit({ ...cancerCentre, specialtyIds: ['neurosurgery'] }, neuro)).toMatchObject({ fits: true, offer: null });
    expect(hospitalFit(heartCentre, { treatmentIds: [], specializationIds: null, maxBudget: 5000 }).fits).toBe(false);
  });

  it('ranks by fit, then rating, then name', () => {
    const row = (name: string, score: number, rating: number | null) => ({ hospital: { id: name, name, rating }, fit: { score } });
    expect(
      rankHospitals([row('B', 2, 4.5), row('A', 2, 4.5), row('C', 3, 4), row('D', 2, null), row('E', 2, 4.9)]).map((r) => r.hospital.name),
    ).toEqual(['C', 'E', 'A', 'B', 'D']);
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
