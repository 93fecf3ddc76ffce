import { AdminResourceController } from '../../common/admin-resource.js';
import { AFTERCARE_LIST, AftercareAdminService, TRIP_LIST, TripsAdminService } from './trips.admin.service.js';

/** `/api/admin/trips`: every trip after the deposit by arrival day, with what is still missing (staff). */
export class TripsAdminController extends AdminResourceController({
  name: 'trips',
  service: TripsAdminService,
  list: TRIP_LIST,
  listAnswer: 'TripList',
}) {}

/** `/api/admin/aftercare`: every patient's aftercare check-ins and alerts (staff). */
export class AftercareAdminController extends AdminResourceController({
  name: 'aftercare',
  service: AftercareAdminService,
  list: AFTERCARE_LIST,
  listAnswer: 'AftercareList',
}) {}
