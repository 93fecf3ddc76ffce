import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CONDITION_CATEGORIES, type ConditionMappingRecord } from '@medtour/contracts';
import { raFindAndCount, searchText } from '../../common/admin-crud.js';
import { idList, likePattern, type RaListQuery, type RaListSpec } from '../../common/simple-rest.js';
import { AuditService } from '../audit/audit.service.js';
import { Specialization } from '../catalogue/entities/specialization.entity.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import type { UpdateConditionMappingDto } from './dto/condition-mapping.dto.js';
import { ConditionMapping } from './entities/condition-mapping.entity.js';

export const CONDITION_MAPPING_LIST: RaListSpec = {
  sortable: ['conditionCategory', 'updatedAt', 'id'],
  defaultSort: { field: 'conditionCategory', order: 'ASC' },
  filters: ['q', 'id'],
};

const toRecord = (m: ConditionMapping): ConditionMappingRecord => ({
  id: m.id,
  conditionCategory: m.conditionCategory,
  specializationIds: m.specializationIds,
  treatmentIds: m.treatmentIds,
  updatedAt: m.updatedAt.toISOString(),
});

/** The condition mapping in the back office: one row per condition category (spec §5), edited by admins, audited. */
@Injectable()
export class ConditionMappingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<{ rows: ConditionMappingRecord[]; total: number }> {
    const where: Record<string, unknown> = { conditionCategory: { $in: [...CONDITION_CATEGORIES] } };
    const q = searchText(query.filter.q);
    if (q) where.conditionCategory = { $in: [...CONDITION_CATEGORIES], $ilike: likePattern(q) };
    if (query.filter.id !== undefined) where.id = { $in: idList(query.filter.id) };
    const [rows, total] = await raFindAndCount(this.em, ConditionMapping, where, query);
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<ConditionMappingRecord> {
    return toRecord(await this.find(id));
  }

  /** Replaces the condition's specialties and treatments; unknown ones are refused (400, field errors) and nothing is saved. */
  async update(id: string, data: UpdateConditionMappingDto, actorId: string): Promise<ConditionMappingRecord> {
    const mapping = await this.find(id);
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
        actorId,
        action: 'condition-mapping.update',
        entity: 'condition-mapping',
        entityId: id,
        details: { conditionCategory: row.conditionCategory, before, after: { specializationIds, treatmentIds } },
      });
    });
    this.em.clear();
    return this.get(id);
  }

  private async find(id: string): Promise<ConditionMapping> {
    const mapping = await this.em.findOne(ConditionMapping, { id, conditionCategory: { $in: [...CONDITION_CATEGORIES] } });
    if (!mapping) throw new NotFoundException('Condition mapping not found');
    return mapping;
  }
}
