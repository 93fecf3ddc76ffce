import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, Matches, MaxLength } from 'class-validator';
import { messageText } from '@medtour/contracts';
import { SLUG_PATTERN } from '../../../common/slug-param.pipe.js';
import { LanguageQueryDto } from '../../catalogue/index.js';

export const MAX_COMPARED = 3;

/** `ids=a,b,c` (or `ids=a&ids=b`, as a plain HTML form sends it) → distinct slugs, in the given order. */
function slugList({ value }: { value: unknown }): unknown {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const slugs = parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  return [...new Set(slugs)];
}

/** `GET /api/hospitals/compare?ids=…`: one to three hospital slugs. */
export class CompareQueryDto extends LanguageQueryDto {
  @ApiProperty({
    description: `Comma-separated hospital slugs, 1 to ${MAX_COMPARED}`,
    example: 'straits-heart-vascular-centre,deccan-multispeciality-hospital',
  })
  @Transform(slugList)
  @IsArray({ message: 'ids must list hospital slugs' })
  @ArrayMinSize(1, { message: messageText('compareNoneChosen') })
  @ArrayMaxSize(MAX_COMPARED, { message: messageText('compareTooMany', { max: String(MAX_COMPARED) }) })
  @MaxLength(220, { each: true, message: 'ids must be hospital slugs' })
  @Matches(SLUG_PATTERN, { each: true, message: 'ids must be hospital slugs' })
  ids!: string[];
}
