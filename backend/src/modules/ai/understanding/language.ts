import type { Locale } from '@medtour/contracts';
import { words } from './words.js';

/*
 * The language a question is written in, so that the reply is in it (a French question from the English page gets a
 * French answer). Arabic is told by its script; French, Swahili and English by their common words. A question too
 * short to tell ("IVF?", a hospital's name) is answered in the page's language.
 */

const CUES: Record<Exclude<Locale, 'ar'>, Set<string>> = {
  en: new Set(
    (
      'the is are how much what which where when who can could should would do does i my me you your for in of to and with ' +
      'cost price long stay there about it that this any best cheapest hospital hospitals need get want please thanks ' +
      'hi hello treatment surgery many days visa flight after before than or vs'
    ).split(' '),
  ),
  fr: new Set(
    (
      'le la les un une des du de est combien quel quelle quels quelles ou où pour dans avec je mon ma mes vous votre ' +
      'et en au aux prix coût cout coûte coute durée duree séjour sejour rester jours faut il elle y a-t-il bonjour merci ' +
      'moins meilleur meilleurs plus hôpital hopital hôpitaux hopitaux traitement chirurgie aussi ça ca là la-bas ' +
      'est-ce quoi pourquoi comment faire dois peux puis ai besoin'
    ).split(' '),
  ),
  sw: new Set(
    (
      'ya na kwa ni wa za la cha vya je gani bei kiasi gharama muda siku nchini hospitali nini nataka ninataka naweza ' +
      'mimi yangu wangu kwenye katika habari tafadhali asante ngapi wapi huko hapo hiyo hii pia au bora nafuu zaidi ' +
      'kukaa matibabu upasuaji daktari safari viza ndege lini kuna hakuna mgonjwa mama baba'
    ).split(' '),
  ),
};

/** French letters English and Swahili do not use. */
const FRENCH_LETTERS = /[éèêàçùûôîœ]/i;
const ARABIC_LETTERS = /[\u0600-\u06ff]/gu;

export function detectLanguage(text: string, fallback: Locale): Locale {
  const arabic = text.match(ARABIC_LETTERS)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  if (arabic > 0 && arabic >= latin) return 'ar';
  // Apostrophes and hyphens split « qu'est-ce » into words the cues name.
  const tokens = words(text);
  const scores = (Object.keys(CUES) as (keyof typeof CUES)[]).map((language) => ({
    language,
    score: tokens.filter((t) => CUES[language].has(t)).length + (language === 'fr' && FRENCH_LETTERS.test(text) ? 1.5 : 0),
  }));
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score === 0) return fallback;
  // A tie, or a single cue that the page's language shares: the page's language.
  if (best.score === second!.score) return scores.some((s) => s.language === fallback && s.score === best.score) ? fallback : best.language;
  if (best.score < 2 && fallback !== 'ar' && scores.find((s) => s.language === fallback)!.score > 0) return fallback;
  return best.language;
}
