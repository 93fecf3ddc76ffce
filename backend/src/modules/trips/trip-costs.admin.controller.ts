import { AdminResourceController } from '../../common/admin-resource.js';
import {
  CreateAccommodationRateDto,
  CreateTravelFareDto,
  CreateVisaCostDto,
  UpdateAccommodationRateDto,
  UpdateTravelFareDto,
  UpdateVisaCostDto,
} from './dto/trip-costs.dto.js';
import {
  ACCOMMODATION_RATE_LIST,
  AccommodationRatesService,
  TRAVEL_FARE_LIST,
  TravelFaresService,
  VISA_COST_LIST,
  VisaCostsService,
} from './trip-costs.service.js';

/* The trip estimate's figures in the back office (react-admin simple REST, admin only). */

/** `/api/admin/travel-fares`. */
export class TravelFaresAdminController extends AdminResourceController({
  name: 'travel-fares',
  service: TravelFaresService,
  list: TRAVEL_FARE_LIST,
  show: true,
  create: CreateTravelFareDto,
  update: UpdateTravelFareDto,
  delete: true,
}) {}

/** `/api/admin/visa-costs`. */
export class VisaCostsAdminController extends AdminResourceController({
  name: 'visa-costs',
  service: VisaCostsService,
  list: VISA_COST_LIST,
  show: true,
  create: CreateVisaCostDto,
  update: UpdateVisaCostDto,
  delete: true,
}) {}

/** `/api/admin/accommodation-rates`. */
export class AccommodationRatesAdminController extends AdminResourceController({
  name: 'accommodation-rates',
  service: AccommodationRatesService,
  list: ACCOMMODATION_RATE_LIST,
  show: true,
  create: CreateAccommodationRateDto,
  update: UpdateAccommodationRateDto,
  delete: true,
}) {}
