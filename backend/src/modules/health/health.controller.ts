import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { Public } from '../../common/auth.decorators.js';
import { REDIS } from '../../common/redis.module.js';
import { within } from '../../common/within.js';

type Check = 'up' | 'down';

const CHECK_TIMEOUT_MS = 1_500;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL and Redis both answer; 503 otherwise. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const [database, redis] = await Promise.all([
      // Raw SQL, on purpose: a trivial query through the pool. The ORM's checkConnection() answers
      // "not established" until the lazily opened pool has run a query: a fresh API would stay unready.
      this.probe(() => this.em.getConnection().execute('select 1')),
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
