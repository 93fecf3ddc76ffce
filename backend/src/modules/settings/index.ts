// The settings module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { contactSignature } from './contact-signature.js';
export { RATES_CALLER, readRatesAnswer, UnreadableRates } from './rates-url.js';
export { coordinatorContact, readSiteSettings, recordRatesFetch } from './settings.service.js';
