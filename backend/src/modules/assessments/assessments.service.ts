import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { API_MESSAGES, type AssessmentView, type BookingAssessment } from '@medtour/contracts';
import { AuditService } from '../audit/index.js';
import { type StaffActor, HealthAssessment } from '../booking-core/index.js';
import { HealthDataAccess } from '../health-access/index.js';
import { MedicalRecord } from '../records/index.js';
import { User } from '../users/index.js';
import type { CreateAssessmentDto } from './dto/create-assessment.dto.js';

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

/** A patient's assessments, newest first (the latest is the one the journey resumes from). */
const LATEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/**
 * Health assessments: one per submitted form (idempotent), always the owner's own. Never edited in
 * place (there is no update, keep it so): a booking keeps the version it was made from.
 */
@Injectable()
export class AssessmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly access: HealthDataAccess,
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
    const row = await this.em.findOne(HealthAssessment, { user: userId }, { orderBy: LATEST_FIRST });
    return row ? view(row) : null;
  }

  /**
   * The assessment a new booking is made from: the one the patient named (the form sends the one they
   * were looking at), else their latest at this moment; null when they have none. Another patient's
   * is a 404, as an unknown one: its existence is not told.
   */
  async forNewBooking(userId: string, assessmentId: string | undefined): Promise<HealthAssessment | null> {
    if (!assessmentId) return this.em.findOne(HealthAssessment, { user: userId }, { orderBy: LATEST_FIRST });
    const named = await this.em.findOne(HealthAssessment, { id: assessmentId, user: userId });
    if (!named) throw new NotFoundException(API_MESSAGES.assessmentNotFound);
    return named;
  }

  /**
   * Staff: the assessment a booking was made from, and when the patient submitted a newer one (their
   * latest, when it is another), if the booking is theirs to read (`HealthDataAccess`: else 404, the
   * refusal audited). Each view is audited with the booking, the patient and the version shown.
   */
  async ofBookingForStaff(bookingId: string, staff: StaffActor): Promise<BookingAssessment> {
    const booking = await this.access.open(staff, bookingId, { action: 'assessment.view' });
    await this.em.populate(booking, ['assessment']);
    const patientId = booking.user.id;
    const assessment = booking.assessment ?? null;
    const latest = await this.em.findOne(HealthAssessment, { user: patientId }, { orderBy: LATEST_FIRST, fields: ['createdAt'] });
    await this.access.read(staff, booking, { action: 'assessment.view', details: { assessmentId: assessment?.id ?? null } });
    return {
      assessment: assessment && view(assessment),
      newerAssessmentAt: latest && latest.id !== assessment?.id ? latest.createdAt.toISOString() : null,
    };
  }

  async list(userId: string): Promise<AssessmentView[]> {
    const rows = await this.em.find(HealthAssessment, { user: userId }, { orderBy: LATEST_FIRST, limit: 50 });
    return rows.map(view);
  }

  async get(userId: string, id: string): Promise<AssessmentView> {
    const row = await this.em.findOne(HealthAssessment, { id, user: userId });
    if (!row) throw new NotFoundException(API_MESSAGES.assessmentNotFound);
    return view(row);
  }
}
