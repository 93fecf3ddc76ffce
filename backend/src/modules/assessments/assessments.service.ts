import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AssessmentView } from '@medtour/contracts';
import { AuditService } from '../audit/audit.service.js';
import { MedicalRecord } from '../records/entities/medical-record.entity.js';
import { User } from '../users/entities/user.entity.js';
import type { CreateAssessmentDto } from './dto/create-assessment.dto.js';
import { HealthAssessment } from './entities/health-assessment.entity.js';

const view = (a: HealthAssessment): AssessmentView => ({
  id: a.id,
  conditionCategory: a.conditionCategory,
  symptoms: a.symptoms,
  currentMedications: a.currentMedications ?? null,
  medicalHistory: a.medicalHistory ?? null,
  treatmentGoals: a.treatmentGoals ?? null,
  urgencyLevel: a.urgencyLevel,
  budgetRange: a.budgetRange ?? null,
  preferredDestinations: a.preferredDestinations,
  uploadedFiles: a.uploadedFiles,
  createdAt: a.createdAt.toISOString(),
});

/** Health assessments: one per submitted form (idempotent), always the owner's own. */
@Injectable()
export class AssessmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Stores the sanitised form; the same idempotency key returns the stored one (`created: false`). */
  async submit(userId: string, data: CreateAssessmentDto): Promise<{ assessment: AssessmentView; created: boolean }> {
    const existing = await this.em.findOne(HealthAssessment, { user: userId, idempotencyKey: data.idempotencyKey });
    if (existing) return { assessment: view(existing), created: false };

    const files = data.uploadedFiles ?? [];
    if (files.length && (await this.em.count(MedicalRecord, { id: { $in: files }, user: userId })) !== new Set(files).size) {
      throw new BadRequestException({ message: 'Validation failed', errors: { uploadedFiles: 'Attach only your own uploaded records' } });
    }
    const { idempotencyKey, ...snapshot } = data;
    try {
      const assessment = await this.em.transactional(async (tx) => {
        const row = tx.create(HealthAssessment, {
          user: tx.getReference(User, userId),
          idempotencyKey,
          conditionCategory: data.conditionCategory,
          symptoms: data.symptoms,
          currentMedications: data.currentMedications ?? null,
          medicalHistory: data.medicalHistory ?? null,
          treatmentGoals: data.treatmentGoals ?? null,
          urgencyLevel: data.urgencyLevel,
          budgetRange: data.budgetRange ?? null,
          preferredDestinations: data.preferredDestinations ?? [],
          uploadedFiles: [...new Set(files)],
          assessmentData: { ...snapshot },
        });
        await tx.flush();
        await this.audit.record(tx, { actorId: userId, action: 'assessment.create', entity: 'health_assessment', entityId: row.id });
        return row;
      });
      return { assessment: view(assessment), created: true };
    } catch (error) {
      // Two identical submits raced: the other one won, return it.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.em.fork().findOneOrFail(HealthAssessment, { user: userId, idempotencyKey });
        return { assessment: view(winner), created: false };
      }
      throw error;
    }
  }

  async latest(userId: string): Promise<AssessmentView | null> {
    const row = await this.em.findOne(HealthAssessment, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return row ? view(row) : null;
  }

  /** Staff: the latest assessment of a booking's patient; the view is audited with the booking and patient (health data). */
  async latestForStaff(patientId: string, staffId: string, bookingId: string): Promise<AssessmentView | null> {
    const assessment = await this.latest(patientId);
    await this.audit.record(this.em, {
      actorId: staffId,
      action: 'assessment.view',
      entity: 'booking',
      entityId: bookingId,
      details: { patientId, assessmentId: assessment?.id ?? null },
    });
    return assessment;
  }

  async list(userId: string): Promise<AssessmentView[]> {
    const rows = await this.em.find(HealthAssessment, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 50 });
    return rows.map(view);
  }

  async get(userId: string, id: string): Promise<AssessmentView> {
    const row = await this.em.findOne(HealthAssessment, { id, user: userId });
    if (!row) throw new NotFoundException('Assessment not found');
    return view(row);
  }
}
