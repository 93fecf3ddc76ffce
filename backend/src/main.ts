import 'reflect-metadata';
import { createApi } from './api.factory.js';
import { loadConfigOrExit } from './config/app-config.js';

const config = loadConfigOrExit();
const app = await createApi(config);
await app.listen(config.port);
console.log(`MedTour Asia API listening on ${config.publicUrl}`);
