import { Lexicon, type Term } from './lexicon.js';
import { read } from './text.js';

const found = (terms: Term<string>[], text: string) => new Lexicon(terms).find(read(text)).map((m) => m.value);

describe('finding a lexicon’s terms in a message', () => {
  it('finds a term through inflections, a word between its words and a typo', () => {
    const terms: Term<string>[] = [{ language: 'en', text: 'knee replacement', value: 'knee' }];
    expect(found(terms, 'two knees replacements')).toEqual(['knee']);
    expect(found(terms, 'knee joint replacement')).toEqual(['knee']);
    expect(found(terms, 'knee replacment')).toEqual(['knee']);
  });

  it('reads every term a common first word begins, by whatever follows it, each once and in the lexicon’s order', () => {
    const terms: Term<string>[] = [
      { language: 'en', text: 'my chest', value: 'chest' },
      { language: 'en', text: 'my', value: 'my' },
      { language: 'en', text: 'my bleed*', value: 'bleeding' },
      { language: 'en', text: 'my head', value: 'head' },
      { language: 'en', text: 'my knee', value: 'knee' },
    ];
    // The second word next or past one word; a one-word term and a wildcard second are read as before.
    expect(found(terms, 'my chest and my poor head')).toEqual(['chest', 'my', 'my', 'head']);
    expect(found(terms, 'my head my bleeding knee')).toEqual(['my', 'head', 'my', 'bleeding', 'knee']);
    // Two words past a gap is too far; the same second word twice is one match.
    expect(found(terms, 'my very sore knee')).toEqual(['my']);
    expect(found(terms, 'my knee knee')).toEqual(['my', 'knee']);
  });

  it('reads a word that is a term’s word in one language as no typo of another’s ("pressure" is not « blessure »)', () => {
    const terms: Term<string>[] = [
      { language: 'fr', text: 'blessure', value: 'injury' },
      { language: 'en', text: 'pressure', value: 'pressure' },
    ];
    expect(found(terms, 'my blood pressure pills')).toEqual(['pressure']);
  });

  it('matches `*` pieces at a word’s start or end, and `=` words only as written', () => {
    expect(found([{ language: 'sw', text: '*jikata', value: 'cut' }], 'nimekuwa nikijikata mkono')).toEqual(['cut']);
    expect(found([{ language: 'en', text: 'pill*', value: 'pills' }], 'my pillbox')).toEqual(['pills']);
    const sweat: Term<string>[] = [{ language: 'ar', text: '=عرقي', value: 'sweat' }];
    expect(found(sweat, 'عرقي نازل')).toEqual(['sweat']);
    // « عرق النسا », sciatica: the same stem, another word.
    expect(found(sweat, 'عرق النسا')).toEqual([]);
  });

  it('compares short Arabic words as written but for the letters joined in front of them', () => {
    const terms: Term<string>[] = [
      { language: 'ar', text: 'دم', value: 'blood' },
      { language: 'ar', text: 'او', value: 'or' },
    ];
    expect(found(terms, 'والدم نازل')).toEqual(['blood']);
    // « اوي », very: the stemmer makes « او » of it.
    expect(found(terms, 'تعبان اوي')).toEqual([]);
  });

  it('reads an Arabic word without the letters joined in front of it (« وفمها », « لنيفي »)', () => {
    expect(found([{ language: 'ar', text: 'فمها تعوج', value: 'stroke' }], 'وفمها تعوج')).toEqual(['stroke']);
    expect(found([{ language: 'ar', text: 'نيفي', value: 'nose' }], 'عملية لنيفي')).toEqual(['nose']);
  });

  it('reads a thumb’s slip in a short word as the word: two letters swapped, a doubled letter typed once, one left out', () => {
    const terms: Term<string>[] = [
      { language: 'fr', text: 'respire plus', value: 'breathing' },
      { language: 'fr', text: 'lettre', value: 'farewell' },
      { language: 'fr', text: 'mourir', value: 'death' },
    ];
    expect(found(terms, 'il resprie plus')).toEqual(['breathing']);
    expect(found(terms, 'il respre plus')).toEqual(['breathing']);
    expect(found(terms, 'j ai ecrit ma letre')).toEqual(['farewell']);
    expect(found(terms, 'je veux muorir')).toEqual(['death']);
    // A word of four letters, or one two slips away, is no slip of a lexicon word.
    expect(found([{ language: 'en', text: 'cut', value: 'cut' }], 'the cup')).toEqual([]);
    expect(found(terms, 'je veux nourrir')).toEqual([]);
  });
});

describe('finding a lexicon’s terms in a French message written by ear (issue 50)', () => {
  const terms: Term<string>[] = [
    { language: 'fr', text: 'saign*', value: 'bleeding' },
    { language: 'fr', text: 'enceinte', value: 'pregnant' },
    { language: 'fr', text: 'plaie', value: 'wound' },
  ];
  const heard = (text: string, byEar?: 'fr') => new Lexicon(terms).find(read(text), { byEar }).map((m) => m.value);

  it('reads a word that is no French word by its sound, a wildcard’s term too', () => {
    expect(heard('ma femme ansint el sègn', 'fr')).toEqual(['pregnant', 'bleeding']);
  });

  it('writes the message’s words heard as its own as those words', () => {
    const lexicon = new Lexicon(terms);
    expect(lexicon.heardWords(read('ma femme ansint el sègn'), { byEar: 'fr' })).toEqual(['ma', 'femme', 'enceinte', 'el', 'saign']);
  });

  it('only in a message written in French, and never a French word (« plaît » is no « plaie »)', () => {
    expect(heard('ma femme ansint el sègn')).toEqual([]);
    expect(heard('s il vous plait combien', 'fr')).toEqual([]);
  });

  it('hears a word as the far more used of two meanings that sound alike, else as neither', () => {
    const alike: Term<string>[] = [
      { language: 'fr', text: 'sang', value: 'blood' },
      { language: 'fr', text: 'cent', value: 'hundred' },
    ];
    const uses = (counts: Record<string, number>) => (word: string) => counts[word] ?? 0;
    expect(new Lexicon(alike, uses({ sang: 1, cent: 1 })).heardWords(read('le san coule'), { byEar: 'fr' })[1]).toBe('san');
    expect(new Lexicon(alike, uses({ sang: 9, cent: 1 })).heardWords(read('le san coule'), { byEar: 'fr' })[1]).toBe('sang');
  });

  it('writes a typo as the word it is of', () => {
    const lexicon = new Lexicon<string>([{ language: 'fr', text: 'prendre', value: 'take' }]);
    expect(lexicon.heardWords(read('je vais prandre'), { byEar: 'fr' })).toEqual(['je', 'vais', 'prendre']);
  });
});
