import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { SCRAPE_URL_MAX_LENGTH, SCRAPER_MESSAGES } from '@medtour/contracts';
import { trimText } from '../../../common/trim-text.js';

const clean = ({ value }: { value: unknown }) => trimText(value);

/** Spec §5 "Review scraper": a hospital (required) and a source URL (required, a URL; checked further by the service). */
export class CreateScrapeRunDto {
  @ApiProperty({ format: 'uuid' })
  @Transform(clean)
  @IsUUID('all', { message: SCRAPER_MESSAGES.hospitalRequired })
  @IsNotEmpty({ message: SCRAPER_MESSAGES.hospitalRequired })
  hospitalId!: string;

  @ApiProperty({ example: 'https://www.example-hospital.com/reviews' })
  @Transform(clean)
  @MaxLength(SCRAPE_URL_MAX_LENGTH, { message: `Source URL must be at most ${SCRAPE_URL_MAX_LENGTH} characters` })
  @IsString({ message: SCRAPER_MESSAGES.urlRequired })
  @IsNotEmpty({ message: SCRAPER_MESSAGES.urlRequired })
  url!: string;
}
