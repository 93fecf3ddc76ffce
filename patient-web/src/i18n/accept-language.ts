import { isLocale, type Locale } from '@medtour/contracts';

/**
 * Our language the browser prefers most (`Accept-Language: fr-SN,fr;q=0.9,en;q=0.8` → French), by
 * its weights (`q`), the first listed winning a tie; undefined when it names none of ours.
 */
export function preferredLocale(header: string | null): Locale | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().split(';');
      // A weight that is no number (`q=abc`) leaves the range out, as a refusal (`q=0`) does.
      const weight = options.map((option) => /^\s*q=(.*)$/.exec(option)?.[1]).find((value) => value !== undefined);
      const q = weight === undefined ? 1 : /^\s*[01](\.\d{0,3})?\s*$/.test(weight) ? Number(weight) : 0;
      return { language: tag.trim().split('-')[0]!.toLowerCase(), q, order };
    })
    .filter(({ language, q }) => isLocale(language) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges[0]?.language as Locale | undefined;
}
