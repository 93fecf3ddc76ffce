import { JourneyPage } from '../../journey/JourneyPage';

/** `/dashboard` (and a booking's address, `/dashboard/bookings/<id>`): the journey's page, its data from the routes above. */
export default JourneyPage;
