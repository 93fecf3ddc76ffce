import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SearchPageQueryDto } from '../../../common/paging.js';
import { type Locale, TREATMENT_CATEGORIES, type TreatmentCategory } from '@medtour/contracts';
import { LanguageField } from './language-query.dto.js';

/** `GET /api/treatments`: `q` over name and description (English and `lang`'s), `category` one of the spec's chips. */
export class TreatmentQueryDto extends SearchPageQueryDto {
  @ApiPropertyOptional({ enum: TREATMENT_CATEGORIES })
  @IsOptional()
  @IsIn(TREATMENT_CATEGORIES, { message: `category must be one of ${TREATMENT_CATEGORIES.join(', ')}` })
  category?: TreatmentCategory;

  @LanguageField()
  lang: Locale = 'en';
}
