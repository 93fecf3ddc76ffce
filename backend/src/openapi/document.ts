import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { describeAnswers } from './answers.js';

/**
 * The API's OpenAPI document: every route, its parameters and body (from the DTOs) and its answer
 * (from `@Answers`). Served at /api/docs and the source of the front ends' typed client.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('MedTour Asia API')
    .setDescription('Patient site, back office (react-admin simple REST under /api/admin) and health checks.')
    .setVersion('1')
    .addCookieAuth('mt_session')
    .build();
  return describeAnswers(SwaggerModule.createDocument(app, info));
}
