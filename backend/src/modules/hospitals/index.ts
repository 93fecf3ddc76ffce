// The hospitals module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { findOffer } from './hospital-offer.js';
export { publishedReviewCounts, type ReviewCounts } from './hospitals.service.js';
