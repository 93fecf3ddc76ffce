import { Module } from '@nestjs/common';
import { ErasureService } from './erasure.service.js';
import { ExportBuilder } from './export-builder.js';
import { PrivacyJobs } from './privacy.jobs.js';

/** The worker's side of patients' rights: exports built, emails sent, erasures run. */
@Module({ providers: [PrivacyJobs, ExportBuilder, ErasureService] })
export class PrivacyWorkerModule {}
