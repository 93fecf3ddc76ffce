import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Limits of every public list: deep pages and huge pages are refused rather than slowly served. */
export const MAX_PAGE = 1000;
export const MAX_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;

/** `page` and `pageSize` of the public catalogue lists (query string, validated and converted). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 12 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize: number = 12;
}

/** A paged list with free-text search (`q`). */
export class SearchPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: MAX_SEARCH_LENGTH, description: 'Case-insensitive text search' })
  @IsOptional()
  @IsString({ message: 'Search text must be a single text value' })
  @MaxLength(MAX_SEARCH_LENGTH, { message: `Search text must be at most ${MAX_SEARCH_LENGTH} characters` })
  q?: string;
}

/** Rows to skip for the requested page. */
export function pageOffset(query: PageQueryDto): number {
  return (query.page - 1) * query.pageSize;
}

/** The search text of a query, trimmed; undefined when blank. */
export function searchTerm(query: SearchPageQueryDto): string | undefined {
  const text = query.q?.trim();
  return text ? text : undefined;
}
