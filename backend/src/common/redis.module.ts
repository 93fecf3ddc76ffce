import { once } from 'node:events';
import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';

export const REDIS = Symbol('REDIS');

/** How long a connection attempt may take. */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * The API's own Redis connection (readiness, rate limits). It never queues commands while Redis
 * is down (requests fail fast instead of hanging) and reconnects by itself when Redis returns.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('Redis');
        const client = new Redis(config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: CONNECT_TIMEOUT_MS,
          retryStrategy: (times) => Math.min(times * 200, 2_000),
        });
        let down = false;
        client.on('error', (error) => {
          if (!down) logger.warn(`Redis unavailable: ${error.message}`);
          down = true;
        });
        client.on('ready', () => {
          if (down) logger.log('Redis connection restored');
          down = false;
        });
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * Waits, up to the connect timeout, for the first connection before the API serves: a command sent while it is still
   * being made fails at once (no offline queue), so requests of the first moments were counted as during an outage —
   * each instance's rate limits in its own process, letting a client through beyond a limit shared in Redis. A Redis
   * that is down at start-up does not hold the API back: its limits start in the process, as in any outage.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await once(this.redis, 'ready', { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) }).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
