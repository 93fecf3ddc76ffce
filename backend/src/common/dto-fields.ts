import { applyDecorators, type Type } from '@nestjs/common';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
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
 * explicit `null` is validated like any other value (and refused with the field's message). For
 * every optional field of a PUT or POST body whose column is not nullable: `@IsOptional()` would
 * let null through to the database.
 */
export function OptionalNotNull(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined, options);
}

/**
 * The PUT body of a back-office resource made from its create body: every field optional (react-admin
 * sends the fields that changed; the others keep their value), each validated as on create when it
 * is sent, null included. Nest's `PartialType` alone marks every field `@IsOptional()`, which skips
 * validation for null as well as for a missing field, so a cleared required input (`{"term": null}`)
 * reached the service and the database and answered 500. Here a missing field is skipped and null
 * is checked: refused with the field's message unless the create body allows it (`@IsOptional()`).
 * Every update body derived from a create body uses this, never `PartialType` directly.
 */
export function PartialUpdate<T>(createBody: Type<T>): Type<Partial<T>> {
  return PartialType(createBody, { skipNullProperties: false });
}

/** An optional text of a form whose emptied input clears it (stored as null); other values trimmed. */
export const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trimText(value));

/** A date (YYYY-MM-DD) no later than today (UTC): a figure dated the day it is of, which has come. */
export function NotInFuture(): PropertyDecorator {
  return ValidateBy({
    name: 'notInFuture',
    validator: {
      // A text that is no date is the date check's to refuse, with its own message.
      validate: (value) => typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || value <= new Date().toISOString().slice(0, 10),
      defaultMessage: () => 'Date cannot be in the future',
    },
  });
}
