// The assessments module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { AssessmentsModule } from './assessments.module.js';
export { AssessmentsService } from './assessments.service.js';
