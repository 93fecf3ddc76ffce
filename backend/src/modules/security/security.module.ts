import { Module } from '@nestjs/common';
import { CspReportsAdminController, CspReportsController } from './csp-reports.controller.js';
import { CspReportsService } from './csp-reports.service.js';

/** Security plumbing with an API of its own: Content-Security-Policy violation reports. */
@Module({ controllers: [CspReportsController, CspReportsAdminController], providers: [CspReportsService] })
export class SecurityModule {}
