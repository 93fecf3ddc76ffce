import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '@medtour/contracts';
import { PageQueryDto } from '../../../common/paging.js';

/** `lang`: the language a catalogue answer's texts are wanted in (English where a text has no translation). */
export function LanguageField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: LOCALES, default: 'en', description: 'The language of the texts (English where one is not translated)' }),
    IsOptional(),
    IsIn(LOCALES, { message: `lang must be one of ${LOCALES.join(', ')}` }),
  );
}

/** `?lang=fr` on a catalogue record's page (a treatment, a hospital). */
export class LanguageQueryDto {
  @LanguageField()
  lang: Locale = 'en';
}

/** `GET /api/destinations`: a page of destinations, in `lang`. */
export class DestinationQueryDto extends PageQueryDto {
  @LanguageField()
  lang: Locale = 'en';
}
