/**
 * One home for what more than one workspace needs. Values: the product's lists and limits and the
 * small rules built on them. Types: what the API sends, as the front ends receive it (timestamps
 * are ISO 8601 text, amounts plain numbers); the backend types its answers with these, so a change
 * on either side that the other does not expect fails the type check.
 */
export * from './account.js';
export * from './ai.js';
export * from './api.js';
export * from './booking-lifecycle.js';
export * from './budget.js';
export * from './catalogue.js';
export * from './contact.js';
export * from './currencies.js';
export * from './dates.js';
export * from './guide.js';
export * from './journey.js';
export * from './limits.js';
export * from './locales.js';
export * from './messages.js';
export * from './money.js';
export * from './payments.js';
export * from './privacy.js';
export * from './permissions.js';
export * from './staff.js';
export * from './trips.js';
export * from './trip-plan.js';
export * from './scraper.js';
export * from './reviews.js';
