// The trips module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { TripEstimateRequestDto } from './dto/trip-estimate.dto.js';
export { tripEstimateIn, TripEstimatesService } from './trip-estimates.service.js';
export { TripsModule } from './trips.module.js';
