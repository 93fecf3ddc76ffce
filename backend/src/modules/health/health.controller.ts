import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { poolState } from '../../common/database/pool-liveness.js';
import { REDIS } from '../../common/redis.module.js';
import { within } from '../../common/within.js';

type Check = 'up' | 'down';

const CHECK_TIMEOUT_MS = 1_500;
/** How long liveness waits for the pool: a wait for a connection under a burst of load is shorter than this. */
const LIVE_POOL_TIMEOUT_MS = 2_500;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The process answers (kept for monitors that only look for an answer). */
  @Get()
  @HttpCode(200)
  health() {
    return { status: 'ok' };
  }

  /**
   * Liveness, what the supervisor (scripts/start.mjs) and container health checks watch: answered
   * only when the event loop turns and the pool can serve a statement; 503 when the pool is stuck
   * (restarting the process is what helps then). A database that is down is readiness's business:
   * a restart would not bring it back, so liveness stays 200 and says so.
   */
  @Get('live')
  async live(@Res({ passthrough: true }) res: Response) {
    const pool = await poolState(this.em, LIVE_POOL_TIMEOUT_MS);
    res.status(pool === 'stuck' ? 503 : 200);
    return { status: pool === 'stuck' ? 'stuck' : 'ok', checks: { pool } };
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
