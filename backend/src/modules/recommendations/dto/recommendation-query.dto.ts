import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging.js';
import { EVIDENCE_LEVELS, type Locale, MIN_RATINGS, RECOMMENDED_TREATMENT_TYPES } from '@medtour/contracts';
import { LanguageField } from '../../catalogue/index.js';

class RecommendationPageDto extends PageQueryDto {
  @ApiPropertyOptional({
    description:
      'Max budget in USD; defaults from the latest assessment budget range (its upper bound; none for "Over $50,000" or no concern)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Max budget must be a whole number of dollars' })
  @Min(0)
  @Max(10_000_000)
  maxBudget?: number;

  @LanguageField()
  lang: Locale = 'en';
}

/** The filters card of the recommendations view (spec §2), all applied by the server. */
export class HospitalRecommendationQueryDto extends RecommendationPageDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Specialization must be at most 100 characters' })
  specialization?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Country must be at most 100 characters' })
  country?: string;

  @ApiPropertyOptional({ enum: MIN_RATINGS })
  @IsOptional()
  @Type(() => Number)
  @IsIn(MIN_RATINGS, { message: `Min rating must be one of ${MIN_RATINGS.join(', ')}` })
  minRating?: number;
}

export class TreatmentRecommendationQueryDto extends RecommendationPageDto {
  @ApiPropertyOptional({ enum: RECOMMENDED_TREATMENT_TYPES })
  @IsOptional()
  @IsIn(RECOMMENDED_TREATMENT_TYPES, { message: `Treatment type must be one of ${RECOMMENDED_TREATMENT_TYPES.join(', ')}` })
  type?: string;

  @ApiPropertyOptional({ enum: EVIDENCE_LEVELS })
  @IsOptional()
  @IsIn(EVIDENCE_LEVELS, { message: `Evidence level must be one of ${EVIDENCE_LEVELS.join(', ')}` })
  evidenceLevel?: string;
}
