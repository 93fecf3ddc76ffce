import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** Back-office views that span domains (the dashboard). */
@Module({ controllers: [DashboardController], providers: [DashboardService] })
export class AdminModule {}
