import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/index.js';
import { AiIndexService } from './ai-index.service.js';
import { AssistantCatalogue } from './catalogue.js';

/**
 * The one understanding of patients' words (issue 50): the catalogue snapshot and its reader, shared by the assistant,
 * premium matching and the recommendations, so that all three read a condition, a symptom or a place the same way.
 */
@Module({
  // The catalogue's version is checked the way the public catalogue's answers check it (CatalogueCache: one shared check).
  imports: [CatalogueModule],
  providers: [AiIndexService, AssistantCatalogue],
  exports: [AiIndexService, AssistantCatalogue],
})
export class UnderstandingModule {}
