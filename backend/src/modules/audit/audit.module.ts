import { Global, Module } from '@nestjs/common';
import { AUDIT_LOG } from '../../common/admin-resource.service.js';
import { AuditAdminController } from './audit.admin.controller.js';
import { AuditEventsService } from './audit-events.service.js';
import { AuditService } from './audit.service.js';

/** The audit log, for every module (also as `AUDIT_LOG`, where the back office's resources write their changes). */
@Global()
@Module({
  controllers: [AuditAdminController],
  providers: [AuditService, AuditEventsService, { provide: AUDIT_LOG, useExisting: AuditService }],
  exports: [AuditService, AUDIT_LOG],
})
export class AuditModule {}
