import { Module } from '@nestjs/common';
import { RecordStorage } from './record-storage.js';
import { RecordsController } from './records.controller.js';
import { RecordsService } from './records.service.js';

@Module({ controllers: [RecordsController], providers: [RecordsService, RecordStorage], exports: [RecordsService] })
export class RecordsModule {}
