import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_NAMES, JOB_QUEUES, type JobName, type JobPayloads, QUEUE_NAMES } from '../../queues/queues.js';

/** What a handler is given besides its payload. */
export interface JobContext {
  /**
   * For jobs from the outbox: the transaction that holds the outbox row. What the handler writes
   * with it commits together with the row being marked done, so a database effect happens once.
   */
  em: EntityManager;
  /** The outbox row's id (the job's id for scheduled jobs): stable across attempts, e.g. for a Message-ID. */
  jobId: string;
  correlationId: string | null;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<void>;
export type JobHandlerMap = { [N in JobName]?: JobHandler<N> };

/** A worker-side provider that handles some jobs; marked with `@JobHandlers()` so the registry finds it. */
export interface HandlesJobs {
  readonly jobs: JobHandlerMap;
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

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const sets = this.discovery.getProviders({ metadataKey: JobHandlers.KEY }).map((wrapper) => ({
      owner: wrapper.name as string,
      handlers: (wrapper.instance as HandlesJobs).jobs,
    }));
    const problems = registryProblems(sets.map(({ owner, handlers }) => ({ owner, jobs: Object.keys(handlers) })));
    if (problems.length) throw new Error(`The worker cannot start: ${problems.join('; ')}`);
    for (const { handlers } of sets) {
      for (const [job, handler] of Object.entries(handlers)) this.handlers.set(job as JobName, handler as JobHandler<JobName>);
    }
  }

  handlerOf<N extends JobName>(job: N): JobHandler<N> {
    const handler = this.handlers.get(job);
    if (!handler) throw new Error(`No handler for job "${job}"`);
    return handler as JobHandler<N>;
  }

  isJob(name: string): name is JobName {
    return this.handlers.has(name as JobName);
  }
}
