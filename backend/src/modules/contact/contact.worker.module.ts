import { Module } from '@nestjs/common';
import { ContactJobs } from './contact.jobs.js';

@Module({ providers: [ContactJobs] })
export class ContactWorkerModule {}
