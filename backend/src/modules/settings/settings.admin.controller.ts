import { AdminResourceController, ONE_RECORD } from '../../common/admin-resource.js';
import { SiteSettingsDto } from './settings.dto.js';
import { SettingsService } from './settings.service.js';

/** `/api/admin/settings`: one record (`site`) with contact details, office hours, premium price and deposit rules (admins). */
export class SettingsAdminController extends AdminResourceController({
  name: 'settings',
  service: SettingsService,
  list: ONE_RECORD,
  show: true,
  update: SiteSettingsDto,
  ids: 'text',
}) {}
