import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  API_MESSAGES,
  FLIGHT_NUMBER,
  LOCAL_DATE_TIME,
  messageText,
  MOBILITY_STATES,
  type MobilityState,
  TRAVELLER_ROLES,
  type TravellerRole,
  TRIP_DOCUMENT_KINDS,
  TRIP_LIMITS,
  type TripDocumentKind,
  VISA_STATUSES,
  type VisaStatus,
  WOUND_STATES,
  type WoundState,
} from '@medtour/contracts';
import { emptyToNull, PlainText } from '../../../common/dto-fields.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const tooLong = (max: number) => messageText('fieldTooLong', { field: 'This field', max: String(max) });
/** A check box as a form posts it ("on"/"true"), or a JSON boolean. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === '' || value === null
    ? null
    : value === true || value === 'true' || value === 'on'
      ? true
      : value === false || value === 'false'
        ? false
        : value;
const toNumber = ({ value }: { value: unknown }) =>
  value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value;
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, ' ') : value);

/** What the patient may change in their trip plan: a field left out stays, null (or an emptied input) clears it. */
export class TripPatientChangesDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'MH 2613' })
  @IsOptional()
  @Transform(upper)
  @Transform(emptyToNull)
  @IsString()
  @Matches(FLIGHT_NUMBER, { message: API_MESSAGES.flightNumberInvalid })
  arrivalFlight?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-20T06:35', description: 'Local time at the airport' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(LOCAL_DATE_TIME, { message: API_MESSAGES.flightTimeInvalid })
  arrivalAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(upper)
  @Transform(emptyToNull)
  @IsString()
  @Matches(FLIGHT_NUMBER, { message: API_MESSAGES.flightNumberInvalid })
  departureFlight?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Local time at the airport' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(LOCAL_DATE_TIME, { message: API_MESSAGES.flightTimeInvalid })
  departureAt?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  pickupRequested?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText()
  @MaxLength(60, { message: tooLong(60) })
  interpreterLanguage?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRIP_LIMITS.placeNameMax })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText()
  @MaxLength(TRIP_LIMITS.placeNameMax, { message: tooLong(TRIP_LIMITS.placeNameMax) })
  accommodationName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRIP_LIMITS.addressMax })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText({ multiline: true })
  @MaxLength(TRIP_LIMITS.addressMax, { message: tooLong(TRIP_LIMITS.addressMax) })
  accommodationAddress?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: API_MESSAGES.nightsInvalid })
  @Min(TRIP_LIMITS.nights.min, { message: API_MESSAGES.nightsInvalid })
  @Max(TRIP_LIMITS.nights.max, { message: API_MESSAGES.nightsInvalid })
  accommodationNights?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60 })
  @IsOptional()
  @Transform(upper)
  @Transform(emptyToNull)
  @IsString()
  @PlainText()
  @MaxLength(60, { message: tooLong(60) })
  visaReference?: string | null;

  @ApiPropertyOptional({ enum: VISA_STATUSES, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(VISA_STATUSES)
  visaStatus?: VisaStatus | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(DAY, { message: API_MESSAGES.dateInvalid })
  visaDecidedOn?: string | null;
}

/** What staff may change: the patient's fields and what the hospital sends. */
export class TripStaffChangesDto extends TripPatientChangesDto {
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(DAY, { message: API_MESSAGES.dateInvalid })
  arrivalOn?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRIP_LIMITS.detailsMax })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText({ multiline: true })
  @MaxLength(TRIP_LIMITS.detailsMax, { message: tooLong(TRIP_LIMITS.detailsMax) })
  pickupDetails?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(DAY, { message: API_MESSAGES.dateInvalid })
  admissionOn?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @Matches(DAY, { message: API_MESSAGES.dateInvalid })
  dischargedOn?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'Enter the final bill in whole US dollars' })
  @Min(0, { message: 'Enter the final bill in whole US dollars' })
  @Max(10_000_000, { message: 'Enter the final bill in whole US dollars' })
  finalBillUsd?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRIP_LIMITS.reasonMax })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText({ multiline: true })
  @MaxLength(TRIP_LIMITS.reasonMax, { message: tooLong(TRIP_LIMITS.reasonMax) })
  finalBillReason?: string | null;
}

/** A traveller as on their passport. On a change, an empty passport number keeps the stored one. */
export class TravellerDto {
  @ApiProperty({ enum: TRAVELLER_ROLES })
  @IsIn(TRAVELLER_ROLES)
  role!: TravellerRole;

  @ApiProperty({ maxLength: TRIP_LIMITS.fullNameMax })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsString({ message: API_MESSAGES.passportNameRequired })
  @MinLength(2, { message: API_MESSAGES.passportNameRequired })
  @PlainText()
  @MaxLength(TRIP_LIMITS.fullNameMax, { message: tooLong(TRIP_LIMITS.fullNameMax) })
  fullName!: string;

  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  @Transform(upper)
  @IsString({ message: API_MESSAGES.nationalityInvalid })
  @Matches(/^[A-Z]{2}$/, { message: API_MESSAGES.nationalityInvalid })
  nationality!: string;

  @ApiProperty()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value))
  @IsString({ message: API_MESSAGES.passportNumberInvalid })
  @Matches(/^$|^[A-Z0-9]{5,20}$/, { message: API_MESSAGES.passportNumberInvalid })
  passportNumber!: string;

  @ApiProperty({ format: 'date' })
  @IsString({ message: API_MESSAGES.passportExpiryInvalid })
  @Matches(DAY, { message: API_MESSAGES.passportExpiryInvalid })
  passportExpiry!: string;
}

/** A staff upload: which kind of trip file it is. */
export class TripDocumentDto {
  @ApiProperty({ enum: TRIP_DOCUMENT_KINDS })
  @IsIn(TRIP_DOCUMENT_KINDS, { message: `Choose one of: ${TRIP_DOCUMENT_KINDS.join(', ')}` })
  kind!: TripDocumentKind;
}

/** An aftercare check-in's answers (a form posts check boxes as "on", left out when not ticked). */
export class CheckInAnswersDto {
  @ApiProperty({ minimum: TRIP_LIMITS.pain.min, maximum: TRIP_LIMITS.pain.max })
  @Transform(toNumber)
  @IsInt({ message: API_MESSAGES.painInvalid })
  @Min(TRIP_LIMITS.pain.min, { message: API_MESSAGES.painInvalid })
  @Max(TRIP_LIMITS.pain.max, { message: API_MESSAGES.painInvalid })
  pain!: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ maxDecimalPlaces: 1 }, { message: API_MESSAGES.temperatureInvalid })
  @Min(TRIP_LIMITS.temperatureC.min, { message: API_MESSAGES.temperatureInvalid })
  @Max(TRIP_LIMITS.temperatureC.max, { message: API_MESSAGES.temperatureInvalid })
  temperatureC?: number | null;

  @ApiProperty({ enum: WOUND_STATES })
  @IsIn(WOUND_STATES)
  wound!: WoundState;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  calfSwelling?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  chestPain?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  breathless?: boolean;

  @ApiProperty({ enum: MOBILITY_STATES })
  @IsIn(MOBILITY_STATES)
  mobility!: MobilityState;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TRIP_LIMITS.notesMax })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText({ multiline: true })
  @MaxLength(TRIP_LIMITS.notesMax, { message: tooLong(TRIP_LIMITS.notesMax) })
  notes?: string | null;
}
