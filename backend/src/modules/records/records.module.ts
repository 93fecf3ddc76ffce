import { Module } from '@nestjs/common';
import { HealthAccessModule } from '../health-access/health-access.module.js';
import { RecordStorage } from './record-storage.js';
import { RecordsController } from './records.controller.js';
import { RecordsService } from './records.service.js';

@Module({
  imports: [HealthAccessModule],
  controllers: [RecordsController],
  providers: [RecordsService, RecordStorage],
  exports: [RecordsService],
})
export class RecordsModule {}
