/**
 * A text as a reader sees its words: without the Unicode isolates that keep numbers, names and links in
 * their own direction inside a right-to-left text (U+2066–U+2069), which compare as characters.
 */
export const visible = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');
