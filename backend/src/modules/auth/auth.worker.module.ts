import { Module } from '@nestjs/common';
import { AuthJobs } from './auth.jobs.js';
import { AuthTokensService } from './auth-tokens.service.js';

/** Worker side of accounts: sign-ups, reset requests, account emails, pruning. */
@Module({ providers: [AuthTokensService, AuthJobs] })
export class AuthWorkerModule {}
