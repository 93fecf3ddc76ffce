// The health-access module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { HealthAccessModule } from './health-access.module.js';
export { HealthDataAccess } from './health-access.service.js';
