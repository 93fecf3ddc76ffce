/* The parts of NLP.js (CommonJS, untyped) the assistant uses. */

declare module '@nlpjs/core' {
  const core: { containerBootstrap(): import('./text.js').NlpContainer };
  export default core;
}

declare module '@nlpjs/lang-en' {
  const lang: { LangEn: unknown };
  export default lang;
}

declare module '@nlpjs/lang-fr' {
  const lang: { LangFr: unknown };
  export default lang;
}

declare module '@nlpjs/lang-ar' {
  const lang: { LangAr: unknown };
  export default lang;
}

declare module '@nlpjs/nlu' {
  interface Classification {
    intent: string;
    score: number;
  }
  interface NluManagerInstance {
    add(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<{ intent: string; score: number; classifications: Classification[] }>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
  const nlu: {
    NluManager: new (settings: Record<string, unknown>) => NluManagerInstance;
    NluNeural: unknown;
  };
  export default nlu;
  export type { NluManagerInstance };
}

declare module '@nlpjs/similarity' {
  interface SpellCheckInstance {
    setFeatures(features: Record<string, number>): void;
    checkToken(token: string, distance: number): string;
  }
  const similarity: {
    leven(a: string, b: string): number;
    /** The edit distance between two words (0 when they are the same). */
    similarity(a: string, b: string): number;
    SpellCheck: new (settings?: { features?: Record<string, number>; minLength?: number }) => SpellCheckInstance;
  };
  export default similarity;
  export type { SpellCheckInstance };
}
