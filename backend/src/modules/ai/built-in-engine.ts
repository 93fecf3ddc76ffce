import type { AiSource } from '@medtour/contracts';
import type { Passage } from './ai-search.service.js';

/** What the built-in engine says of itself, first in each of its answers. */
export const BUILT_IN_INTRO = "I'm MedTour Asia's built-in assistant: I answer from our own catalogue and guides.";

export const NOTHING_FOUND =
  "I couldn't find that in our catalogue or guides. Our coordinators can help: send them a message from the Contact page, or request a free consultation from your dashboard.";

/**
 * Which lines of a passage answer which kind of question: the line's label (as the index writes it,
 * ai-index.service.ts) and the words that ask for it.
 */
const TOPICS: { label: string; words: RegExp }[] = [
  {
    label: 'Cost',
    words: /\b(cost|costs|price|prices|much|cheap|expensive|afford|budget|usd|dollars?|fees?|pay|prix|cout|bei|gharama)\b|\$/i,
  },
  { label: 'Stay', words: /\b(long|days?|weeks?|stay|duration|recover|recovery|how long|durée|muda|siku)\b/i },
  { label: 'Success rate', words: /\b(success|safe|safety|results?|outcomes?|risks?)\b/i },
  { label: 'Offered by', words: /\b(where|which|hospitals?|clinics?|who)\b/i },
  { label: 'Partner hospitals', words: /\b(where|which|hospitals?|clinics?)\b/i },
  { label: 'Visa', words: /\b(visa|entry|passport)\b/i },
  { label: 'Languages', words: /\b(languages?|english|french|arabic|swahili|interpreters?|speak)\b/i },
  { label: 'Flight time from Africa', words: /\b(flights?|fly|travel|hours)\b/i },
  { label: 'Savings', words: /\b(save|savings|cheaper|compare)\b/i },
  { label: 'Specialties', words: /\b(specialt(y|ies)|specialis|known for|best for)\b/i },
  { label: 'Location', words: /\b(where|city|location|located)\b/i },
];

/** The lines of `passage` that answer `question`: its first line (what it is), then the facts asked for. */
function answerLines(question: string, passage: Passage): string[] {
  const [first, ...facts] = passage.body.split('\n').filter(Boolean);
  if (passage.kind === 'faq' || passage.kind === 'guide') return passage.body.split('\n').filter(Boolean);
  const asked = facts.filter((line) => TOPICS.some((t) => line.startsWith(`${t.label}: `) && t.words.test(question)));
  // Nothing in particular asked: the essentials (cost and stay of a treatment, location of a hospital…).
  const shown = asked.length ? asked : facts.slice(0, 2);
  return [first ?? '', ...shown].filter(Boolean);
}

/**
 * The built-in engine: an answer composed from the passages found, quoting their facts as the site
 * shows them (no model, no invention). The best passage answers; the next ones are pointed to.
 */
export function builtInAnswer(question: string, passages: readonly Passage[]): { text: string; sources: AiSource[] } {
  if (!passages.length) return { text: `${BUILT_IN_INTRO}\n\n${NOTHING_FOUND}`, sources: [{ title: 'Contact us', url: '/contact' }] };
  const [best, ...others] = passages;
  const parts = [BUILT_IN_INTRO, `${best!.title}:\n${answerLines(question, best!).join('\n')}`];
  if (others.length) parts.push(`Also relevant: ${others.map((p) => p.title).join('; ')}.`);
  parts.push('The pages below have the details.');
  return { text: parts.join('\n\n'), sources: passages.map((p) => ({ title: p.title, url: p.url })) };
}

/** A text in pieces of a few words, as a model streams (the built-in engine's answer streams the same way). */
export function* pieces(text: string, wordsPerPiece = 4): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += wordsPerPiece) yield words.slice(i, i + wordsPerPiece).join('');
}
