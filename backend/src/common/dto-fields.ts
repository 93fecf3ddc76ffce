import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateIf, type ValidationOptions } from 'class-validator';
import { trimText } from './trim-text.js';

/**
 * A list field of a form (accreditations, languages, highlights…): `null` means a cleared list and
 * is stored as an empty one, as the columns hold a list, never null. Items are trimmed unless
 * `trim` is false; anything else is left for the validators to refuse.
 */
export function listOrEmpty(trim = true) {
  return ({ value }: { value: unknown }): unknown => (value === null ? [] : trim ? trimText(value) : value);
}

/** An optional list of texts of a form (see `listOrEmpty`): at most `maxItems`, each at most `maxLength` characters. */
export function TextList({ maxItems, maxLength, trim = true }: { maxItems: number; maxLength: number; trim?: boolean }): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    Transform(listOrEmpty(trim)),
    IsArray(),
    ArrayMaxSize(maxItems),
    IsString({ each: true }),
    MaxLength(maxLength, { each: true }),
  );
}

/**
 * Like `@IsOptional()`, but for a field that cannot be null: the field may be left out, while an
 * explicit `null` is validated like any other value (and refused with the field's message).
 */
export function OptionalNotNull(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined, options);
}
