import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_NAMES, JOB_QUEUES, type JobName, type JobPayloads, QUEUE_NAMES } from '../../queues/queues.js';

/** What a handler is given besides its payload. */
export interface JobContext {
  /**
   * The job's own entity manager, outside any transaction: each statement commits by itself and
   * `em.transactional` opens a short one. No transaction is open while a handler waits on the
   * network (Stripe, SMTP, a rates URL, a web page): the database would end it under the handler
   * (idle-in-transaction limit), and it would hold its locks for as long as the far end likes.
   */
  em: EntityManager;
  /** The outbox row's id (the job's id for scheduled jobs): stable across attempts, e.g. for a Message-ID. */
  jobId: string;
  correlationId: string | null;
  /**
   * Records the job's outcome: `write` runs in one short transaction which, for a job from the
   * outbox, also marks its row done, so its writes commit once and together with that mark (a retry
   * finds the row done). Called at most once, after the network calls; a handler that does not call
   * it has its row marked done when it returns. Throws when this attempt no longer holds the row
   * (another worker took it over after this one's lease lapsed): nothing of `write` is kept.
   */
  record<T>(write: (tx: EntityManager) => Promise<T>): Promise<T>;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<void>;
export type JobHandlerMap = { [N in JobName]?: JobHandler<N> };

/**
 * What the job runner tells a job's owner about an attempt the handler could not report itself
 * (its worker died during it), and about the job being dead-lettered: `tx` is the transaction that
 * records it on the outbox row. A job with state of its own (a scrape run's status) keeps it true.
 */
export interface JobFailure {
  tx: EntityManager;
  reason: string;
  /** No attempt follows: the job is dead-lettered. */
  final: boolean;
}
export type JobFailureHandler<N extends JobName> = (payload: JobPayloads[N], failure: JobFailure) => Promise<void>;
export type JobFailureMap = { [N in JobName]?: JobFailureHandler<N> };

/** A worker-side provider that handles some jobs; marked with `@JobHandlers()` so the registry finds it. */
export interface HandlesJobs {
  readonly jobs: JobHandlerMap;
  /** Optional: told of lost attempts and dead letters of its jobs (see JobFailure). */
  readonly failures?: JobFailureMap;
}

/** Marks a provider whose `jobs` map the registry collects. */
export const JobHandlers = DiscoveryService.createDecorator<void>();

/**
 * Checks that every job and every queue has exactly one handler. Returns the problems, one
 * sentence each (empty when the registry is complete).
 */
export function registryProblems(sets: { owner: string; jobs: readonly string[] }[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const { owner, jobs } of sets) {
    for (const job of jobs) {
      if (!(JOB_NAMES as string[]).includes(job)) problems.push(`${owner} handles "${job}", which is not a job of queues.ts`);
      const first = owners.get(job);
      if (first) problems.push(`Job "${job}" has two handlers: ${first} and ${owner}`);
      else owners.set(job, owner);
    }
  }
  for (const job of JOB_NAMES) if (!owners.has(job)) problems.push(`Job "${job}" has no handler`);
  for (const queue of QUEUE_NAMES) {
    if (!JOB_NAMES.some((job) => JOB_QUEUES[job] === queue)) problems.push(`Queue "${queue}" has no job`);
  }
  return problems;
}

/**
 * The worker's one map from job name to handler, built from the `@JobHandlers()` providers of
 * the modules in the worker graph. Start-up fails, naming the problem, when the map is incomplete.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  private readonly failureHandlers = new Map<JobName, JobFailureHandler<JobName>>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const sets = this.discovery.getProviders({ metadataKey: JobHandlers.KEY }).map((wrapper) => ({
      owner: wrapper.name as string,
      handlers: (wrapper.instance as HandlesJobs).jobs,
      failures: (wrapper.instance as HandlesJobs).failures ?? {},
    }));
    const problems = registryProblems(sets.map(({ owner, handlers }) => ({ owner, jobs: Object.keys(handlers) })));
    if (problems.length) throw new Error(`The worker cannot start: ${problems.join('; ')}`);
    for (const { owner, handlers, failures } of sets) {
      for (const [job, handler] of Object.entries(handlers)) this.handlers.set(job as JobName, handler as JobHandler<JobName>);
      for (const [job, handler] of Object.entries(failures)) {
        if (!(job in handlers))
          throw new Error(`The worker cannot start: ${owner} is told of failures of "${job}", which it does not handle`);
        this.failureHandlers.set(job as JobName, handler as JobFailureHandler<JobName>);
      }
    }
  }

  handlerOf<N extends JobName>(job: N): JobHandler<N> {
    const handler = this.handlers.get(job);
    if (!handler) throw new Error(`No handler for job "${job}"`);
    return handler as JobHandler<N>;
  }

  /** Who is told of the job's lost attempts and dead letter, if anyone. */
  failureHandlerOf<N extends JobName>(job: N): JobFailureHandler<N> | undefined {
    return this.failureHandlers.get(job) as JobFailureHandler<N> | undefined;
  }

  isJob(name: string): name is JobName {
    return this.handlers.has(name as JobName);
  }
}
