import { AdminResourceController } from '../../common/admin-resource.js';
import { CONDITION_MAPPING_LIST, ConditionMappingsService } from './condition-mappings.service.js';
import { UpdateConditionMappingDto } from './dto/condition-mapping.dto.js';

/** `/api/admin/condition-mappings`: which specialties and treatments each assessment condition is matched to (admins). */
export class ConditionMappingsAdminController extends AdminResourceController({
  name: 'condition-mappings',
  service: ConditionMappingsService,
  list: CONDITION_MAPPING_LIST,
  show: true,
  update: UpdateConditionMappingDto,
}) {}
