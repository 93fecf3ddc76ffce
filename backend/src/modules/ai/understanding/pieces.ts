/** A text in pieces of a few words, as a model streams (fixed replies and the built-in engine's stream the same way). */
export function* pieces(text: string, wordsPerPiece = 4): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += wordsPerPiece) yield words.slice(i, i + wordsPerPiece).join('');
}
