import { AdminResourceController } from '../../common/admin-resource.js';
import { COUNTRY_LIST, CountriesService } from './countries.service.js';
import { CreateCountryDto, UpdateCountryDto } from './dto/country.dto.js';

/** `/api/admin/countries`: countries and their destination content (admins). */
export class CountriesAdminController extends AdminResourceController({
  name: 'countries',
  service: CountriesService,
  list: COUNTRY_LIST,
  show: true,
  create: CreateCountryDto,
  update: UpdateCountryDto,
  delete: true,
}) {}
