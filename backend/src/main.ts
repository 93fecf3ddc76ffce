import 'reflect-metadata';
import type { Server } from 'node:http';
import { Socket } from 'node:net';
import { createApi } from './api.factory.js';
import { startHeartbeat } from './common/heartbeat.js';
import { forgetStartUpDelays } from './common/process-load.js';
import { enableBoundedShutdown } from './common/shutdown.js';
import { CHAT_WARM_UP, warmUpHttp } from './common/http/warm-up.js';
import { exitOnConfigError, loadConfigOrExit } from './config/app-config.js';

const config = loadConfigOrExit();
const app = await createApi(config);
// Modules ready before anything listens: a store that cannot be used stops the process with one line.
await exitOnConfigError(app.init());
// The chat's HTTP path run a few times, as its engine was at init (AiChatService): a restart's first burst is not slower.
if (config.aiWarmUp) await warmUpHttp(app, config.publicUrl, CHAT_WARM_UP);
forgetStartUpDelays(); // the start-up's blocks are not load (common/process-load.ts)
// No client holds a socket for long: its headers and its whole request must arrive in time (else
// 408 and the connection closes), and an idle kept-alive connection is closed. Node checks the
// first two every 30 s, so they may fire up to 30 s late.
const server = app.getHttpServer() as Server;
server.headersTimeout = config.http.headersTimeoutMs;
server.requestTimeout = config.http.requestTimeoutMs;
server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
// On SIGTERM/SIGINT: close (idle keep-alive connections too: Node's server.close() ends them), at most SHUTDOWN_TIMEOUT_MS.
enableBoundedShutdown(app, config.shutdownTimeoutMs);
if (config.connectionsFromSupervisor && process.send) {
  // The supervisor (scripts/start.mjs) holds PORT and hands this process each connection it takes,
  // as long as this process's heartbeat is fresh. It listens only on a loopback port of its own, which
  // its pages' loaders call (web-handler.ts), so that a page's calls stay in the process serving it.
  await app.listen(0, '127.0.0.1');
  process.on('message', (message, socket) => {
    if (message !== 'connection' || !(socket instanceof Socket)) return;
    server.emit('connection', socket);
    socket.resume(); // paused by the supervisor so that it read nothing of the request
  });
} else await app.listen(config.port);
// Liveness for the supervisor and container health checks (common/heartbeat.ts).
if (config.heartbeatFile) startHeartbeat(config.heartbeatFile, config.database.acquireTimeoutMs);
console.log(`MedTour Asia API listening on ${config.publicUrl}`);
