import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { DisplayNameDto } from './dto/update-user.dto.js';
import { UsersService } from './users.service.js';

/**
 * `/api/admin/profile/me`: the signed-in staff member's own profile (moderators and admins), one
 * record as react-admin edits it: the name patients see them by.
 */
@ApiTags('admin')
@Controller('admin/profile')
export class ProfileAdminController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  get(@CurrentAuth() auth: AuthContext) {
    return this.users.profile(auth.userId);
  }

  @Put('me')
  update(@Body() body: DisplayNameDto, @CurrentAuth() auth: AuthContext) {
    return this.users.updateProfile(auth.userId, body);
  }
}
