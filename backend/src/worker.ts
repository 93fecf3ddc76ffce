import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit } from './config/app-config.js';
import { WorkerModule } from './worker.module.js';

/** The worker: BullMQ processors (email, scrape) and the outbox relay. No HTTP server. */
const config = loadConfigOrExit();
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
app.useLogger(app.get(Logger));
app.enableShutdownHooks();
await app.init();
console.log('MedTour Asia worker started');
