import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { type AiMatchingResult, CONDITION_CATEGORIES, type HospitalRecommendationPage } from '@medtour/contracts';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/*
 * The matching half of issue 29's evaluation, on the demo catalogue (real Postgres, the real API):
 * (a) hospital recommendations find every active hospital offering one of the condition's mapped treatments within
 *     the budget — worked out here with plain SQL from the database's rows — and nothing that offers none;
 * (b) premium AI matching, given each condition category's name in the site's four languages and phrasings written
 *     as patients write them (typos, lay words, French, Swahili, Arabic; none taken from the synonym table or the
 *     page titles), puts no unrelated treatment in its top three — related meaning one of the treatments this file's
 *     own table gives each category — and understands budgets and destinations as typed;
 * (c) the chat's safety screen runs first: an emergency gets the guidance first (recommendations below it only when a
 *     treatment is named too, issue 50), self-harm the guidance and no recommendations.
 * The scores are printed as a table; the test fails below the targets.
 */

/** What treats each condition category, by treatment slug: this evaluation's own answer key. */
const RELATED: Record<string, string[]> = {
  'Heart Disease': ['heart-bypass-surgery', 'angioplasty-stenting'],
  'Cancer Treatment': ['cancer-treatment'],
  'Orthopedic Surgery': ['hip-replacement', 'knee-replacement', 'spinal-fusion'],
  'Diabetes Management': ['diabetes-care-programme'],
  'Neurological Disorders': ['spinal-fusion'],
  'Cosmetic Surgery': ['rhinoplasty', 'liposuction-body-contouring'],
  'Dental Care': ['dental-implants'],
  'Eye Surgery': ['cataract-surgery'],
  'Weight Loss Surgery': ['gastric-sleeve-surgery'],
  'Fertility Treatment': ['ivf-treatment', 'egg-freezing'],
};

/** Each category as the assessment names it in French, Arabic and Swahili (the English is the category). */
const CATEGORY_NAMES: Record<string, [string, string, string]> = {
  'Heart Disease': ['Maladie cardiaque', 'أمراض القلب', 'Ugonjwa wa moyo'],
  'Cancer Treatment': ['Traitement du cancer', 'علاج السرطان', 'Matibabu ya saratani'],
  'Orthopedic Surgery': ['Chirurgie orthopédique', 'جراحة العظام', 'Upasuaji wa mifupa'],
  'Diabetes Management': ['Prise en charge du diabète', 'علاج السكري', 'Udhibiti wa kisukari'],
  'Neurological Disorders': ['Troubles neurologiques', 'الاضطرابات العصبية', 'Matatizo ya mfumo wa neva'],
  'Cosmetic Surgery': ['Chirurgie esthétique', 'جراحة التجميل', 'Upasuaji wa urembo'],
  'Dental Care': ['Soins dentaires', 'العناية بالأسنان', 'Matibabu ya meno'],
  'Eye Surgery': ['Chirurgie oculaire', 'جراحة العيون', 'Upasuaji wa macho'],
  'Weight Loss Surgery': ['Chirurgie de l’obésité', 'جراحة السمنة', 'Upasuaji wa kupunguza uzito'],
  'Fertility Treatment': ['Traitement de l’infertilité', 'علاج العقم وتأخر الإنجاب', 'Matibabu ya uzazi'],
};

/** Conditions as patients type them into the form (commas split them into several conditions, as the form does). */
const LAY: Record<string, string[]> = {
  'Heart Disease': [
    'blocked arteries, cardiologist wants to put a stent',
    'I had a heart attack last year and my arteries are narrow',
    'coronary artery disease',
    'hart bypas',
    'mes artères coronaires sont bouchées',
    'nina tatizo la moyo',
    'انسداد في شرايين القلب',
  ],
  'Cancer Treatment': [
    'lump in breast, oncologist said chemo',
    'stage 2 colon cancer',
    'tumor in my lung',
    'canser',
    "cancer du sein, on m'a proposé une chimio",
    'saratani ya tezi dume',
    'سرطان الثدي',
  ],
  'Orthopedic Surgery': [
    'my knee is worn out',
    'arthritis in my hip, can barely walk',
    'need a new knee joint',
    'kne replacment',
    'arthrose du genou',
    'goti langu linauma sana',
    'ألم في الركبة',
  ],
  'Diabetes Management': [
    'type 2 diabetes, sugar levels out of control',
    'diabetic, need an insulin plan',
    'high blood sugar',
    'diabètes de type 2',
    'nina kisukari',
    'عندي سكر في الدم',
  ],
  'Neurological Disorders': [
    'slipped disc pressing on a nerve',
    'neurologist says I need spine surgery',
    'pinched nerve in my neck',
    'hernie discale, douleur au nerf sciatique',
    'maumivu ya uti wa mgongo',
    'انزلاق غضروفي في الظهر',
  ],
  'Cosmetic Surgery': [
    'my nose is crooked and I want it fixed',
    'get rid of belly fat',
    'liposuction on my thighs',
    'chirurgie du nez',
    'upasuaji wa pua',
    'أريد تصغير أنفي',
  ],
  'Dental Care': [
    'tooth loss',
    'missing teeth, want something permanent',
    'lost two teeth in an accident',
    'dental implnts',
    'il me manque des dents',
    'nimepoteza meno mawili',
    'فقدت أسناني',
  ],
  'Eye Surgery': [
    'cant see well, cloudy eyes',
    'blurry vision, eye doctor mentioned a cataract',
    'catarct in left eye',
    'opération des yeux pour ma vision',
    'macho yangu hayaoni vizuri',
    'عندي غشاوة على عيني',
  ],
  'Weight Loss Surgery': [
    'I weigh 140kg and want to lose weight',
    'obese, BMI 42',
    'overweight for years',
    'obésité morbide',
    'uzito mkubwa kupita kiasi',
    'أعاني من السمنة',
  ],
  'Fertility Treatment': [
    'want a baby',
    'infertility, IVF failed twice',
    'trying to get pregnant for 3 years',
    'problème de fertilité',
    'shida ya kushika mimba',
    'أعاني من العقم منذ سنوات',
  ],
};

/** The assessment's budget ranges and the most each lets a patient spend, in US dollars. */
const BUDGETS: [string, number | null][] = [
  ['Under $5,000', 5000],
  ['$5,000 - $15,000', 15000],
  ['$15,000 - $30,000', 30000],
  ['Cost is not a concern', null],
];
/** Preferred destinations as an assessment lists them, with the countries (ISO codes) they mean. */
const DESTINATIONS: [string[], string[]][] = [
  [[], []],
  [['Malaysia'], ['MY']],
  [['Korea'], ['KR']],
];

/**
 * Besides the issue's targets (every hospital found, no unrelated treatment in the top three): the share of lay
 * phrasings whose first recommendation is related. A phrasing answered with nothing is not understood, and not wrong.
 */
const TARGETS = { layUnderstood: 0.85 };

const slugOf = (url: string) => url.split('/').pop()!;
const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : '-'} %`.padStart(6);

describe('matching evaluation (issue 29)', () => {
  let api: TestApi;
  let premium: Agent;
  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    api = await startApi();
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    await sql(
      `insert into subscriptions (id, user_id, stripe_customer_id, stripe_subscription_id, status, current_period_end, cancel_at_period_end, created_at, updated_at)
       values (gen_random_uuid(), ?, 'cus_eval_' || substr(md5(random()::text), 1, 10), 'sub_eval_' || substr(md5(random()::text), 1, 10), 'active', now() + interval '20 days', false, now(), now())`,
      [user.id],
    );
    premium = agent;
  });
  afterAll(() => api.close());

  const match = async (body: Record<string, unknown>) =>
    (await premium.post('/api/ai/treatment-matching').send(body).expect(200)).body as AiMatchingResult;

  it('finds every hospital offering the condition’s treatment within the budget, understands patients, and screens emergencies', async () => {
    const lines: string[] = ['', 'Matching evaluation (issue 29)', ''];
    const failures: string[] = [];

    // (a) Hospital recommendations, per condition category × budget × preferred destinations.
    lines.push('(a) Hospital recommendations           cases  expected  found  missing  unrelated');
    const hospitalTotals = { cases: 0, expected: 0, found: 0, missing: 0, unrelated: 0 };
    let hospitalWrong = 0;
    for (const category of CONDITION_CATEGORIES.filter((c) => c !== 'Other')) {
      const row = { cases: 0, expected: 0, found: 0, missing: 0, unrelated: 0 };
      // Every active hospital (with a specialty, spec §7) offering one of the category's mapped, active treatments,
      // its lowest price and its country: the answer key, from the rows themselves.
      const offers = await sql<{ id: string; name: string; code: string; min: number | null }>(
        `select h.id, h.name, c.code, ht.min_cost_usd as min
           from hospitals h
           join countries c on c.id = h.country_id
           join hospital_treatments ht on ht.hospital_id = h.id
           join treatments t on t.id = ht.treatment_id
           join condition_mappings m on t.id = any(m.treatment_ids)
          where m.condition_category = ? and h.is_active and t.is_active
            and exists (select 1 from hospital_specializations hs where hs.hospital_id = h.id)`,
        [category],
      );
      const offering = new Set(offers.map((o) => o.id));
      for (const [range, max] of BUDGETS) {
        // A patient per budget: assessments are limited to 10 an hour per patient.
        const { agent } = await signedInAgent(api.app, api.em, 'user');
        for (const [destinations, codes] of DESTINATIONS) {
          await agent
            .post('/api/assessments')
            .send({
              idempotencyKey: randomUUID(),
              conditionCategory: category,
              symptoms: 'Evaluation',
              urgencyLevel: 'medium',
              budgetRange: range,
              preferredDestinations: destinations,
            })
            .expect(201);
          const page = (await agent.get('/api/recommendations/hospitals?pageSize=50').expect(200)).body as HospitalRecommendationPage;
          const within = [...new Set(offers.filter((o) => max === null || (o.min !== null && o.min <= max)).map((o) => o.id))];
          const there = within.filter((id) => codes.includes(offers.find((o) => o.id === id)!.code));
          const expected = codes.length && there.length ? there : within;
          const got = page.items.map((h) => h.id);
          const missing = expected.filter((id) => !got.includes(id));
          const unrelated = got.filter((id) => !offering.has(id));
          const extra = got.filter((id) => offering.has(id) && !expected.includes(id));
          const widened = codes.length > 0 && there.length === 0 && within.length > 0;
          row.cases++;
          row.expected += expected.length;
          row.found += expected.length - missing.length;
          row.missing += missing.length;
          row.unrelated += unrelated.length;
          const name = (id: string) => offers.find((o) => o.id === id)?.name ?? page.items.find((h) => h.id === id)?.name ?? id;
          if (extra.length || page.match.destinationsWidened !== widened) hospitalWrong++;
          if (missing.length || unrelated.length || extra.length || page.match.destinationsWidened !== widened)
            failures.push(
              `hospitals ${category}, ${range}, [${destinations.join(', ')}]: missing ${missing.map(name).join(', ') || '-'}; ` +
                `unrelated ${unrelated.map(name).join(', ') || '-'}; over budget or elsewhere ${extra.map(name).join(', ') || '-'}; ` +
                `widened ${page.match.destinationsWidened} (expected ${widened})`,
            );
        }
      }
      lines.push(
        `  ${category.padEnd(36)} ${String(row.cases).padStart(5)}  ${String(row.expected).padStart(8)}  ${String(row.found).padStart(5)}  ${String(row.missing).padStart(7)}  ${String(row.unrelated).padStart(9)}`,
      );
      for (const key of Object.keys(hospitalTotals) as (keyof typeof hospitalTotals)[]) hospitalTotals[key] += row[key];
    }
    const t = hospitalTotals;
    lines.push(
      `  ${'all'.padEnd(36)} ${String(t.cases).padStart(5)}  ${String(t.expected).padStart(8)}  ${String(t.found).padStart(5)}  ${String(t.missing).padStart(7)}  ${String(t.unrelated).padStart(9)}`,
      '',
    );

    // (b) Premium matching: category names in four languages, and lay phrasings.
    lines.push('(b) Premium matching                  names  understood    lay  understood  unrelated in top 3');
    const premiumTotals = { names: 0, namesUnderstood: 0, lay: 0, layUnderstood: 0, unrelated: 0 };
    for (const category of Object.keys(RELATED)) {
      const row = { names: 0, namesUnderstood: 0, lay: 0, layUnderstood: 0, unrelated: 0 };
      const cases = [
        ...[category, ...CATEGORY_NAMES[category]!].map((text) => ({ text, kind: 'names' as const })),
        ...LAY[category]!.map((text) => ({ text, kind: 'lay' as const })),
      ];
      for (const { text, kind } of cases) {
        const result = await match({ medicalConditions: text });
        const top = result.recommendations.slice(0, 3).map((r) => slugOf(r.url));
        const unrelated = top.filter((slug) => !RELATED[category]!.includes(slug));
        const understood = top.length > 0 && RELATED[category]!.includes(top[0]!);
        row[kind]++;
        if (understood) row[kind === 'names' ? 'namesUnderstood' : 'layUnderstood']++;
        row.unrelated += unrelated.length;
        if (unrelated.length || !understood)
          failures.push(
            `${kind === 'names' ? 'name' : 'lay'} ${category}: "${text}" → ${top.join(', ') || 'nothing'}${result.safety ? ` (${result.safety.kind})` : ''}`,
          );
      }
      lines.push(
        `  ${category.padEnd(36)} ${String(row.names).padStart(5)}  ${pct(row.namesUnderstood, row.names)}     ${String(row.lay).padStart(2)}  ${pct(row.layUnderstood, row.lay)}  ${String(row.unrelated).padStart(18)}`,
      );
      for (const key of Object.keys(premiumTotals) as (keyof typeof premiumTotals)[]) premiumTotals[key] += row[key];
    }
    const p = premiumTotals;
    lines.push(
      `  ${'all'.padEnd(36)} ${String(p.names).padStart(5)}  ${pct(p.namesUnderstood, p.names)}    ${String(p.lay).padStart(3)}  ${pct(p.layUnderstood, p.lay)}  ${String(p.unrelated).padStart(18)}`,
      '',
    );

    // Budgets and destinations as typed.
    const [myr] = await sql<{ rate: number }>(`select rate from exchange_rates where currency = 'MYR' order by as_of desc limit 1`);
    const countryOf = async (slugs: string[]) =>
      (await sql<{ slug: string; code: string }>(`select h.slug, c.code from hospitals h join countries c on c.id = h.country_id`)).filter(
        (h) => slugs.includes(h.slug),
      );
    const hospitalsOf = (result: AiMatchingResult) => result.recommendations.flatMap((r) => r.hospitals.map((h) => h.slug));
    const preferenceChecks: [string, () => Promise<boolean>][] = [
      [
        '"$20k" is $20,000',
        async () => (await match({ medicalConditions: 'my knee is worn out', budget: '$20k' })).summary.includes('a budget up to $20,000'),
      ],
      [
        '"20,000 USD" and "USD 20000" are $20,000',
        async () =>
          (await match({ medicalConditions: 'Dental Care', budget: '20,000 USD' })).summary.includes('$20,000') &&
          (await match({ medicalConditions: 'Dental Care', budget: 'USD 20000' })).summary.includes('$20,000'),
      ],
      [
        '"RM 30,000" converts at the staff rate',
        async () =>
          // Spaces as Intl writes them (a no-break space after "RM") read as spaces.
          (await match({ medicalConditions: 'Eye Surgery', budget: 'RM 30,000' })).summary
            .replace(/\s/g, ' ')
            .includes(`$${Math.round(30000 / Number(myr!.rate)).toLocaleString('en-US')} (RM 30,000)`),
      ],
      [
        'a currency without a rate is not applied, and said so',
        async () => {
          const result = await match({ medicalConditions: 'Eye Surgery', budget: '€20,000' });
          return !result.summary.includes('budget up to') && result.recommendations[0]!.considerations.some((c) => c.includes('EUR'));
        },
      ],
      [
        '"anywhere except India" excludes India',
        async () => {
          const result = await match({ medicalConditions: 'Cancer Treatment', preferences: 'anywhere except India' });
          const where = await countryOf(hospitalsOf(result));
          return where.length > 0 && where.every((h) => h.code !== 'IN') && slugOf(result.recommendations[0]!.url) === 'cancer-treatment';
        },
      ],
      [
        '« sauf l’Inde » excludes India',
        async () =>
          (
            await countryOf(hospitalsOf(await match({ medicalConditions: 'cancer du sein', preferences: "n'importe où sauf l'Inde" })))
          ).every((h) => h.code !== 'IN'),
      ],
      [
        '"Korea" is South Korea',
        async () => {
          const result = await match({ medicalConditions: 'Cancer Treatment', preferences: 'Korea' });
          const where = await countryOf(result.recommendations[0]!.hospitals.map((h) => h.slug));
          return where.length > 0 && where.every((h) => h.code === 'KR') && result.summary.includes('treatment in South Korea');
        },
      ],
    ];
    let preferencesRight = 0;
    for (const [name, check] of preferenceChecks) {
      if (await check()) preferencesRight++;
      else failures.push(`preferences: ${name}`);
    }
    lines.push(`Budgets and destinations as typed: ${preferencesRight} of ${preferenceChecks.length} right`);

    // (c) The safety screen: guidance (for self-harm, and nothing else); planning care is not an emergency.
    /** The request, the guidance expected (none: recommendations), and a word of it in the request's language. */
    const safetyCases: [Record<string, unknown>, 'emergency' | 'self-harm' | null, RegExp?][] = [
      [{ medicalConditions: 'Crushing chest pain right now' }, 'emergency', /emergency/],
      [{ medicalConditions: 'douleur dans la poitrine depuis une heure', language: 'fr' }, 'emergency', /urgence/],
      [{ medicalConditions: 'siwezi kupumua', language: 'sw' }, 'emergency', /dharura/],
      [{ medicalConditions: 'ألم شديد في الصدر الآن', language: 'ar' }, 'emergency', /الطوارئ/],
      [{ medicalConditions: 'Heart Disease', preferences: 'my father collapsed and is not breathing' }, 'emergency', /emergency/],
      [{ medicalConditions: 'I want to kill myself' }, 'self-harm', /not alone/],
      [{ medicalConditions: 'Heart Disease' }, null],
      [{ medicalConditions: 'bypass after a heart attack last year' }, null],
    ];
    let safetyRight = 0;
    for (const [body, kind, words] of safetyCases) {
      const result = await match(body);
      const right =
        kind === null
          ? result.safety === null && result.recommendations.length > 0
          : result.safety?.kind === kind &&
            (kind === 'emergency' || result.recommendations.length === 0) &&
            words!.test(result.safety.text);
      if (right) safetyRight++;
      else
        failures.push(
          `safety: ${JSON.stringify(body)} → ${result.safety?.kind ?? 'no guidance'}, ${result.recommendations.length} recommendations`,
        );
    }
    lines.push(`Safety screen: ${safetyRight} of ${safetyCases.length} right`);
    lines.push(...(failures.length ? ['', 'Misses:', ...failures.map((f) => `  ✗ ${f}`)] : []));
    console.log(lines.join('\n'));

    // Each target by name, so that a miss says which.
    expect({
      'every hospital found': hospitalTotals.missing === 0,
      'no unrelated hospital': hospitalTotals.unrelated === 0,
      'no hospital over budget or wrongly elsewhere': hospitalWrong === 0,
      'no unrelated treatment in the top three': premiumTotals.unrelated === 0,
      'every category name understood': premiumTotals.namesUnderstood === premiumTotals.names,
      [`lay phrasings understood ≥ ${TARGETS.layUnderstood * 100} %`]:
        premiumTotals.layUnderstood / premiumTotals.lay >= TARGETS.layUnderstood,
      'budgets and destinations read right': preferencesRight === preferenceChecks.length,
      'safety screen right': safetyRight === safetyCases.length,
      'at least 100 phrasings': premiumTotals.names + premiumTotals.lay >= 100,
    }).toEqual({
      'every hospital found': true,
      'no unrelated hospital': true,
      'no hospital over budget or wrongly elsewhere': true,
      'no unrelated treatment in the top three': true,
      'every category name understood': true,
      [`lay phrasings understood ≥ ${TARGETS.layUnderstood * 100} %`]: true,
      'budgets and destinations read right': true,
      'safety screen right': true,
      'at least 100 phrasings': true,
    });
  }, 600_000);
});
