/**
 * What the API sends, as the front ends receive it: timestamps are ISO 8601 text, amounts plain
 * numbers. The backend types its answers with these, so a change on either side that the other
 * does not expect fails the type check.
 */
export type * from './account.js';
export type * from './catalogue.js';
export type * from './journey.js';
export type * from './staff.js';
