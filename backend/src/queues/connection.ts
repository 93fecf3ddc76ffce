import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config/app-config.js';

/**
 * Redis connection settings of every BullMQ queue and worker. BullMQ needs maxRetriesPerRequest
 * null: its blocking commands must wait out a Redis outage rather than fail.
 */
export function bullConnection(config: Pick<AppConfig, 'redisUrl'>): ConnectionOptions {
  return { url: config.redisUrl, maxRetriesPerRequest: null } as ConnectionOptions;
}
