import { AdminResourceController } from '../../common/admin-resource.js';
import { DATA_REQUEST_LIST, DataRequestsAdminService } from './data-requests.admin.service.js';

/** `/api/admin/data-requests`: patients' export and erasure requests and their due dates (admins). */
export class DataRequestsAdminController extends AdminResourceController({
  name: 'data-requests',
  service: DataRequestsAdminService,
  list: DATA_REQUEST_LIST,
  listAnswer: 'DataRequestList',
  show: true,
}) {}
