import { AdminResourceController } from '../../common/admin-resource.js';
import { AUDIT_LIST, AuditEventsService } from './audit-events.service.js';

/** `/api/admin/audit-events`: the append-only audit log, read-only, for admins. */
export class AuditAdminController extends AdminResourceController({
  name: 'audit-events',
  service: AuditEventsService,
  list: AUDIT_LIST,
  show: true,
  ids: 'text',
}) {}
