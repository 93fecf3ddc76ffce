import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { startHeartbeat } from './common/heartbeat.js';
import { enableBoundedShutdown } from './common/shutdown.js';
import { exitOnConfigError, loadConfigOrExit } from './config/app-config.js';
import { WorkerModule } from './worker.module.js';

/** The worker: the outbox relay and the job runner (every module's job handlers). No HTTP server. */
const config = loadConfigOrExit();
// Initialised as it is created: a store that cannot be used (FileStorage checks it) stops the process
// with one line naming the setting.
const app = await exitOnConfigError(NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true }));
app.useLogger(app.get(Logger));
// On SIGTERM/SIGINT: close (BullMQ, Redis, PostgreSQL), at most SHUTDOWN_TIMEOUT_MS.
enableBoundedShutdown(app, config.shutdownTimeoutMs);
await app.init();
// Liveness for the supervisor (scripts/start.mjs) and container health checks.
if (config.heartbeatFile) startHeartbeat(config.heartbeatFile, config.database.acquireTimeoutMs);
console.log('MedTour Asia worker started');
