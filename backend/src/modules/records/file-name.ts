import { cleanDisplayName } from '../../common/display-text.js';

/** The longest display name kept (the column holds 255 characters). */
export const MAX_FILE_NAME_LENGTH = 255;
export const FALLBACK_FILE_NAME = 'record';

/**
 * Besides the control and direction characters no displayed name keeps (cleanDisplayName), a file
 * name loses the characters that would break out of an HTML attribute or a header.
 */
const UNWANTED_IN_FILE_NAMES = /[<>"]/g;

/**
 * A file's display name as the patient chose it (any script: "病历 تقرير.pdf"), without folders or
 * unwanted characters, at most {@link MAX_FILE_NAME_LENGTH} characters (the extension kept when a
 * long name is cut), never empty. The stored file's name is never derived from it.
 */
export function cleanFileName(name: string): string {
  const base = cleanDisplayName(name.split(/[\\/]/).pop() ?? '');
  // Array.from: by code point, so that a cut never leaves half of a surrogate pair.
  const chars = Array.from(base.replace(UNWANTED_IN_FILE_NAMES, '').trim());
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const dot = chars.lastIndexOf('.');
    const extension = dot > 0 && chars.length - dot <= 10 ? chars.slice(dot) : [];
    chars.splice(MAX_FILE_NAME_LENGTH - extension.length, chars.length, ...extension);
  }
  const cleaned = chars.join('').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? FALLBACK_FILE_NAME : cleaned;
}
