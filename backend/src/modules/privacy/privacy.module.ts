import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingsModule } from '../bookings/index.js';
import { RecordsModule } from '../records/index.js';
import { DataRequestsAdminController } from './data-requests.admin.controller.js';
import { DataRequestsAdminService } from './data-requests.admin.service.js';
import { DataRightsService } from './data-rights.service.js';
import { PrivacyController } from './privacy.controller.js';

/** Patients' rights over their data (issue 53): the API's side. The worker's is `PrivacyWorkerModule`. */
@Module({
  imports: [AuthModule, BookingsModule, RecordsModule],
  controllers: [PrivacyController, DataRequestsAdminController],
  providers: [DataRightsService, DataRequestsAdminService],
})
export class PrivacyModule {}
