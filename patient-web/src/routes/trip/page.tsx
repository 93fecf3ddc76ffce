import { TripPlanRoutePage } from '../../journey/TripPlan';

/** `/dashboard/bookings/:bookingId/trip`: the trip plan's page, its data from the route above. */
export default TripPlanRoutePage;
