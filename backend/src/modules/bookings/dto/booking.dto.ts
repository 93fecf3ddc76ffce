import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { OptionalNotNull, PlainText } from '../../../common/dto-fields.js';
import { trimText } from '../../../common/trim-text.js';
import { PageQueryDto } from '../../../common/paging.js';
import { LanguageField } from '../../catalogue/index.js';
import { TripEstimateRequestDto } from '../../trips/index.js';
import {
  API_MESSAGES,
  BOOKING_DEFAULTS,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  BOOKING_URGENCIES,
  type BookingType,
  type BookingUrgency,
  CHAT_MESSAGE_TOO_LONG,
  type Locale,
  MAX_COMPANIONS,
  messageText,
  TEXT_LIMITS,
} from '@medtour/contracts';

const optionalText = ({ value }: { value: unknown }) => {
  const cleaned = trimText(value);
  return cleaned === '' || cleaned === null ? undefined : cleaned;
};

/** The booking form (spec §2 "Booking Management", §5): no required text, sensible defaults. */
export class CreateBookingDto {
  @ApiProperty()
  @IsUUID('all', { message: 'Please choose a hospital' })
  hospitalId!: string;

  @ApiProperty()
  @IsUUID('all', { message: 'Please choose a treatment' })
  treatmentId!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "The patient's own assessment the request is made from (another's: 404); without it, their latest (if any)",
  })
  @IsOptional()
  @Transform(optionalText)
  @IsUUID('all', { message: API_MESSAGES.assessmentNotFound })
  assessmentId?: string;

  @ApiPropertyOptional({ enum: BOOKING_TYPES, default: BOOKING_DEFAULTS.bookingType })
  @IsOptional()
  @IsIn(BOOKING_TYPES, { message: `Booking type must be one of ${BOOKING_TYPES.join(', ')}` })
  bookingType?: BookingType;

  @ApiPropertyOptional({ enum: BOOKING_URGENCIES, default: BOOKING_DEFAULTS.urgencyLevel })
  @IsOptional()
  @IsIn(BOOKING_URGENCIES, { message: `Urgency must be one of ${BOOKING_URGENCIES.join(', ')}` })
  urgencyLevel?: BookingUrgency;

  @ApiPropertyOptional({ example: '2027-02-15' })
  @IsOptional()
  @Transform(optionalText)
  @IsDateString({ strict: true }, { message: 'Preferred date must be a date (YYYY-MM-DD)' })
  preferredDate?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(optionalText)
  @IsString()
  @PlainText({ multiline: true })
  @MaxLength(TEXT_LIMITS.longText)
  medicalSummary?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(optionalText)
  @IsString()
  @PlainText({ multiline: true })
  @MaxLength(TEXT_LIMITS.specialRequirements)
  specialRequirements?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() travelRequired?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() accommodationNeeded?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() visaAssistanceNeeded?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_COMPANIONS, default: BOOKING_DEFAULTS.companionCount })
  @IsOptional()
  @IsInt({ message: 'Companions must be a whole number' })
  @Min(0, { message: 'Companions cannot be negative' })
  @Max(MAX_COMPANIONS, { message: `At most ${MAX_COMPANIONS} companions` })
  companionCount?: number;

  @ApiPropertyOptional({
    type: TripEstimateRequestDto,
    description: 'Attach a trip estimate: the server computes it for this hospital, treatment and companions, and keeps it',
  })
  @IsOptional()
  @IsObject({ message: 'Trip estimate must be an object' })
  @ValidateNested()
  @Type(() => TripEstimateRequestDto)
  tripEstimate?: TripEstimateRequestDto;
}

/** `?before=<message id>`: the page of the thread before that message (the latest page without it). */
export class ThreadQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;
}

export class MessageDto {
  @ApiProperty()
  @Transform(({ value }) => trimText(value))
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(TEXT_LIMITS.chatMessage, { message: CHAT_MESSAGE_TOO_LONG })
  @PlainText({ multiline: true })
  body!: string;
}

/**
 * Which assessment a booking is for (issue 52, asked when its treatment does not fit the one it was
 * made from): one of the patient's own (`assessmentId`), or none (`null`) and their own words.
 */
export class BookingAssessmentAnswerDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('all', { message: API_MESSAGES.assessmentNotFound })
  assessmentId!: string | null;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.longText })
  @IsOptional()
  @Transform(optionalText)
  @IsString({ message: API_MESSAGES.assessmentDescriptionRequired })
  @PlainText({ multiline: true })
  @MaxLength(TEXT_LIMITS.longText, { message: messageText('assessmentDescriptionTooLong', { max: String(TEXT_LIMITS.longText) }) })
  description?: string;
}

/** The patient's bookings, the catalogue's names in `lang`. */
export class BookingListQueryDto extends PageQueryDto {
  @LanguageField()
  lang: Locale = 'en';
}

/** Staff update of a booking (PUT: the fields to change; any other field is refused). */
export class UpdateBookingDto {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @OptionalNotNull()
  @IsIn(BOOKING_STATUSES, { message: `Status must be one of ${BOOKING_STATUSES.join(', ')}` })
  status?: (typeof BOOKING_STATUSES)[number];

  @ApiPropertyOptional()
  @IsOptional()
  // A form's text ("9400") is read as a number; anything else is left for IsInt to refuse (an object
  // given to Number() may throw while converting it).
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsInt({ message: 'Estimated cost must be a whole number of dollars' })
  @Min(0)
  @Max(10_000_000)
  estimatedCostUsd?: number | null;

  @ApiPropertyOptional({ description: 'The coordinator in charge (a moderator or admin); null unassigns' })
  @IsOptional()
  @IsUUID('all', { message: 'Please choose a coordinator' })
  assignedToId?: string | null;
}
