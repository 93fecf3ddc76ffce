import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import nlu, { type NluManagerInstance } from '@nlpjs/nlu';
import { LOCALES, type Locale } from '@medtour/contracts';
import { type Corpus, corpus, type Intent, INTENTS, type SafetyKind, SAFETY_KINDS, type Slot, SLOTS } from './corpus.js';
import { nlpContainer, tokens } from './text.js';

/*
 * The classifiers (NLP.js's neural NLU, one model per language): what a question asks (`INTENTS`), and the safety
 * screen's second opinion (`SAFETY_KINDS`, or 'none'). Trained from the corpus, about a second for both; the trained
 * models are kept in var/cache under the corpus's digest, so that the build trains once and every process after it
 * (the API, tests) loads them in milliseconds — a changed corpus has another digest and is trained anew.
 */

/** How a slot is written in what the intent classifier reads: a word no patient writes. */
export const slotWord = (slot: Slot): string => `qq${slot}`;

/** What the safety classifier learns the ordinary questions from: each slot filled with an everyday example. */
const SAMPLES: Record<Slot, Record<Locale, string>> = {
  treatment: { en: 'knee replacement', fr: 'prothèse du genou', ar: 'زراعة الأسنان', sw: 'kubadilisha goti' },
  place: { en: 'Malaysia', fr: 'Malaisie', ar: 'ماليزيا', sw: 'Malesia' },
  hospital: { en: 'Straits Heart', fr: 'Straits Heart', ar: 'Straits Heart', sw: 'Straits Heart' },
  money: { en: '$5000', fr: '5000 dollars', ar: '5000 دولار', sw: 'dola 5000' },
  ordinal: { en: 'second', fr: 'deuxième', ar: 'الثاني', sw: 'ya pili' },
  language: { en: 'French', fr: 'anglais', ar: 'الإنجليزية', sw: 'Kiingereza' },
};

export const NONE = 'none';

export interface Classification<L extends string> {
  label: L;
  score: number;
}

export interface Classifiers {
  /** The intents of a text (slots already written as `slotWord`), best first. */
  intents(language: Locale, text: string): Promise<Classification<Intent>[]>;
  /** The safety kind of a text (as written: it is prepared here), or 'none', best first. */
  safety(language: Locale, text: string): Promise<Classification<SafetyKind | typeof NONE>[]>;
}

/** A text as the classifiers see it, in training and when asked: its words as the reader cuts them (text.ts). */
export const prepared = (text: string): string => tokens(text).join(' ');

const withSlots = (utterance: string, fill: (slot: Slot) => string) =>
  utterance.replace(/\{(\w+)\}/g, (_, slot: Slot) => (SLOTS.includes(slot) ? fill(slot) : ''));

function manager(): NluManagerInstance {
  nlpContainer().use(nlu.NluNeural);
  return new nlu.NluManager({
    container: nlpContainer(),
    locales: [...LOCALES],
    trainByDomain: false,
    domain: { nluByDomain: { default: { className: 'NeuralNlu', settings: { log: false } } } },
  });
}

async function train(data: Corpus): Promise<{ intents: NluManagerInstance; safety: NluManagerInstance }> {
  const intents = manager();
  const safety = manager();
  for (const language of LOCALES) {
    const own = data.languages[language];
    // Learnt as they are read: folded and cut as a patient's message is (text.ts), so "العملية" and "3ayez" meet theirs.
    const add = (manager: NluManagerInstance, text: string, label: string) => manager.add(language, prepared(text), label);
    for (const intent of INTENTS)
      for (const utterance of own.intents[intent] ?? []) {
        add(intents, withSlots(utterance, slotWord), intent);
        add(
          safety,
          withSlots(utterance, (slot) => SAMPLES[slot][language]),
          NONE,
        );
      }
    // The lay words of treatments are everyday words, not alarms: "belly fat", "blocked arteries", "my knees hurt".
    for (const words of Object.values(own.treatments)) for (const word of words) if (!word.includes('*')) add(safety, word, NONE);
    for (const kind of SAFETY_KINDS) for (const utterance of own.safety[kind] ?? []) add(safety, utterance, kind);
  }
  await Promise.all([intents.train(), safety.train()]);
  return { intents, safety };
}

/** var/cache at the repository's root (from src/ or dist/, five folders up). */
const cacheFolder = new URL('../../../../../var/cache/', import.meta.url);

async function cached(digest: string): Promise<{ intents: unknown; safety: unknown } | null> {
  try {
    return JSON.parse(await readFile(new URL(`nlu-${digest}.json`, cacheFolder), 'utf8')) as { intents: unknown; safety: unknown };
  } catch {
    return null;
  }
}

async function keep(digest: string, models: { intents: unknown; safety: unknown }): Promise<void> {
  try {
    await mkdir(cacheFolder, { recursive: true });
    // Written whole, then renamed: a process reading meanwhile never sees half a file.
    const temporary = new URL(`nlu-${digest}.${process.pid}.tmp`, cacheFolder);
    await writeFile(temporary, JSON.stringify(models));
    await rename(temporary, new URL(`nlu-${digest}.json`, cacheFolder));
  } catch {
    // A read-only disk: every process trains for itself.
  }
}

const ranked = <L extends string>(result: { classifications: { intent: string; score: number }[] }): Classification<L>[] =>
  result.classifications.filter((c) => c.intent !== 'None').map((c) => ({ label: c.intent as L, score: c.score }));

let loading: Promise<Classifiers> | undefined;

/** The trained classifiers of this process: loaded from the cache, or trained (and cached) the first time. */
export function classifiers(): Promise<Classifiers> {
  return (loading ??= (async () => {
    const data = corpus();
    let models: { intents: NluManagerInstance; safety: NluManagerInstance };
    const stored = await cached(data.digest);
    if (stored) {
      models = { intents: manager(), safety: manager() };
      models.intents.fromJSON(stored.intents);
      models.safety.fromJSON(stored.safety);
    } else {
      models = await train(data);
      await keep(data.digest, { intents: models.intents.toJSON(), safety: models.safety.toJSON() });
    }
    return {
      intents: async (language, text) => ranked<Intent>(await models.intents.process(language, text)),
      safety: async (language, text) => ranked<SafetyKind | typeof NONE>(await models.safety.process(language, prepared(text))),
    };
  })());
}
