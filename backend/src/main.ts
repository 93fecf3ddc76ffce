import 'reflect-metadata';
import { createApi } from './api.factory.js';
import { enableBoundedShutdown } from './common/shutdown.js';
import { loadConfigOrExit } from './config/app-config.js';

const config = loadConfigOrExit();
const app = await createApi(config);
// On SIGTERM/SIGINT: close (idle keep-alive connections too: Node's server.close() ends them), at most SHUTDOWN_TIMEOUT_MS.
enableBoundedShutdown(app, config.shutdownTimeoutMs);
await app.listen(config.port);
console.log(`MedTour Asia API listening on ${config.publicUrl}`);
