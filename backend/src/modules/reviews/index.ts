// The reviews module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { HospitalReview, reviewKindOf, reviewKindSql } from './entities/hospital-review.entity.js';
export { reviewedBookings } from './reviews.service.js';
