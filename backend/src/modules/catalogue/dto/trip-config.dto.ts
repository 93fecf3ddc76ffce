import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, Matches, Max, Min } from 'class-validator';
import { OPTIONAL_TRIP_STEPS } from '@medtour/contracts';
import { OptionalNotNull } from '../../../common/dto-fields.js';

/** A list of whole days (reminders before arrival, check-ins after discharge): each in range, none twice, sorted as stored. */
export function DayList(limits: { min: number; max: number; count: number }, what: string): PropertyDecorator {
  const message = `${what}: up to ${limits.count} whole numbers of days from ${limits.min} to ${limits.max}, each once`;
  return applyDecorators(
    ApiPropertyOptional({ type: [Number] }),
    OptionalNotNull({ message }),
    IsArray({ message }),
    ArrayMaxSize(limits.count, { message }),
    ArrayUnique({ message }),
    IsInt({ each: true, message }),
    Min(limits.min, { each: true, message }),
    Max(limits.max, { each: true, message }),
  );
}

/** The optional steps of a treatment's trip plans. */
export function TripStepList(): PropertyDecorator {
  const message = `Trip steps must be among: ${OPTIONAL_TRIP_STEPS.join(', ')}`;
  return applyDecorators(
    ApiPropertyOptional({ enum: OPTIONAL_TRIP_STEPS, isArray: true }),
    OptionalNotNull({ message }),
    IsArray({ message }),
    ArrayUnique({ message }),
    IsIn(OPTIONAL_TRIP_STEPS, { each: true, message }),
  );
}

/** Nationalities as ISO 3166-1 alpha-2 codes (upper-cased as typed). */
export function NationalityList(): PropertyDecorator {
  const message = 'Nationalities must be two-letter country codes (KE, NG…), each once';
  return applyDecorators(
    ApiPropertyOptional({ type: [String], example: ['NG', 'KE'] }),
    OptionalNotNull({ message }),
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)) : value,
    ),
    IsArray({ message }),
    ArrayMaxSize(250, { message }),
    ArrayUnique({ message }),
    Matches(/^[A-Z]{2}$/, { each: true, message }),
  );
}
