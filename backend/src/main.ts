import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApi } from './api.factory.js';
import { enableBoundedShutdown } from './common/shutdown.js';
import { loadConfigOrExit } from './config/app-config.js';

const config = loadConfigOrExit();
const app = await createApi(config);
// No client holds a socket for long: its headers and its whole request must arrive in time (else
// 408 and the connection closes), and an idle kept-alive connection is closed. Node checks the
// first two every 30 s, so they may fire up to 30 s late.
const server = app.getHttpServer() as Server;
server.headersTimeout = config.http.headersTimeoutMs;
server.requestTimeout = config.http.requestTimeoutMs;
server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
// On SIGTERM/SIGINT: close (idle keep-alive connections too: Node's server.close() ends them), at most SHUTDOWN_TIMEOUT_MS.
enableBoundedShutdown(app, config.shutdownTimeoutMs);
await app.listen(config.port);
console.log(`MedTour Asia API listening on ${config.publicUrl}`);
