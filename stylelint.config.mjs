/**
 * The patient site's styles are laid out with CSS logical properties (inline-start/end, not left/right), so
 * that an Arabic page (`dir="rtl"`) mirrors by itself (issue 27). Only that is checked here; Prettier formats.
 */
const PHYSICAL = 'use the logical property (inline-start / inline-end), so that right-to-left pages mirror';

export default {
  rules: {
    'property-disallowed-list': [
      [
        'left',
        'right',
        /^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/,
        /^border-(left|right)(-|$)/,
        /^border-(top|bottom)-(left|right)-radius$/,
      ],
      { message: (property) => `"${property}": ${PHYSICAL}` },
    ],
    'declaration-property-value-disallowed-list': [
      { 'text-align': ['left', 'right'], float: ['left', 'right'], clear: ['left', 'right'] },
      {
        message: (property, value) =>
          `"${property}: ${value}": use start / end (inline-start / inline-end), so that right-to-left pages mirror`,
      },
    ],
  },
};
