import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { RedisSitePacer, type SitePacer } from './site-pacer.js';
import { HOST_RESOLVER, systemResolver } from './target-guard.js';

/** The pacing schedule every worker process shares (Nest token): Redis, under the deployment's queue prefix. */
export const SITE_PACER = Symbol('SITE_PACER');
const PACER_REDIS = Symbol('PACER_REDIS');

/**
 * The worker's way out: the resolver its target guards use (tests override HOST_RESOLVER with
 * their own) and the per-site pacing shared across worker processes (SITE_PACER).
 *
 * The pacer's Redis connection is its own and lazy (opened by the first paced request: a worker
 * that never scrapes never opens it). Commands wait for it while it (re)connects, within the
 * pacer's timeout; one that cannot be sent fails its request (site-pacer.ts).
 */
@Module({
  providers: [
    { provide: HOST_RESOLVER, useValue: systemResolver },
    {
      provide: PACER_REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('ScraperPacing');
        const client = new Redis(config.redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          retryStrategy: (times) => Math.min(times * 200, 2_000),
        });
        let down = false;
        client.on('error', (error) => {
          if (!down) logger.warn(`Redis unavailable: scraper requests are not made until it is back (${error.message})`);
          down = true;
        });
        client.on('ready', () => {
          if (down) logger.log('Redis connection restored');
          down = false;
        });
        return client;
      },
    },
    {
      provide: SITE_PACER,
      inject: [PACER_REDIS, AppConfig],
      useFactory: (redis: Redis, config: AppConfig): SitePacer => new RedisSitePacer(redis, config.queuePrefix),
    },
  ],
  exports: [HOST_RESOLVER, SITE_PACER],
})
export class OutboundModule implements OnApplicationShutdown {
  constructor(@Inject(PACER_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
