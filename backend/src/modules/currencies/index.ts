// The currencies module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { CurrenciesModule } from './currencies.module.js';
export { CurrenciesService, rateReader, type RateReader, type UsdBudget } from './currencies.service.js';
