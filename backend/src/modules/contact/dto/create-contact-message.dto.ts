import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { PlainText } from '../../../common/dto-fields.js';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimText } from '../../../common/trim-text.js';
import { CONTACT_COUNTRIES, type Locale, LOCALES, TEXT_LIMITS, TREATMENT_INTERESTS } from '@medtour/contracts';

const clean = ({ value }: { value: unknown }) => trimText(value);
const emptyToUndefined = ({ value }: { value: unknown }) => {
  const cleaned = trimText(value);
  return cleaned === '' ? undefined : cleaned;
};

/** The contact form of spec §5: full name, email, country and message required. */
export class CreateContactMessageDto {
  @ApiProperty()
  @Transform(clean)
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @PlainText()
  @MaxLength(TEXT_LIMITS.name)
  name!: string;

  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(TEXT_LIMITS.email)
  email!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @Matches(/^[+()0-9 .-]{5,40}$/, { message: 'Please enter a valid phone number' })
  phone?: string;

  @ApiProperty({ enum: CONTACT_COUNTRIES })
  @IsIn(CONTACT_COUNTRIES, { message: 'Please choose your country' })
  country!: (typeof CONTACT_COUNTRIES)[number];

  @ApiPropertyOptional({ enum: TREATMENT_INTERESTS })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(TREATMENT_INTERESTS, { message: 'Please choose a treatment interest from the list' })
  treatmentInterest?: (typeof TREATMENT_INTERESTS)[number];

  @ApiProperty()
  @Transform(clean)
  @IsString()
  @IsNotEmpty({ message: 'Message is required' })
  @PlainText({ multiline: true })
  @MaxLength(TEXT_LIMITS.longText)
  message!: string;

  /** The language of the page the visitor writes from: the confirmation is written in it. English when absent. */
  @ApiProperty({ enum: LOCALES, required: false })
  @IsOptional()
  @IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` })
  language?: Locale;
}
