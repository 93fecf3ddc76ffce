import { AdminResourceController } from '../../common/admin-resource.js';
import { SPECIALIZATION_LIST, SpecializationsAdminService, TREATMENT_LIST, TreatmentsAdminService } from './catalogue.admin.service.js';
import { CreateSpecializationDto, CreateTreatmentDto, UpdateSpecializationDto, UpdateTreatmentDto } from './dto/treatment-admin.dto.js';

/** `/api/admin/treatments` (admins). */
export class TreatmentsAdminController extends AdminResourceController({
  name: 'treatments',
  service: TreatmentsAdminService,
  list: TREATMENT_LIST,
  show: true,
  create: CreateTreatmentDto,
  update: UpdateTreatmentDto,
  delete: true,
}) {}

/** `/api/admin/specializations` (admins). */
export class SpecializationsAdminController extends AdminResourceController({
  name: 'specializations',
  service: SpecializationsAdminService,
  list: SPECIALIZATION_LIST,
  show: true,
  create: CreateSpecializationDto,
  update: UpdateSpecializationDto,
  delete: true,
}) {}
