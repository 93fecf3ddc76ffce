import { AdminResourceController } from '../../common/admin-resource.js';
import { InviteUserDto, UpdateUserDto } from './dto/update-user.dto.js';
import { USER_LIST, UsersService } from './users.service.js';

/** `/api/admin/users`: accounts, roles and deactivation (admin only); "Add User" invites by email (it sends one, so it has a limit of its own). */
export class UsersAdminController extends AdminResourceController({
  name: 'users',
  service: UsersService,
  list: USER_LIST,
  show: true,
  create: InviteUserDto,
  update: UpdateUserDto,
  limits: { create: 'staffNotify' },
}) {}
