import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';

export const REDIS = Symbol('REDIS');

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
          connectTimeout: 2_000,
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
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
