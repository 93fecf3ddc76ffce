// The ai module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { safetyReply } from './safety/safety-reply.js';
export { screen } from './safety/screen.js';
