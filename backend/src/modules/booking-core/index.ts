// The booking-core module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { BookingCoreModule } from './booking-core.module.js';
export {
  BookingLifecycle,
  BookingTransitionEffects,
  checkAction,
  type LifecycleActor,
  markStaffAnswered,
  sqlStatuses,
  staffActor,
  type StaffActor,
  SYSTEM,
  type TransitionEffects,
} from './booking-lifecycle.js';
export { countsAsMoney, MONEY_STATUSES } from './booking-value.js';
export { Booking } from './entities/booking.entity.js';
export { HealthAssessment } from './entities/health-assessment.entity.js';
