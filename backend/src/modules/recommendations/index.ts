// The recommendations module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { ConditionMapping } from './entities/condition-mapping.entity.js';
export { hospitalFacts, type HospitalOffer, MatchingService } from './matching.service.js';
export { RecommendationsModule } from './recommendations.module.js';
export { hospitalFit, type HospitalFit, rankHospitals, readConditions, type TreatmentMatch } from './relevance.js';
