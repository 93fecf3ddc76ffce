// The bookings module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { BookingsModule } from './bookings.module.js';
export { BookingsService } from './bookings.service.js';
