import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { poolStalled } from '../../common/heartbeat.js';
import { loadState } from '../../common/process-load.js';
import { REDIS } from '../../common/redis.module.js';
import { within } from '../../common/within.js';
import { AppConfig } from '../../config/app-config.js';

type Check = 'up' | 'down';

const CHECK_TIMEOUT_MS = 1_500;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The process answers (kept for monitors that only look for an answer). */
  @Get()
  @HttpCode(200)
  health() {
    return { status: 'ok' };
  }

  /**
   * Liveness for monitors that can only ask over HTTP (the supervisor and the container health
   * checks read the heartbeat file instead, which waits behind no request): whether the process makes
   * progress, read without touching the pool. 503 when the pool has served nobody for a while though
   * asked (restarting the process is what helps then); a database that is down is readiness's business.
   */
  @Get('live')
  live(@Res({ passthrough: true }) res: Response) {
    const load = loadState();
    const stuck = poolStalled(load, this.config.database.acquireTimeoutMs);
    res.status(stuck ? 503 : 200);
    return {
      status: stuck ? 'stuck' : 'ok',
      checks: { pool: stuck ? 'stuck' : 'ok' },
      load: { eventLoopDelayMs: Math.round(load.eventLoopDelayMs), poolWaitMs: Math.round(load.poolWaitMs) },
    };
  }

  /** Readiness, for load balancers: PostgreSQL and Redis both answer; 503 otherwise. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const [database, redis] = await Promise.all([
      // Raw SQL, on purpose: a trivial query through the pool. The ORM's checkConnection() answers
      // "not established" until the lazily opened pool has run a query: a fresh API would stay unready.
      this.probe(() => this.em.execute('select 1')),
      this.probe(() => this.redis.ping()),
    ]);
    const ok = database === 'up' && redis === 'up';
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', checks: { database, redis } };
  }

  private async probe(check: () => Promise<unknown>): Promise<Check> {
    try {
      await within(check(), CHECK_TIMEOUT_MS);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
