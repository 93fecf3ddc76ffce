import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth, StaffOnly } from '../../common/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin')
@StaffOnly()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Recent activity comes from the audit log, which only admins may read. */
  @Get()
  get(@CurrentAuth() auth: AuthContext) {
    return this.dashboard.dashboard(auth.roles.includes('admin'));
  }
}
