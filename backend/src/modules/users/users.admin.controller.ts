import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { InviteUserDto, UpdateUserDto } from './dto/update-user.dto.js';
import { USER_LIST, UsersService } from './users.service.js';

/** `/api/admin/users`: accounts, roles and deactivation (admin only). */
@ApiTags('admin')
@Controller('admin/users')
export class UsersAdminController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, USER_LIST);
    const { rows, total } = await this.users.list(parsed);
    setContentRange(res, 'users', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.users.get(id);
  }

  /** "Add User": an invitation by email; the invitee chooses a password from the emailed link. */
  @Limit('staffNotify')
  @Post()
  invite(@Body() body: InviteUserDto, @CurrentAuth() auth: AuthContext) {
    return this.users.invite(body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateUserDto, @CurrentAuth() auth: AuthContext) {
    return this.users.update(id, body, auth.userId);
  }
}
