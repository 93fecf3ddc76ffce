import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import type { Locale } from '@medtour/contracts';
import { SearchPageQueryDto } from '../../../common/paging.js';
import { LanguageField } from '../../catalogue/index.js';

/** `GET /api/hospitals`: `q` over name, city and specialties; `country` by ISO code or slug; `specialty` by slug. */
export class HospitalQueryDto extends SearchPageQueryDto {
  @ApiPropertyOptional({ description: 'ISO 3166-1 alpha-2 code (MY) or slug (malaysia)', example: 'malaysia' })
  @IsOptional()
  @IsString({ message: 'country must be a single value' })
  @Matches(/^[A-Za-z0-9-]{2,120}$/, { message: 'country must be a country code (e.g. MY) or slug (e.g. malaysia)' })
  country?: string;

  @ApiPropertyOptional({ description: 'Specialization slug', example: 'cardiology' })
  @IsOptional()
  @IsString({ message: 'specialty must be a single value' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'specialty must be a specialty slug (e.g. cardiology)' })
  specialty?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'featured must be true or false' })
  featured?: 'true' | 'false';

  @LanguageField()
  lang: Locale = 'en';
}
