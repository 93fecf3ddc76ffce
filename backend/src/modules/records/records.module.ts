import { Module } from '@nestjs/common';
import { HealthAccessModule } from '../health-access/index.js';
import {
  PatientRecordSharesController,
  RecordSharesAdminController,
  RecordSharesController,
  SharedRecordsController,
} from './record-shares.controller.js';
import { RecordSharesService } from './record-shares.service.js';
import { RecordsController } from './records.controller.js';
import { RecordsService } from './records.service.js';
import { StagedUploadsModule } from './staged-upload.js';

@Module({
  imports: [HealthAccessModule, StagedUploadsModule],
  controllers: [
    RecordsController,
    RecordSharesController,
    PatientRecordSharesController,
    RecordSharesAdminController,
    SharedRecordsController,
  ],
  providers: [RecordsService, RecordSharesService],
  exports: [RecordsService],
})
export class RecordsModule {}
