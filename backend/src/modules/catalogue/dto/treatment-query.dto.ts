import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TREATMENT_CATEGORIES } from '../entities/treatment.entity.js';

/** Paging shared by the public catalogue lists. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1000, { message: 'page must be at most 1000' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 12 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(50, { message: 'pageSize must be at most 50' })
  pageSize: number = 12;
}

export class TreatmentQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive text over name and description' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: TREATMENT_CATEGORIES })
  @IsOptional()
  @IsIn(TREATMENT_CATEGORIES, { message: `category must be one of ${TREATMENT_CATEGORIES.join(', ')}` })
  category?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
