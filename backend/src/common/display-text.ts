/**
 * Text shown to people that came from someone else (a patient's file name, a reviewer's name on a
 * scraped page): what never belongs in it, whatever its script.
 *
 * - C0/C1 control characters (NUL, new lines, escapes…): they have no glyph, and some terminals,
 *   logs and exports act on them.
 * - The bidirectional overrides, embeddings and isolates and the direction marks (U+202A–U+202E,
 *   U+2066–U+2069, U+200E, U+200F, U+061C): "report\u202Efdp.exe" shows as "reportexe.pdf", and a
 *   name with an override reverses the words shown after it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const CONTROLS_AND_DIRECTION = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/gu;

/** Well-formed (no lone surrogate), NFC, without control or direction characters; not trimmed. */
export function cleanDisplayName(text: string): string {
  return text.toWellFormed().normalize('NFC').replace(CONTROLS_AND_DIRECTION, '');
}

/**
 * A longer text (a review) cleaned of control characters only, each a space (a tab between two
 * words stays a gap): its direction marks stay, as Arabic or Hebrew prose mixed with Latin words
 * needs them, and it is shown as a block of its own that they cannot reach beyond.
 */
export function withoutControlCharacters(text: string): string {
  return text.toWellFormed().normalize('NFC').replace(CONTROLS, ' ');
}
