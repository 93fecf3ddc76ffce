import { setTimeout as sleep } from 'node:timers/promises';
import { InjectQueue } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Job, type Queue, Worker } from 'bullmq';
import { CLS_ID, ClsService } from 'nestjs-cls';
import { type JobContext, JobRegistry } from '../../common/jobs/job-registry.js';
import { redactEmails } from '../../common/redact.js';
import { within } from '../../common/within.js';
import { AppConfig } from '../../config/app-config.js';
import { JOB_QUEUES, type JobName, type OutboxJobData, type QueueName, SCHEDULED_JOBS } from '../../queues/queues.js';
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

/** The attempt a worker claimed: what it needs of the row, copied out of the claim's transaction. */
interface Claim {
  id: string;
  jobName: JobName;
  attempts: number;
  payload: object;
  correlationId: string | null;
  leaseMs: number;
}

/** This attempt no longer holds its row: another worker took the job over after its lease lapsed. */
class ClaimLost extends Error {}

/** How often a running attempt renews its lease, as a share of the lease. */
const RENEWALS_PER_LEASE = 3;
/** How often a worker given a job whose row another attempt holds looks again, while it waits for that lease. */
const BUSY_POLL_MS = 250;

/**
 * Runs the jobs of every queue through the job registry. A job from the outbox runs in three steps,
 * and no transaction is open while its handler runs:
 *
 * 1. Claim: in one short transaction the row is locked, the attempt counted and a lease taken, then
 *    committed. An attempt is used up even if the worker is killed during it (a crash, the
 *    out-of-memory killer): the next worker given the job finds the lease lapsed with no outcome,
 *    records that attempt as failed ("the worker stopped"), and the job backs off or, after its
 *    last attempt, is dead-lettered with that reason for admins (Failed jobs).
 * 2. Run: the handler, with an entity manager outside any transaction; the lease is renewed while it
 *    runs, so a long job is not taken for a dead one.
 * 3. Record: one short transaction checks the attempt still holds the row, commits the handler's
 *    final writes (`context.record`) and marks the row done; or records the failure: the next
 *    attempt scheduled with backoff or the row dead-lettered.
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
    // Only the queues this process runs (WORKER_QUEUES): a scraper machine runs `scrape`, the others the rest.
    for (const queue of this.config.workerQueues) {
      const worker = new Worker(queue, (job) => this.process(job), {
        connection: bullConnection(this.config),
        prefix: this.config.queuePrefix,
        concurrency: CONCURRENCY[queue],
        // A worker that dies mid-job (killed, out of memory) holds its job's lock no longer than
        // this: BullMQ's stalled check then gives the job to another worker, which finds the dead
        // attempt's lease lapsed (see `claim`). A scrape is long, so its lock is the scraper's own setting.
        ...lockOf(this.lockMs(queue)),
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
   * Before the database closes: running jobs finish. Without Redis a worker cannot close cleanly;
   * after a while its connection is dropped, and a job still running then is taken over once its
   * lease lapses (that attempt counted as failed).
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

  private lockMs(queue: QueueName): number {
    return queue === 'scrape' ? this.config.scraper.jobLockMs : this.config.jobLockMs;
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
      // A scheduled job: no outbox row; BullMQ's scheduler runs it again at its next time.
      await this.registry.handlerOf(job.name)(job.data, {
        em: this.em.fork(),
        jobId: job.id ?? job.name,
        correlationId: null,
        record: (write) => this.em.fork().transactional(write),
      });
      return 'done';
    });
  }

  /** One attempt at an outbox row's job; the row's state says what happened. */
  async runOutboxJob(jobName: JobName, outboxId: string): Promise<OutboxOutcome> {
    const handler = this.registry.handlerOf(jobName);
    const claimed = await this.claim(jobName, outboxId);
    if (typeof claimed === 'string') return claimed;
    this.crashIfTestSaysSo(claimed);
    const stopRenewing = this.renewLease(claimed);
    let recorded = false;
    const context: JobContext = {
      em: this.em.fork(),
      jobId: claimed.id,
      correlationId: claimed.correlationId,
      record: (write) => {
        if (recorded) throw new Error(`${jobName} recorded its outcome twice`);
        recorded = true;
        return this.recordDone(claimed, write);
      },
    };
    try {
      await handler(claimed.payload as never, context);
      if (!recorded) await this.recordDone(claimed, async () => undefined);
      return 'done';
    } catch (error) {
      if (error instanceof ClaimLost) {
        this.logger.warn(error.message);
        return 'skipped';
      }
      return await this.recordFailure(claimed, error as Error);
    } finally {
      stopRenewing();
    }
  }

  /**
   * Step 1, in its own committed transaction: the attempt is counted and leased before the job runs.
   * A row another attempt holds (a live lease) is waited for, up to one lease: if that worker died,
   * its lease lapses meanwhile; if it is alive, it keeps the job and this delivery is skipped.
   */
  private async claim(jobName: JobName, outboxId: string): Promise<Claim | OutboxOutcome> {
    const leaseMs = this.lockMs(JOB_QUEUES[jobName]);
    const waitUntil = Date.now() + leaseMs + BUSY_POLL_MS;
    for (;;) {
      const result = await this.em.fork().transactional(async (tx): Promise<Claim | OutboxOutcome | 'busy'> => {
        // Waits for the relay publishing the row or another worker claiming it; a row done or
        // dead-lettered already is not found: nothing to do.
        const row = await tx.findOne(
          OutboxMessage,
          { id: outboxId, processedAt: null, deadAt: null },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!row) return 'skipped';
        if (row.runningUntil && row.runningUntil.getTime() > Date.now()) return 'busy';
        if (row.runningUntil) {
          const reason = `Attempt ${row.attempts} did not finish: the worker running it stopped (killed, crashed or out of memory)`;
          return this.failAttempt(tx, row, reason, { lost: true });
        }
        row.attempts += 1;
        row.runningUntil = new Date(Date.now() + leaseMs);
        return { id: row.id, jobName, attempts: row.attempts, payload: row.payload, correlationId: row.correlationId, leaseMs };
      });
      if (result !== 'busy') return result;
      if (Date.now() > waitUntil) return 'skipped';
      await sleep(BUSY_POLL_MS);
    }
  }

  /** Keeps the attempt's lease alive while its handler runs (one short statement each time); returns the stop. */
  private renewLease(claim: Claim): () => void {
    const timer = setInterval(() => {
      void this.em
        .fork()
        .nativeUpdate(
          OutboxMessage,
          { id: claim.id, attempts: claim.attempts, processedAt: null, deadAt: null, runningUntil: { $ne: null } },
          { runningUntil: new Date(Date.now() + claim.leaseMs) },
        )
        .catch((error: Error) => this.logger.warn(`The lease of job ${claim.id} was not renewed: ${error.message}`));
    }, claim.leaseMs / RENEWALS_PER_LEASE);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Step 3 when the handler succeeded: its final writes and the row marked done, in one short transaction. */
  private recordDone<T>(claim: Claim, write: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(async (tx) => {
      const row = await this.heldRow(tx, claim);
      const result = await write(tx);
      row.processedAt = new Date();
      row.lastError = null;
      row.runningUntil = null;
      return result;
    });
  }

  /** Step 3 when the handler failed. */
  private recordFailure(claim: Claim, error: Error): Promise<OutboxOutcome> {
    return this.em
      .fork()
      .transactional(async (tx) => this.failAttempt(tx, await this.heldRow(tx, claim), (error.message || error.name).slice(0, 500)))
      .catch((failure: unknown) => {
        if (!(failure instanceof ClaimLost)) throw failure;
        this.logger.warn(failure.message);
        return 'skipped' as const;
      });
  }

  /** The claimed row, locked, if this attempt still holds it. */
  private async heldRow(tx: EntityManager, claim: Claim): Promise<OutboxMessage> {
    const row = await tx.findOne(
      OutboxMessage,
      { id: claim.id, attempts: claim.attempts, processedAt: null, deadAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!row) {
      throw new ClaimLost(
        `${claim.jobName} ${claim.id}, attempt ${claim.attempts}: another worker took the job over, this outcome is dropped`,
      );
    }
    return row;
  }

  /**
   * A failed attempt, on its locked row: the next one scheduled with backoff or, after the last,
   * the row dead-lettered. The job's owner is told of a lost attempt and of the dead letter.
   */
  private async failAttempt(tx: EntityManager, row: OutboxMessage, reason: string, { lost = false } = {}): Promise<OutboxOutcome> {
    row.lastError = reason.slice(0, 500);
    row.runningUntil = null;
    const final = row.attempts >= this.config.outboxMaxAttempts;
    const context = `${row.jobName} ${row.id} (request ${row.correlationId ?? '-'}), attempt ${row.attempts}: ${redactEmails(row.lastError)}`;
    if (final) row.deadAt = new Date();
    else {
      row.publishedAt = null;
      row.availableAt = new Date(Date.now() + retryDelayMs(row.attempts, this.config.outboxRetryBaseMs));
    }
    if (lost || final) await this.registry.failureHandlerOf(row.jobName)?.(row.payload as never, { tx, reason: row.lastError, final });
    if (final) {
      this.logger.error(`Dead-lettered ${context}`);
      return 'dead_lettered';
    }
    this.logger.warn(`Will retry at ${row.availableAt.toISOString()}: ${context}`);
    return 'retry_scheduled';
  }

  /** WORKER_TEST_CRASH_JOBS (tests only; production refuses it): the worker dies as an out-of-memory kill would, its attempt claimed. */
  private crashIfTestSaysSo(claim: Claim): void {
    if (!this.config.workerTestCrashJobs.includes(claim.jobName)) return;
    this.logger.error(`WORKER_TEST_CRASH_JOBS: killing this worker during ${claim.jobName} ${claim.id}, attempt ${claim.attempts}`);
    process.kill(process.pid, 'SIGKILL');
  }
}
