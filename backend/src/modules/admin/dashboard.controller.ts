import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /**
   * Booking and review figures for all staff; user counts, revenue and recent activity (from the
   * audit log) for admins only.
   */
  @Answers('DashboardData')
  @Get()
  get(@CurrentAuth() auth: AuthContext) {
    return this.dashboard.dashboard(auth.roles.includes('admin'));
  }
}
