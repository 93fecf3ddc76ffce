import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RECORD_LIMITS, RECORD_MESSAGES, type RecordView } from '@medtour/contracts';
import { AuditService } from '../audit/index.js';
import type { StaffActor } from '../booking-core/index.js';
import { HealthDataAccess } from '../health-access/index.js';
import { User } from '../users/index.js';
import { MedicalRecord } from './entities/medical-record.entity.js';
import { cleanFileName } from './file-name.js';
import type { StagedUpload } from './staged-upload.js';
import { FileStorage, type StoredDownload } from '../../storage/file-storage.js';

const view = (r: MedicalRecord): RecordView => ({
  id: r.id,
  name: r.originalName,
  mimeType: r.mimeType,
  sizeBytes: r.sizeBytes,
  createdAt: r.createdAt.toISOString(),
});

/** Medical records: checked by content, encrypted at rest, every access audited; owners, and staff as `HealthDataAccess` allows. */
@Injectable()
export class RecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly access: HealthDataAccess,
  ) {}

  /** `file`: streamed into the store as it arrived (staged-upload.ts); kept in the patient's folder, or removed. */
  async upload(userId: string, file: StagedUpload | undefined): Promise<RecordView> {
    if (!file) throw new BadRequestException({ message: 'Validation failed', errors: { file: 'Choose a file to upload' } });
    let key: string | undefined;
    try {
      if (file.size > RECORD_LIMITS.maxBytes) throw new BadRequestException(RECORD_MESSAGES.fileTooLarge);
      const { type } = file;
      if (!type) {
        await this.audit.record(this.em, { actorId: userId, action: 'record.upload', outcome: 'failure', details: { reason: 'type' } });
        throw new BadRequestException(RECORD_MESSAGES.typeNotSupported);
      }
      const storageKey = (key = this.storage.newKey(userId, type.extension));
      // Moved before the transaction: no transaction waits on the store (a network call with S3).
      await this.storage.keep(file.stagingKey, storageKey);
      return await this.em.transactional(async (tx) => {
        // One upload at a time per patient, so that two parallel uploads cannot both be the fifth.
        // Raw SQL: a transaction-scoped advisory lock, which the ORM has no API for.
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`records:${userId}`]);
        if ((await tx.count(MedicalRecord, { user: userId })) >= RECORD_LIMITS.maxFiles)
          throw new BadRequestException({ message: RECORD_MESSAGES.tooManyFiles, code: 'too_many_files' });
        const record = tx.create(MedicalRecord, {
          user: tx.getReference(User, userId),
          originalName: cleanFileName(file.originalname),
          storageKey,
          mimeType: type.mime,
          sizeBytes: file.size,
          sha256: file.sha256,
        });
        await tx.flush();
        await this.audit.record(tx, {
          actorId: userId,
          action: 'record.upload',
          entity: 'medical_record',
          entityId: record.id,
          details: { mimeType: type.mime, sizeBytes: file.size },
        });
        return view(record);
      });
    } catch (error) {
      await this.storage.delete(key ?? file.stagingKey); // nothing stored when the row is not
      throw error;
    }
  }

  async list(userId: string): Promise<RecordView[]> {
    const rows = await this.em.find(MedicalRecord, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(view);
  }

  /** The owner's own file; anyone else gets 404, as if it did not exist. */
  async download(userId: string, recordId: string): Promise<StoredDownload> {
    return this.read({ id: recordId, user: userId }, () =>
      this.audit.record(this.em, { actorId: userId, action: 'record.download', entity: 'medical_record', entityId: recordId }),
    );
  }

  async remove(userId: string, recordId: string): Promise<RecordView> {
    const record = await this.em.findOne(MedicalRecord, { id: recordId, user: userId });
    if (!record) throw new NotFoundException('Record not found');
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(MedicalRecord, { id: record.id });
      await this.audit.record(tx, { actorId: userId, action: 'record.delete', entity: 'medical_record', entityId: record.id });
    });
    await this.storage.delete(record.storageKey);
    return view(record);
  }

  /**
   * Staff: the records of a booking's patient, if the booking is theirs to read (`HealthDataAccess`:
   * else 404, the refusal audited); the listing is audited with the booking and patient.
   */
  async listForBooking(bookingId: string, staff: StaffActor): Promise<RecordView[]> {
    const booking = await this.access.open(staff, bookingId, { action: 'record.list' });
    const rows = await this.list(booking.user.id);
    await this.access.read(staff, booking, { action: 'record.list', details: { count: rows.length } });
    return rows;
  }

  /** Staff: one record of a booking's patient, as `listForBooking` (a refused download is audited with the record asked for). */
  async downloadForBooking(bookingId: string, recordId: string, staff: StaffActor): Promise<StoredDownload> {
    const download = { action: 'record.download', entity: 'medical_record', entityId: recordId } as const;
    const booking = await this.access.open(staff, bookingId, download);
    return this.read({ id: recordId, user: booking.user.id }, () => this.access.read(staff, booking, download));
  }

  /** A record's decrypting stream and name; `audit` runs once the file is open (a missing file is a 404, not audited as read). */
  private async read(where: { id: string; user: string }, audit: () => Promise<unknown>): Promise<StoredDownload> {
    const record = await this.em.findOne(MedicalRecord, where);
    if (!record) throw new NotFoundException('Record not found');
    const stream = await this.storage.download(record.storageKey, { message: 'Record not found', ids: { recordId: record.id } }, audit);
    return { stream, name: record.originalName, mimeType: record.mimeType, sizeBytes: record.sizeBytes };
  }
}
