import { type AiChatAnswer, formatUsd } from '@medtour/contracts';
import type { Agent } from 'supertest';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/*
 * The assistant as a conversation (issue 50), through the chat API with the built-in engine: what a patient asks after
 * an answer, places we do not serve, questions that are not ours, budgets in the patient's money, and the emergency
 * numbers of the patient's own country. Facts are read from the database, not from the engine's sentences.
 */
describe('the assistant holds a conversation (issue 50)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);

  /** A patient of their own, living where `country` says (their profile's country, as the contact form names it). */
  async function patient(country?: string): Promise<Agent> {
    const { agent, user } = await signedInAgent(api.app, api.em, 'user');
    if (country) await sql(`update profiles set country = ? where user_id = ?`, [country, user.id]);
    return agent;
  }

  /** Asks each message in turn in one conversation; the replies' texts. */
  async function chat(agent: Agent, ...messages: string[]): Promise<string[]> {
    let conversationId: string | undefined;
    const replies: string[] = [];
    for (const message of messages) {
      const { body } = await agent.post('/api/ai/chat').send({ message, conversationId }).expect(201);
      conversationId = (body as AiChatAnswer).conversationId;
      replies.push((body as AiChatAnswer).reply.content);
    }
    return replies;
  }

  /** The active partner hospitals offering a treatment (by slug), with their city and rating. */
  const offering = (slug: string) =>
    sql<{ name: string; city: string; rating: string; min_cost_usd: number }>(
      `select h.name, h.city, h.rating, ht.min_cost_usd from hospitals h
         join hospital_treatments ht on ht.hospital_id = h.id join treatments t on t.id = ht.treatment_id
        where t.slug = ? and h.is_active`,
      [slug],
    );
  /** The hospitals a reply names, in the order it names them. */
  const namedIn = <H extends { name: string }>(reply: string, hospitals: H[]) =>
    hospitals.filter((h) => reply.includes(h.name)).sort((a, b) => reply.indexOf(a.name) - reply.indexOf(b.name));

  describe('follow-ups', () => {
    it('answers "the second one" with the second hospital it listed, and "which city is it in" with that one', async () => {
      const hospitals = await offering('knee-replacement');
      const [list, second] = await chat(
        await patient(),
        'Which hospitals do knee replacement?',
        'tell me about the second one, which city is it in?',
      );
      const listed = namedIn(list!, hospitals);
      expect(listed.length).toBeGreaterThan(1);
      expect(second).toContain(listed[1]!.city);
      expect(second).toContain(listed[1]!.name);
      expect(second).not.toContain(listed[0]!.name);
    });

    /** A stent's stay as the catalogue has it ("3–7 days"), as a pattern. */
    const stentStay = async () => {
      const [stent] = await sql<{ min_duration_days: number; max_duration_days: number }>(
        `select min_duration_days, max_duration_days from treatments where slug = 'angioplasty-stenting'`,
      );
      return new RegExp(`${stent!.min_duration_days}\\D+${stent!.max_duration_days}`);
    };

    it('gives a treatment’s stay though the hospital talked about does not offer it, after "tuache hiyo"', async () => {
      const [, stay] = await chat(
        await patient(),
        'IVF Uturuki ni bei gani?',
        'Tuache hiyo. Kuwekewa stent kwenye mshipa wa moyo, nitakaa siku ngapi?',
      );
      expect(stay).toMatch(await stentStay());
      expect(stay).not.toContain('Bosphorus');
    });

    it('gives a treatment’s stay when asked of a hospital that does not offer it, beside saying so', async () => {
      const [, stay] = await chat(
        await patient(),
        'How much is IVF at Bosphorus Aesthetic & IVF Hospital?',
        'how many days would I stay at that hospital for a stent?',
      );
      expect(stay).toMatch(await stentStay());
    });

    it('answers "what is its rating" after the best rated with the first hospital of that answer', async () => {
      const hospitals = await offering('ivf-treatment');
      const best = [...hospitals].sort((a, b) => Number(b.rating) - Number(a.rating))[0]!;
      const [, rating] = await chat(await patient(), 'best rated hospital for IVF', 'what is its rating?');
      expect(rating).toContain(best.name);
      expect(rating).toContain(Number(best.rating).toFixed(1));
    });

    it('answers "which city is the hospital in" after prices by country with the one hospital offering it there, and asks which when several do', async () => {
      const inThailand = await sql<{ name: string; city: string }>(
        `select h.name, h.city from hospitals h join countries c on c.id = h.country_id
           join hospital_treatments ht on ht.hospital_id = h.id join treatments t on t.id = ht.treatment_id
          where t.slug = 'knee-replacement' and c.code = 'TH' and h.is_active`,
      );
      expect(inThailand).toHaveLength(1);
      const [, city] = await chat(await patient(), 'knee replacement price in Thailand', 'which city is the hospital in?');
      expect(city).toContain(inThailand[0]!.name);
      expect(city).toContain(inThailand[0]!.city);

      const everywhere = await offering('knee-replacement');
      expect(everywhere.length).toBeGreaterThan(1);
      const [, which] = await chat(await patient(), 'how much is a knee replacement', 'which city is the hospital in?');
      // Several offer it and the answer named none: the patient is asked which, each named.
      for (const h of everywhere) expect(which).toContain(h.name);
      expect(which).not.toContain(everywhere[0]!.city);
    });

    it('names the few hospitals behind a price by country, so that "the 2nd hospital, which city?" is the second the patient read', async () => {
      const hospitals = await offering('spinal-fusion');
      expect(hospitals.length).toBeGreaterThan(1);
      const [prices, city] = await chat(await patient(), 'prix fusion vertebrale svp', 'le 2e hopital il est dans quelle ville?');
      const listed = namedIn(prices!, hospitals);
      // Every hospital offering it is named under its country's price.
      expect(listed).toHaveLength(hospitals.length);
      expect(city).toContain(listed[1]!.name);
      expect(city).toContain(listed[1]!.city);
      expect(city).not.toContain(listed[0]!.name);
    });

    it('drops the treatment and the place on "forget that"', async () => {
      const india = await sql<{ name: string }>(`select name from countries where code = 'IN'`);
      const [thailand, , hip] = await chat(
        await patient(),
        'knee replacement in Thailand',
        'forget that',
        'how much is a hip replacement?',
      );
      expect(thailand).toContain('Thailand');
      // Thailand is no longer the place asked about: the hip's prices everywhere (India does hips, Thailand none).
      expect(hip).toContain(india[0]!.name);
      expect(hip).not.toContain('Thailand');
      expect(hip).not.toMatch(/knee/i);
    });

    it('keeps the treatment when "forget" only changes the place: "forget India, in Korea how much?"', async () => {
      const [korea] = await sql<{ min: string; max: string }>(
        `select min(ht.min_cost_usd) as min, max(ht.max_cost_usd) as max from hospital_treatments ht
           join hospitals h on h.id = ht.hospital_id join countries c on c.id = h.country_id
           join treatments t on t.id = ht.treatment_id
          where t.slug = 'cancer-treatment' and c.code = 'KR' and h.is_active`,
      );
      const [, price] = await chat(await patient(), 'where do you treat cancer?', "laisse tomber l'Inde, en Corée c'est combien ?");
      expect(price).toContain('Corée du Sud');
      expect(price).not.toContain('Inde');
      // The cancer treatment's prices in Korea, not Korea's list of treatments.
      const digits = price.replace(/[\s\u00a0\u202f]/gu, '');
      for (const amount of [korea!.min, korea!.max]) expect(digits).toContain(String(Number(amount)));
      expect(price).toMatch(/cancer/i);

      // « انسى ماليزيا، في الهند فما؟ »: whatever else the classifier hears beside "forget" (off-topic), the bypass in India.
      const [, india] = await chat(await patient(), 'نحب نعمل عملية القلب المفتوح، قداش في ماليزيا؟', 'انسى ماليزيا، في الهند فما؟');
      expect(india).toContain('غير متوفر لدى مستشفياتنا الشريكة في الهند');
    });

    it('answers "do they speak Arabic there?" about the hospital talked about, and names the hospitals nearby whose staff do when it does not', async () => {
      const inIndia = (language: string) =>
        sql<{ name: string; speaks: boolean }>(
          `select h.name, exists (select 1 from unnest(h.languages) l where l = ?) as speaks from hospitals h
             join countries c on c.id = h.country_id
            where c.code = 'IN' and h.is_active`,
          [language],
        );
      const [hip] = await sql<{ name: string; languages: string[] }>(
        `select h.name, h.languages from hospitals h join countries c on c.id = h.country_id
           join hospital_treatments ht on ht.hospital_id = h.id join treatments t on t.id = ht.treatment_id
          where t.slug = 'hip-replacement' and c.code = 'IN' and h.is_active`,
      );
      // The catalogue as the story needs it: India's hip hospital lists French, not Arabic; another Indian hospital lists Arabic.
      expect(hip!.languages).toContain('French');
      expect(hip!.languages).not.toContain('Arabic');
      const arabic = (await inIndia('Arabic')).filter((h) => h.speaks);
      expect(arabic.length).toBeGreaterThan(0);

      const [, french] = await chat(await patient(), 'which hospital does hip replacement in India?', 'do they speak French there?');
      expect(french).toContain(`Staff at ${hip!.name} speak French.`);

      const [, notArabic] = await chat(await patient(), 'which hospital does hip replacement in India?', 'do they speak arabic there?');
      expect(notArabic).toContain(`${hip!.name} does not list Arabic among its staff's languages`);
      for (const h of arabic) expect(notArabic).toContain(h.name);
    });

    it('answers "which of them has staff who speak French?" with those of the list before, or of the treatment talked about, that do, without the prices again', async () => {
      const speaking = (slug: string, language: string) =>
        sql<{ name: string; speaks: boolean; min: string }>(
          `select h.name, exists (select 1 from unnest(h.languages) l where l = ?) as speaks, ht.min_cost_usd as min from hospitals h
             join hospital_treatments ht on ht.hospital_id = h.id join treatments t on t.id = ht.treatment_id
            where t.slug = ? and h.is_active`,
          [language, slug],
        );
      // The catalogue as the story needs it: of the knee hospitals some list French and some do not.
      const knee = await speaking('knee-replacement', 'French');
      expect(knee.filter((h) => h.speaks).length).toBeGreaterThan(0);
      expect(knee.filter((h) => !h.speaks).length).toBeGreaterThan(0);

      const [, which] = await chat(await patient(), 'which hospitals do knee replacement?', 'which of them has staff who speak French?');
      for (const h of knee) {
        if (h.speaks) expect(which).toContain(`Staff at ${h.name} speak French.`);
        else expect(which).not.toContain(h.name);
      }
      expect(which).not.toContain(`$${Number(knee[0]!.min).toLocaleString('en-US')}`);

      // After prices by country, which named no hospital: the hospitals offering it, in French.
      const ivf = await speaking('ivf-treatment', 'French');
      expect(ivf.length).toBeGreaterThan(1);
      const [, lequel] = await chat(
        await patient(),
        'combien coûte une FIV ?',
        "lequel a du personnel qui parle français ? mon mari comprend pas l'anglais",
      );
      expect(ivf.filter((h) => !h.speaks).length).toBeGreaterThan(0);
      for (const h of ivf) {
        if (h.speaks) expect(lequel).toContain(`Le personnel de ${h.name} parle français.`);
        else expect(lequel).not.toContain(h.name);
      }
    });

    it('answers "is there a hospital where the staff speak Hausa?" beside an illness with the hospitals whose staff do, not the illness’s prices', async () => {
      const hospitals = await sql<{ name: string; speaks: boolean }>(
        `select name, exists (select 1 from unnest(languages) l where l = 'Hausa') as speaks from hospitals where is_active`,
      );
      expect(hospitals.filter((h) => h.speaks).length).toBeGreaterThan(0);
      const [reply] = await chat(
        await patient(),
        'my father only speaks hausa, he has diabetes and needs a hip replacement. is there a hospital where the staff speak hausa?',
      );
      for (const h of hospitals) {
        if (h.speaks) expect(reply).toContain(h.name);
        else expect(reply).not.toContain(h.name);
      }
      // Asked the price as well, the treatment's answer follows.
      const [priced] = await chat(await patient(), 'how much is a hip replacement, and which hospitals have staff who speak hausa?');
      expect(priced).toMatch(/Hip Replacement/);
    });

    it('reads "Sawa. Na viza ya Uturuki?" as a question about Turkey, not as thanks, and "tangu 2015" as a year, not a budget', async () => {
      const [turkey] = await sql<{ translations: { sw?: { visaInfo?: string } }; visa_info: string }>(
        `select translations, visa_info from countries where code = 'TR'`,
      );
      const [, visa] = await chat(await patient(), 'bei ya kubadilisha goti India ni ngapi?', 'Sawa. Na viza ya Uturuki inakuaje?');
      expect(visa).toContain(turkey!.translations.sw?.visaInfo || turkey!.visa_info);

      const [thailand] = await sql<{ min: string }>(
        `select ht.min_cost_usd as min from hospital_treatments ht join treatments t on t.id = ht.treatment_id
           join hospitals h on h.id = ht.hospital_id join countries c on c.id = h.country_id
          where t.slug = 'diabetes-care-programme' and c.code = 'TH'`,
      );
      const [price] = await chat(
        await patient(),
        'Nina kisukari tangu 2015, sukari haishuki hata nikimeza dawa. Programu yenu ya sukari Thailand inagharimu kiasi gani?',
      );
      expect(price.replace(/[\s,]/g, '')).toContain(String(Number(thailand!.min)));
      expect(price).not.toMatch(/2,015|2015/);
    });

    it('answers the visa asked at the end of a dictated message about a treatment, beside the treatment', async () => {
      const visaOf = async (code: string) => {
        const [country] = await sql<{ translations: { sw?: { visaInfo?: string } }; visa_info: string }>(
          `select translations, visa_info from countries where code = ?`,
          [code],
        );
        return { en: country!.visa_info, sw: country!.translations.sw?.visaInfo || country!.visa_info };
      };
      const [english] = await chat(
        await patient(),
        "my sister had a stroke two years ago she's fine now um she needs a hip replacement what's the visa for malaysia and can i come with her",
      );
      expect(english).toContain((await visaOf('MY')).en);
      expect(english).toMatch(/Hip Replacement/);
      const [swahili] = await chat(await patient(), 'nina presha nataka kwenda india kwa matibabu ya goti visa inakuwaje');
      expect(swahili).toContain((await visaOf('IN')).sw);
    });

    it('reads an illness kept in check as history: a knee replacement asked beside diabetes "well controlled" is answered alone', async () => {
      const [reply] = await chat(
        await patient(),
        'my mum has diabetes but it is well controlled. how much is a knee replacement in India?',
      );
      expect(reply).toMatch(/Knee Replacement/);
      expect(reply).not.toMatch(/Diabetes Care Programme/);
    });

    it('reads an illness told as had, before a question about another treatment, as history: the treatment asked is answered alone', async () => {
      const named = async (slug: string, language: 'en' | 'ar' | 'sw') => {
        const [row] = await sql<{ name: string }>(
          `select coalesce(translations->?->>'name', name) as name from treatments where slug = ?`,
          [language, slug],
        );
        return row!.name;
      };
      const asked = [
        ['en', 'my mum has diabetes. how much is a knee replacement in India?', 'knee-replacement', 'diabetes-care-programme'],
        ['en', 'I have knee pain, how much is a hip replacement?', 'hip-replacement', 'knee-replacement'],
        ['en', 'my husband is diabetic, how much is cataract surgery in Malaysia?', 'cataract-surgery', 'diabetes-care-programme'],
        ['ar', 'أمي عندها سكر، كم سعر تبديل الركبة في الهند؟', 'knee-replacement', 'diabetes-care-programme'],
        ['sw', 'mama yangu ana kisukari. bei ya kubadilisha goti India ni ngapi?', 'knee-replacement', 'diabetes-care-programme'],
      ] as const;
      for (const [language, message, answered, history] of asked) {
        const [reply] = await chat(await patient(), message);
        expect({ message, answered: reply!.includes(await named(answered, language)) }).toEqual({ message, answered: true });
        expect({ message, history: reply!.includes(await named(history, language)) }).toEqual({ message, history: false });
      }
      // Needed, not had: both are asked about.
      const [both] = await chat(await patient(), 'my wife needs IVF, I need a knee replacement, prices?');
      expect(both).toMatch(/IVF Treatment/);
      expect(both).toMatch(/Knee Replacement/);
    });

    it('answers « quel est le taux de réussite de la FIV chez vous ? » with the success rate, not prices', async () => {
      const [ivf] = await sql<{ rate: string }>(`select success_rate_percentage as rate from treatments where slug = 'ivf-treatment'`);
      const [reply] = await chat(await patient(), 'quel est le taux de reussite de la fiv chez vous ?');
      expect(reply).toMatch(new RegExp(`${Number(ivf!.rate)}[\\s\\u202f]?%`, 'u'));
      expect(reply).not.toContain('$US');
    });

    it('answers "can my husband come with me?" with the guide’s answer on companions', async () => {
      const [entry] = await sql<{ body: string }>(`select body from guide_entries where topic = 'companions'`);
      const [, companions] = await chat(await patient(), 'how much is a hip replacement in India', 'can my husband come with me?');
      expect(companions).toContain(entry!.body);
    });
  });

  describe('what is not ours', () => {
    it.each([
      ['knee replacement in Morocco', 'Morocco'],
      ['is there a good hospital in Germany for a hip?', 'Germany'],
      ['je veux faire une FIV au Maroc', 'Maroc'],
    ])('says plainly that "%s" is in a place we do not serve, with the destinations we serve', async (message, place) => {
      const served = await sql<{ name: string }>(`select name from countries where code in ('IN','MY','KR','TH','TR')`);
      const [reply] = await chat(await patient(), message);
      expect(reply).toContain(place);
      if (!message.startsWith('je')) for (const country of served) expect(reply).toContain(country.name);
      expect(reply).not.toMatch(/not in our catalogue|ne figure pas/);
    });

    it.each([
      // « لألمانيا »: "to Germany", a hamza's alef and no article.
      ['اريد اودي امي لألمانيا للعلاج، تگدرون تساعدوني بالمستشفى هناك؟', 'ألمانيا'],
      // « فرانسا », France in Darija, shares its stem with « فرانسي », French: the place, not a language.
      ['نحب ندير العملية في فرانسا، عندي خويا في مرسيليا', 'فرنسا'],
      // « مش ممكن … ؟ », "can't you…?", excludes nothing.
      ['مش ممكن ترشحولي مستشفى كويس في القاهرة لعملية القلب؟', 'مصر'],
    ])('says plainly in Arabic that "%s" is in a place we do not serve', async (message, place) => {
      const [reply] = await chat(await patient(), message);
      expect(reply).toContain(`لا نقدّم العلاج في ${place}`);
    });

    it('answers a hospital asked for "here" where the patient says they are: that place is not served, ours are listed', async () => {
      const destinations = (await sql<{ name: string }>(`select name from countries where code in ('IN','MY','KR','TH','TR')`)).map(
        (c) => c.name,
      );
      // A place we know by name, and one we do not: either way, plainly, with the five destinations.
      const [nairobi] = await chat(await patient(), 'I live in Nairobi, is there a partner hospital here for a knee replacement?');
      expect(nairobi).toContain('We do not offer treatment in Kenya');
      const [unknown] = await chat(await patient(), 'I live in Maralal, do you have a hospital here for cataract surgery?');
      expect(unknown).toContain('We have no partner hospital where you are');
      for (const reply of [nairobi, unknown]) for (const name of destinations) expect(reply).toContain(name);
      const [goma] = await chat(await patient(), 'Habari, mimi niko Goma. Mna hospitali hapa ya kubadilisha goti?');
      expect(goma).toContain('Hatutoi matibabu nchini Kongo');
      const [maralal] = await chat(await patient(), 'Mimi niko Maralal. Mna hospitali hapa ya kubadilisha goti?');
      expect(maralal).toContain('Hatuna hospitali mshirika mahali ulipo');
      // "Here is my question" beside a destination asks about the destination.
      const [india] = await chat(await patient(), "I'm from Nigeria and here is my question: how much is a knee replacement in India?");
      expect(india).not.toMatch(/do not offer treatment in Nigeria|no partner hospital where you are/);
      expect(india).toContain('India');
    });

    it('still answers what else was asked beside a place we do not serve: a treatment we do not list, staff who speak a language', async () => {
      const [stones] = await chat(await patient(), 'do you do lithotripsy for kidney stones? the urologist in Abuja said shockwave');
      expect(stones).toContain('We do not offer treatment in Nigeria');
      expect(stones).toContain('/contact'); // the coordinators, who can look for a hospital
      const [tamil] = (
        await sql<{ name: string }>(`select name from hospitals where languages::text ilike '%tamil%' order by name limit 1`)
      ).map((h) => h.name);
      const [gran] = await chat(
        await patient(),
        'my gran only speaks Tamil, we are a Durban family. which hospital has staff who speak Tamil?',
      );
      expect(gran).toContain('We do not offer treatment in South Africa');
      expect(gran).toContain(tamil);
    });

    it('reads « البصرة », Basra, as the place it is, not as « البصر », sight (cataract surgery), whose stem it shares', async () => {
      const [basra] = await chat(await patient(), 'هل عندكم مستشفى في البصرة لأطفال الأنابيب؟');
      expect(basra).toContain('لا نقدّم العلاج في العراق');
      // Cataract surgery, « جراحة المياه البيضاء (الساد) », is not what was asked.
      expect(basra).not.toContain('المياه البيضاء');
    });

    it('reads where the patient comes from as theirs, not as a destination: "the flight from Nairobi", "milioni 20 za Uganda"', async () => {
      const [thailand] = await sql<{ flight: string }>(`select flight_time_from_africa as flight from countries where code = 'TH'`);
      const [flight] = await chat(await patient(), 'how many hours is the flight from Nairobi to Thailand?');
      expect(flight).toContain(thailand!.flight);
      expect(flight).not.toMatch(/do not offer treatment in Kenya/);
      const [budget] = await chat(await patient(), 'Nina milioni 20 za Uganda, mama anahitaji kubadilishwa nyonga. Wapi ni cheapest?');
      expect(budget).toMatch(/UGX|USh/);
      expect(budget).not.toMatch(/Uganda:/);
      expect(budget).not.toMatch(/Hatutoi matibabu nchini Uganda/);
      // A currency of one country we do not serve, without a staff rate: still the patient's country, and said to have no rate.
      const [burundi] = await chat(
        await patient(),
        'dada yangu ana saratani. Tuna milioni 15 za Burundi (BIF). Matibabu yanapatikana hospitali gani?',
      );
      expect(burundi).toContain('BIF');
      expect(burundi).not.toMatch(/Hatutoi matibabu nchini Burundi/);
    });

    it.each([
      ['do you do hair transplants?', 'That treatment is not in our catalogue'],
      ['mnafanya upandikizaji wa nywele?', 'Matibabu hayo hayamo katika orodha yetu'],
    ])('says "%s" is not in the catalogue, and offers the coordinators', async (message, notOurs) => {
      const [reply] = await chat(await patient(), message);
      expect(reply).toContain(notOurs);
      expect(reply).toMatch(/\/contact/);
    });

    it('reads a procedure we do not offer told as history, then one we do asked after it, as the question', async () => {
      const [history] = await chat(
        await patient(),
        "Ma césarienne est bien guérie, c'était il y a deux ans. Combien coûte une abdominoplastie en Turquie ?",
      );
      expect(history).not.toMatch(/ne figure pas/);
      expect(history).toContain('Liposuccion et remodelage de la silhouette');
      // Told in the clause of the question, it is still what is asked: LASIK "for my eyes" is no cataract.
      const [laser] = await chat(await patient(), 'my eyes are bad, I want lasik for my eyes');
      expect(laser).toContain('That treatment is not in our catalogue');
    });

    it('answers the flight asked beside an illness we do not treat, after saying so', async () => {
      const [turkey] = await sql<{ flight: string }>(`select flight_time_from_africa as flight from countries where code = 'TR'`);
      const [reply] = await chat(await patient(), 'I have typhoid and malaria at the same time. How long is the flight to Turkey?');
      expect(reply).toContain('That treatment is not in our catalogue');
      expect(reply).toContain(turkey!.flight);
    });

    it('answers a follow-up of one word (« combien ? », « prix », "السعر") about the treatment talked about, and an acknowledgement ("really?") with that treatment, not a success rate', async () => {
      const [stay, price] = await chat(await patient(), 'la prothèse de hanche en Inde, on reste combien de jours ?', 'combien ?');
      const indianHip = /Coromandel Orthopaedic Centre \(Demo\) \(Chennai, Inde\): 8\s000\s\$US/;
      expect(stay).not.toMatch(/\$US/);
      expect(price).toMatch(indianHip);
      const [, word] = await chat(await patient(), 'la prothèse de hanche en Inde, on reste combien de jours ?', 'prix');
      expect(word).toMatch(indianHip);
      const [, arabic] = await chat(await patient(), 'تبديل مفصل الورك في الهند كم يوم الإقامة؟', 'السعر');
      expect(arabic).toMatch(/دولار|US\$|\$/);
      // "Really?" is no question of success rates, « vraiment » no request for a coordinator.
      const [, really] = await chat(await patient(), 'how much is a knee replacement in Malaysia?', 'really?');
      const [, vraiment] = await chat(await patient(), 'combien coûte la FIV en Malaisie ?', 'vraiment');
      const [, kumbe] = await chat(await patient(), 'upasuaji wa goti Malaysia ni bei gani?', 'kumbe');
      expect(really).toMatch(/Selangor Joint & Spine Institute \(Demo\) \(Petaling Jaya, Malaysia\): \$7,500/);
      expect(vraiment).toMatch(/Penang Lotus Fertility Hospital \(Demo\)/);
      expect(vraiment).not.toMatch(/coordinat/i);
      expect(kumbe).toMatch(/Kubadilisha goti nchini Malesia/);
    });

    it('answers a price asked in French written by ear as it answers it spelt (« c konbien la protèz de anch en inde »)', async () => {
      const [byEar] = await chat(await patient(), 'c konbien la protèz de anch en inde ?');
      const [spelt] = await chat(await patient(), 'combien coûte la prothèse de hanche en Inde ?');
      expect(spelt).toMatch(/\$US/);
      expect(byEar).toBe(spelt);
    });

    it.each([
      "what's the weather in Kuala Lumpur",
      'who will win the election in Kenya?',
      'شنو الجو فكوالالمبور هاد الجمعة؟',
      'شو احسن مطعم حلال في بانكوك؟',
      'اعطيني وصفة كسكس بالخضرة',
      // A price asked of a destination, about something that is not care.
      'how much are tickets for the concert in Kuala Lumpur next month?',
      'كم رسوم الجامعة في تشيناي؟ ابني يبي يدرس في جامعة هناك',
      'bei ya gauni la harusi Istanbul ni kiasi gani?',
    ])('answers "%s" as out of scope, without prices or hospitals', async (message) => {
      const [reply] = await chat(await patient(), message);
      expect(reply).not.toMatch(/\$|Hospital/);
      // Not ours, in the message's language ("the election in Kenya" is also told that Kenya is not served).
      expect(reply).toMatch(
        /I can only help with medical treatment abroad|We do not offer treatment in|يمكنني المساعدة فقط في العلاج بالخارج|Ninaweza kusaidia tu/,
      );
    });
  });

  describe("budgets in the patient's money", () => {
    const rate = async (currency: string) =>
      Number(
        (await sql<{ rate: string }>(`select rate from exchange_rates where currency = ? order by as_of desc limit 1`, [currency]))[0]!
          .rate,
      );

    it('lists only the IVF hospitals whose price starts within a budget in naira, at staff’s rate', async () => {
      const budgetUsd = 10_000_000 / (await rate('NGN'));
      const hospitals = await offering('ivf-treatment');
      const [reply] = await chat(await patient('Nigeria'), 'IVF, my budget is 10 million naira');
      const within = hospitals.filter((h) => h.min_cost_usd <= budgetUsd);
      const above = hospitals.filter((h) => h.min_cost_usd > budgetUsd);
      expect(within.length).toBeGreaterThan(0);
      for (const h of within) expect(reply).toContain(h.name);
      for (const h of above) expect(reply).not.toContain(h.name);
      // The budget said back in naira, and about how much that is in dollars.
      expect(reply).toMatch(/NGN|₦/);
      expect(reply).toContain(formatUsd(Math.round(budgetUsd)).slice(0, 3));
    });

    it('applies a budget written after its number ("Ugx 30 milioni") to two places named, listing only the hospitals within it', async () => {
      const budgetUsd = 30_000_000 / (await rate('UGX'));
      const hospitals = await sql<{ name: string; code: string; min_cost_usd: number }>(
        `select h.name, c.code, ht.min_cost_usd from hospitals h join countries c on c.id = h.country_id
           join hospital_treatments ht on ht.hospital_id = h.id join treatments t on t.id = ht.treatment_id
          where t.slug = 'knee-replacement' and h.is_active`,
      );
      const [reply] = await chat(await patient('Uganda'), 'Tuna Ugx 30 milioni kwa goti jipya, Malaysia au Thailand tu. Inawezekana wapi?');
      const there = hospitals.filter((h) => h.code === 'MY' || h.code === 'TH');
      const within = there.filter((h) => h.min_cost_usd <= budgetUsd);
      expect(within.length).toBeGreaterThan(0);
      expect(within.length).toBeLessThan(there.length);
      for (const h of within) expect(reply).toContain(h.name);
      for (const h of hospitals.filter((h) => !within.includes(h))) expect(reply).not.toContain(h.name);
    });

    it('answers a budget in cedis for belly fat with the hospitals within it, not a list of stays', async () => {
      const budgetUsd = 38_000 / (await rate('GHS'));
      const hospitals = await offering('liposuction-body-contouring');
      const [reply] = await chat(await patient('Ghana'), 'I want my belly fat and love handles removed. Budget 38k cedis. Options?');
      const within = hospitals.filter((h) => h.min_cost_usd <= budgetUsd);
      expect(within.length).toBeGreaterThan(0);
      expect(within.length).toBeLessThan(hospitals.length);
      for (const h of within) expect(reply).toContain(h.name);
      for (const h of hospitals.filter((h) => !within.includes(h))) expect(reply).not.toContain(h.name);
      expect(reply).not.toMatch(/Shortest stay first/);
    });

    it('reads shillings as the patient’s own: a Tanzanian’s are Tanzanian shillings', async () => {
      const [reply] = await chat(await patient('Tanzania'), 'hip replacement, budget shilingi milioni 30');
      expect(reply).toMatch(/TZS|TSh/);
    });

    it('reads rupees as the patient’s own, in lakh: a Pakistani’s 20 lakh rupees are PKR 2,000,000, not 2 million dollars', async () => {
      const [reply] = await chat(await patient('Pakistan'), 'Our budget is 20 lakh rupees for abba’s knee replacement. Which hospital?');
      expect(reply).toContain('PKR');
      expect(reply).not.toMatch(/\$2,000,000/);
    });

    it('reads French « roupies » as the patient’s own too: Seychelles rupees for a Seychellois, Mauritian ones otherwise', async () => {
      const question = 'notre budget est de 300 000 roupies pour une prothèse du genou, quel hôpital ?';
      const [seychelles] = await chat(await patient('Seychelles'), question);
      expect(seychelles).toContain('SCR');
      expect(seychelles).not.toContain('MUR');
      const [anyone] = await chat(await patient(), question);
      expect(anyone).toContain('MUR');
    });

    it('says when a currency has no usable rate, and does not apply the budget', async () => {
      const hospitals = await offering('knee-replacement');
      const [reply] = await chat(await patient(), 'knee replacement, my budget is 2000 euros');
      expect(reply).toContain('EUR');
      expect(reply).toMatch(/no current exchange rate/);
      // Not read as 2,000 dollars (nothing would fit): the hospitals and their prices in dollars.
      expect(namedIn(reply, hospitals).length + (reply.match(/\$\d/g)?.length ?? 0)).toBeGreaterThan(0);
    });
  });

  describe("the emergency numbers of the patient's country", () => {
    /** Nigeria's first crisis line and its emergency number, as staff keep them. */
    const nigerianNumbers = async () => {
      const [line] = await sql<{ number: string }>(`select number from crisis_lines where country = 'Nigeria' order by name limit 1`);
      const [emergency] = await sql<{ number: string }>(`select number from emergency_numbers where country = 'Nigeria'`);
      return { line: line!, emergency: emergency! };
    };

    it('gives a Nigerian patient Nigeria’s emergency number, not a list of every country’s', async () => {
      const [nigeria] = await sql<{ number: string }>(`select number from emergency_numbers where country = 'Nigeria'`);
      const [thailand] = await sql<{ number: string }>(`select number from emergency_numbers where country = 'Thailand'`);
      const [reply] = await chat(
        await patient('Nigeria'),
        'pls help my chest is so tight and the pain is going to my jaw, im sweating alot',
      );
      expect(reply).toMatch(/emergency/i);
      expect(reply).toContain('Nigeria');
      expect(reply).toContain(nigeria!.number);
      expect(reply).not.toContain(thailand!.number);
    });

    it('gives the guidance again to a message that asks nothing after it (« ? », an emoji), and answers a question asked after it', async () => {
      const { line, emergency } = await nigerianNumbers();
      const [danger, mark, fear, question] = await chat(
        await patient('Nigeria'),
        'my baby is 3 weeks old, she is so hot and floppy and not feeding at all',
        '?',
        '😰😰😰',
        'how much is a knee replacement in India?',
      );
      for (const reply of [danger, mark, fear]) {
        expect(reply).toContain(emergency.number);
        expect(reply).not.toMatch(/Which treatment would you like/);
      }
      const [india] = await offering('knee-replacement').then((all) => all.filter((h) => question!.includes(h.name)));
      expect(india).toBeDefined();
      expect(question).not.toContain(emergency.number);
      // Asked only what it is after the guidance, the danger is still going on; asked about a place, it is a question.
      const [stroke, opinion, penang] = await chat(
        await patient('Nigeria'),
        "Ma mère parle bizarrement depuis vingt minutes, sa bouche est tordue d'un côté et son bras droit ne bouge plus.",
        'et vous en pensez quoi ?',
        'what do you think of Penang for a knee replacement?',
      );
      expect(stroke).toContain(emergency.number);
      expect(opinion).toContain(emergency.number);
      expect(penang).not.toContain(emergency.number);
      // A crisis's guidance again is the crisis line's, not only an ambulance's.
      const [crisis, again] = await chat(await patient('Nigeria'), "I don't want to live anymore, I have the pills ready", '...');
      expect(crisis).toContain(line.number);
      expect(again).toContain(line.number);
      // One word, even one the intent classifier half-reads as a request (« vraiment »), asks nothing either.
      const replies = await chat(await patient('Nigeria'), 'envie de mourir', 'vrèman', '?');
      for (const reply of replies) expect(reply).toContain(line.number);
      // Nor does a fit that goes on, told by ear: « ça fait longtemps, ça s'arrête pas » had been read as "forget that",
      // its « fé » (fait) as Fès, a city of Morocco.
      const fit = await chat(
        await patient('Nigeria'),
        'mon fis fé une kriz il tranbl tou le kor lé zyeu en lèr',
        "sa fé lontan sa s'arèt pa",
      );
      for (const reply of fit) expect(reply).toContain(emergency.number);
      // A baby's danger told by ear after its fever: two months old (« deu moi »), floppy, not feeding.
      const [, baby] = await chat(await patient('Nigeria'), 'mon bébé a la fiev tro for', 'il a deu moi é il é tou mou il tèt pa');
      expect(baby).toContain(emergency.number);
    });

    it('gives every country’s numbers when nothing says where the patient is', async () => {
      const numbers = await sql<{ number: string }>(`select number from emergency_numbers`);
      const [reply] = await chat(await patient(), 'my husband collapsed and is not breathing');
      for (const { number } of numbers) expect(reply).toContain(number);
    });

    it('gives a Kenyan writing in Swahili the crisis line of Kenya first, then the emergency number', async () => {
      const [line] = await sql<{ number: string }>(`select number from crisis_lines where country = 'Kenya' order by name limit 1`);
      const [emergency] = await sql<{ number: string }>(`select number from emergency_numbers where country = 'Kenya'`);
      const [reply] = await chat(await patient('Kenya'), 'nimechoka na maisha, nataka kujiua');
      expect(reply).toContain(line!.number);
      expect(reply).toContain(emergency!.number);
      expect(reply).toMatch(/msaada|usaidizi|peke yako/i);
    });

    it('gives the country’s crisis line after the emergency number for a poisoning, which may not have been an accident', async () => {
      const { line, emergency } = await nigerianNumbers();
      const [reply] = await chat(await patient('Nigeria'), 'my brother drank the rat poison we had in the house an hour ago');
      expect(reply).toContain(emergency!.number);
      expect(reply).toContain(line!.number);
      expect(reply.indexOf(emergency!.number)).toBeLessThan(reply.indexOf(line!.number));
      // A chest pain is no poisoning: its reply stays the emergency's alone.
      const [chest] = await chat(await patient('Nigeria'), 'my father has a crushing chest pain going to his left arm');
      expect(chest).toContain(emergency!.number);
      expect(chest).not.toContain(line!.number);
    });

    it('reads a crisis told across two messages, each ordinary alone, in both together — not a question after guidance', async () => {
      const { line, emergency } = await nigerianNumbers();
      const [first, second] = await chat(
        await patient('Nigeria'),
        'I am standing on the bridge over the river tonight, looking at the water.',
        'i dont know why i am writing to you',
      );
      expect(first).not.toContain(line!.number);
      expect(second).toContain(line!.number);
      expect(second).toContain(emergency!.number);
      // Each alone is ordinary: in two conversations of their own, neither gets the guidance.
      for (const alone of [
        'I am standing on the bridge over the river tonight, looking at the water.',
        'i dont know why i am writing to you',
      ])
        expect((await chat(await patient('Nigeria'), alone))[0]).not.toContain(line!.number);
      // Two ordinary questions stay ordinary; a question after an emergency's guidance gets its answer alone.
      const [, stay] = await chat(await patient('Nigeria'), 'how much is a knee replacement in India?', 'and how long is the stay there?');
      expect(stay).not.toContain(emergency!.number);
      const [sos, price] = await chat(
        await patient('Nigeria'),
        'my mother collapsed and is not breathing',
        'the ambulance came and she is stable now. how much is a knee replacement in India?',
      );
      expect(sos).toContain(emergency!.number);
      expect(price).not.toContain(emergency!.number);
      expect(price).toMatch(/Knee Replacement/);
    });

    it('gives a crisis denied or long over its line above the answer to what was asked, not in its place', async () => {
      const [line] = await sql<{ number: string }>(`select number from crisis_lines where country = 'Nigeria' order by name limit 1`);
      const price = /IVF Treatment costs \$[\d,]+/;
      const [denied] = await chat(
        await patient('Nigeria'),
        "I'm not suicidal or anything, just exhausted after three failed rounds at home. How much is IVF?",
      );
      expect(denied).toContain(line!.number);
      expect(denied).toMatch(price);
      const [over] = await chat(
        await patient('Nigeria'),
        'I attempted suicide twelve years ago and have been well since. How much is IVF?',
      );
      expect(over).toContain(line!.number);
      expect(over).toMatch(price);
      // Told as now, the crisis gets its guidance alone.
      const [now] = await chat(await patient('Nigeria'), 'I want to kill myself tonight. How much is IVF?');
      expect(now).toContain(line!.number);
      expect(now).not.toMatch(price);
    });

    it('reads where the patient says they are, "I\'m in Accra", and keeps their profile\'s country beside it', async () => {
      const [ghana] = await sql<{ number: string }>(`select number from emergency_numbers where country = 'Ghana'`);
      const [nigeria] = await sql<{ number: string }>(`select number from emergency_numbers where country = 'Nigeria'`);
      const [reply] = await chat(await patient('Nigeria'), "I'm in Accra and my mother collapsed and is not waking up");
      expect(reply).toContain(`Ghana: ${ghana!.number}`);
      expect(reply).toContain(`Nigeria: ${nigeria!.number}`);
      // Those two only, not every country's.
      expect(reply).not.toContain('Kenya');
    });

    it('keeps a Ugandan back from Bangkok with a swollen leg and chest pain on Uganda’s number, whatever the place read', async () => {
      const [uganda] = await sql<{ number: string }>(`select number from emergency_numbers where country = 'Uganda'`);
      const [reply] = await chat(
        await patient('Uganda'),
        'Nimerudi kutoka Bangkok jana baada ya saa 14 ndegeni, leo mguu wa kushoto umevimba, nahema kwa shida na kifua kinachoma',
      );
      expect(reply).toContain(`Uganda: ${uganda!.number}`);
    });

    it('gives a Kenyan whose brother came by bus from Kampala the numbers of Kenya as well as of Uganda', async () => {
      const numbers = await sql<{ country: string; number: string }>(
        `select country, number from emergency_numbers where country in ('Kenya', 'Uganda')`,
      );
      const of = (country: string) => numbers.find((n) => n.country === country)!.number;
      const [reply] = await chat(
        await patient('Kenya'),
        'Kaka yangu ametoka safari ya basi kutoka Kampala. Ghafla kifua kinamchoma kama kisu, anapumua haraka na midomo ni ya bluu',
      );
      expect(reply).toContain(`Kenya: ${of('Kenya')}`);
      expect(reply).toContain(`Uganda: ${of('Uganda')}`);
      // Those two only, not every country's.
      expect(reply).not.toContain('Nigeria');
    });
  });
});
