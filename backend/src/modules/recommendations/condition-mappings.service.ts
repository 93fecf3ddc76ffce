import { BadRequestException, Injectable } from '@nestjs/common';
import { CONDITION_CATEGORIES, type ConditionMappingRecord } from '@medtour/contracts';
import { AdminResourceService } from '../../common/admin-resource.service.js';
import type { AuthContext } from '../../common/auth.decorators.js';
import type { RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/index.js';
import { Specialization, Treatment } from '../catalogue/index.js';
import type { UpdateConditionMappingDto } from './dto/condition-mapping.dto.js';
import { ConditionMapping } from './entities/condition-mapping.entity.js';

export const CONDITION_MAPPING_LIST: RaListSpec = {
  sortable: ['conditionCategory', 'updatedAt', 'id'],
  defaultSort: { field: 'conditionCategory', order: 'ASC' },
  filters: ['q', 'id'],
};

/** The condition mapping in the back office: one row per condition category (spec §5), edited by admins, audited. */
@Injectable()
export class ConditionMappingsService extends AdminResourceService<ConditionMapping, ConditionMappingRecord> {
  protected readonly entity = ConditionMapping;
  protected readonly notFound = 'Condition mapping not found';
  protected override readonly scope = { conditionCategory: { $in: [...CONDITION_CATEGORIES] } };
  protected override readonly search = ['conditionCategory'];

  constructor(private readonly audit: AuditService) {
    super();
  }

  protected toRecord(m: ConditionMapping): ConditionMappingRecord {
    return {
      id: m.id,
      conditionCategory: m.conditionCategory,
      specializationIds: m.specializationIds,
      treatmentIds: m.treatmentIds,
      updatedAt: m.updatedAt.toISOString(),
    };
  }

  /** Replaces the condition's specialties and treatments; unknown ones are refused (400, field errors) and nothing is saved. */
  override async update(id: string, data: UpdateConditionMappingDto, auth: AuthContext): Promise<ConditionMappingRecord> {
    const mapping = await this.find(this.em, id);
    const specializationIds = [...new Set(data.specializationIds ?? mapping.specializationIds)];
    const treatmentIds = [...new Set(data.treatmentIds ?? mapping.treatmentIds)];
    const [specialties, treatments] = await Promise.all([
      this.em.count(Specialization, { id: { $in: specializationIds } }),
      this.em.count(Treatment, { id: { $in: treatmentIds } }),
    ]);
    const errors: Record<string, string> = {};
    if (specialties !== specializationIds.length) errors.specializationIds = 'Please choose specialties from the list';
    if (treatments !== treatmentIds.length) errors.treatmentIds = 'Please choose treatments from the list';
    if (Object.keys(errors).length) throw new BadRequestException({ message: 'Validation failed', errors });
    const before = { specializationIds: mapping.specializationIds, treatmentIds: mapping.treatmentIds };
    await this.em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(ConditionMapping, id);
      row.specializationIds = specializationIds;
      row.treatmentIds = treatmentIds;
      await tx.flush();
      await this.audit.record(tx, {
        actorId: auth.userId,
        action: 'condition-mapping.update',
        entity: 'condition-mapping',
        entityId: id,
        details: { conditionCategory: row.conditionCategory, before, after: { specializationIds, treatmentIds } },
      });
    });
    this.em.clear();
    return this.get(id);
  }
}
