import { InjectQueue } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Job, type Queue, Worker } from 'bullmq';
import { CLS_ID, ClsService } from 'nestjs-cls';
import { JobRegistry } from '../../common/jobs/job-registry.js';
import { redactEmails } from '../../common/redact.js';
import { within } from '../../common/within.js';
import { AppConfig } from '../../config/app-config.js';
import { type JobName, type OutboxJobData, QUEUE_NAMES, type QueueName, SCHEDULED_JOBS } from '../../queues/queues.js';
import { bullConnection } from '../../queues/connection.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { retryDelayMs } from './retry-schedule.js';

/**
 * Jobs of a queue run at once in one worker process (emails wait on SMTP, not on CPU; a scrape
 * holds a browser page, so one at a time per process).
 */
const CONCURRENCY: Record<QueueName, number> = { email: 8, accounts: 4, payments: 4, maintenance: 1, scrape: 1 };
/** How long shutdown waits for running jobs and for Redis. */
const CLOSE_TIMEOUT_MS = 5_000;
/** A job's lock, renewed while it runs, and how often workers look for jobs whose lock lapsed. */
const lockOf = (ms: number) => ({ lockDuration: ms, stalledInterval: ms });
/** Schedulers are re-declared this often, so that a Redis restarted empty gets them back. */
const SCHEDULER_REFRESH_MS = 15 * 60_000;

export type OutboxOutcome = 'done' | 'skipped' | 'retry_scheduled' | 'dead_lettered';

/**
 * Runs the jobs of every queue through the job registry. For a job from the outbox, the row is
 * locked for the duration of the attempt (another worker given the same job skips it) and the
 * outcome is written on the row in the same transaction as the handler's own writes: done, the
 * next attempt scheduled with backoff, or, after the last attempt, dead-lettered for an admin.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobRunner');
  private readonly workers: Worker[] = [];
  private schedulerTimer?: NodeJS.Timeout;

  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly cls: ClsService,
    private readonly config: AppConfig,
    @InjectQueue('maintenance') private readonly maintenanceQueue: Queue,
  ) {}

  onApplicationBootstrap(): void {
    for (const queue of QUEUE_NAMES) {
      const worker = new Worker(queue, (job) => this.process(job), {
        connection: bullConnection(this.config),
        prefix: this.config.queuePrefix,
        concurrency: CONCURRENCY[queue],
        // A worker that dies mid-job (killed, out of memory) holds its job's lock no longer than
        // this: BullMQ's stalled check then runs it again in another worker. A scrape is long, so
        // its lock is the scraper's own setting.
        ...lockOf(queue === 'scrape' ? this.config.scraper.jobLockMs : this.config.jobLockMs),
      });
      worker.on('error', (error) => this.logger.warn(`Queue ${queue}: ${error.message}`));
      this.workers.push(worker);
    }
    const declare = () =>
      void this.declareSchedulers().catch((error: Error) => this.logger.warn(`Job schedulers not declared: ${error.message}`));
    declare();
    this.schedulerTimer = setInterval(declare, SCHEDULER_REFRESH_MS).unref();
  }

  /**
   * Before the database closes: running jobs finish (their rows are locked, so nothing else takes
   * them). Without Redis a worker cannot close cleanly; after a while its connection is dropped
   * and its running jobs, if any, are published again later by the relay.
   */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.schedulerTimer);
    await Promise.all(
      this.workers.map((worker) =>
        within(worker.close(), CLOSE_TIMEOUT_MS, 'Redis did not answer').catch(async (error: Error) => {
          this.logger.warn(`Queue ${worker.name} not closed cleanly: ${error.message}`);
          await worker.disconnect();
        }),
      ),
    );
  }

  private async declareSchedulers(): Promise<void> {
    for (const [name, { everyMs }] of Object.entries(SCHEDULED_JOBS)) {
      await within(this.maintenanceQueue.upsertJobScheduler(name, { every: everyMs }, { name, data: {} }), 5_000, 'Redis did not answer');
    }
  }

  /** BullMQ's entry point: every job of every queue. */
  process(job: Job): Promise<OutboxOutcome> {
    const data = job.data as Partial<OutboxJobData>;
    return this.cls.run(async () => {
      this.cls.set(CLS_ID, data.correlationId ?? job.id);
      if (!this.registry.isJob(job.name)) throw new Error(`Unknown job "${job.name}"`); // the registry was checked at start-up
      if (data.outboxId) return this.runOutboxJob(job.name, data.outboxId);
      await this.registry.handlerOf(job.name)(job.data, { em: this.em.fork(), jobId: job.id ?? job.name, correlationId: null });
      return 'done';
    });
  }

  /** One attempt at an outbox row's job; the row's state says what happened. */
  async runOutboxJob(jobName: JobName, outboxId: string): Promise<OutboxOutcome> {
    const handler = this.registry.handlerOf(jobName);
    return this.em.fork().transactional(async (tx) => {
      // Waits for the relay that is publishing the row, or for another worker running the same job;
      // then a row that is done already or dead-lettered is not found: nothing to do.
      const row = await tx.findOne(
        OutboxMessage,
        { id: outboxId, processedAt: null, deadAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!row) return 'skipped';
      row.attempts += 1;
      try {
        // A savepoint: a failing handler's writes are undone, the attempt's record is kept.
        await tx.transactional((inner) => handler(row.payload as never, { em: inner, jobId: row.id, correlationId: row.correlationId }));
      } catch (error) {
        return this.recordFailure(row, error as Error);
      }
      row.processedAt = new Date();
      row.lastError = null;
      return 'done';
    });
  }

  private recordFailure(row: OutboxMessage, error: Error): OutboxOutcome {
    row.lastError = (error.message || error.name).slice(0, 500);
    const context = `${row.jobName} ${row.id} (request ${row.correlationId ?? '-'}), attempt ${row.attempts}: ${redactEmails(row.lastError)}`;
    if (row.attempts >= this.config.outboxMaxAttempts) {
      row.deadAt = new Date();
      this.logger.error(`Dead-lettered ${context}`);
      return 'dead_lettered';
    }
    row.publishedAt = null;
    row.availableAt = new Date(Date.now() + retryDelayMs(row.attempts, this.config.outboxRetryBaseMs));
    this.logger.warn(`Will retry at ${row.availableAt.toISOString()}: ${context}`);
    return 'retry_scheduled';
  }
}
