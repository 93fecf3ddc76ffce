import { AdminResourceController } from '../../common/admin-resource.js';
import { CreateHospitalDto, UpdateHospitalDto } from './dto/hospital-admin.dto.js';
import { HOSPITAL_ADMIN_LIST, HospitalsAdminService } from './hospitals.admin.service.js';

/** `/api/admin/hospitals` (admins). */
export class HospitalsAdminController extends AdminResourceController({
  name: 'hospitals',
  service: HospitalsAdminService,
  list: HOSPITAL_ADMIN_LIST,
  show: true,
  create: CreateHospitalDto,
  update: UpdateHospitalDto,
  delete: true,
}) {}
