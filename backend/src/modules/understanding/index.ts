// The understanding module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { AiIndexService } from './ai-index.service.js';
export { AssistantCatalogue, type CountryInfo, type GuideInfo, type HospitalInfo, type Snapshot, type TreatmentInfo } from './catalogue.js';
export { classifiers, NONE } from './nlu/classifier.js';
export { corpus, type Intent, type SafetyKind, type SafetyRule } from './nlu/corpus.js';
export { detectLanguage } from './nlu/language.js';
export { isPlaceWord, spelt, writtenAsHeard } from './nlu/heard.js';
export { Lexicon } from './nlu/lexicon.js';
export type { PlaceMention } from './nlu/places.js';
export type { Reader, TreatmentMention, Understanding } from './nlu/reader.js';
export { fold, normalise, read, type Reading } from './nlu/text.js';
export { UnderstandingModule } from './understanding.module.js';
