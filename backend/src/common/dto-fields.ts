import { applyDecorators, type Type } from '@nestjs/common';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import { amountProblem, isCurrency, parseMoney, utcDay } from '@medtour/contracts';
import { trimText } from './trim-text.js';

/**
 * A list field of a form (accreditations, languages, highlights…): `null` means a cleared list and
 * is stored as an empty one, as the columns hold a list, never null. Items are trimmed unless
 * `trim` is false; anything else is left for the validators to refuse.
 */
export function listOrEmpty(trim = true) {
  return ({ value }: { value: unknown }): unknown => (value === null ? [] : trim ? trimText(value) : value);
}

// eslint-disable-next-line no-control-regex -- control characters are what these patterns find
const CONTROLS_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- as above, less the tab and line breaks of a text of several lines
const CONTROLS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** Whether a text holds a control character: any at all in one line; in a text of several lines, any but tab and line breaks. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROLS_IN_TEXT : CONTROLS_IN_LINE).test(text);
}

/**
 * A typed text never holds control characters (issue 51: an ANSI escape in a payment reference reached
 * the back office, and a terminal or export acts on such codes). Refused as a field error rather than
 * removed, so what is stored is what the person typed. A text of several lines (`multiline`) keeps its
 * tabs and line breaks. Not a string: left for `IsString` to refuse.
 */
export function PlainText({ multiline = false, each = false }: { multiline?: boolean; each?: boolean } = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'plainText',
      validator: {
        validate: (value) => typeof value !== 'string' || !hasControlCharacters(value, multiline),
        defaultMessage: () =>
          multiline ? 'Remove the control characters (such as escape codes)' : 'Use one line of text, without tabs or control characters',
      },
    },
    { each },
  );
}

/**
 * An optional one-line text (a payment reference): left out or null for none; otherwise trimmed,
 * not blank, without control characters, at most `maxLength`. A blank one is refused rather than read
 * as none, since only a form that means "none" should say so (the back office sends null).
 */
export function OptionalLine(maxLength: number, tooLong: string, blank = 'Leave it out, or enter some text'): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => trimText(value)),
    IsString({ message: blank }),
    IsNotEmpty({ message: blank }),
    PlainText(),
    MaxLength(maxLength, { message: tooLong }),
  );
}

/**
 * An optional list of texts of a form (see `listOrEmpty`): at most `maxItems`, each one line, not
 * blank and at most `maxLength` characters (an empty item shows as an empty bullet).
 */
export function TextList({ maxItems, maxLength, trim = true }: { maxItems: number; maxLength: number; trim?: boolean }): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    Transform(listOrEmpty(trim)),
    IsArray(),
    ArrayMaxSize(maxItems),
    IsString({ each: true }),
    IsNotEmpty({ each: true, message: 'Remove the empty lines' }),
    PlainText({ each: true }),
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
      validate: (value) => typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || value <= utcDay(),
      defaultMessage: () => 'Date cannot be in the future',
    },
  });
}

/**
 * An amount of money as a form types it (`"1,234.56"`) or as a JSON number (`1234.56`), in the
 * currency of the body's `currency` field (US dollars when it has none): read exactly into minor
 * units by the money kernel (`parseMoney`, no float arithmetic), more than zero and at most `max`
 * whole units (`amountProblem`, which the back office's forms check too). Anything else is a field
 * error: a letter, a third decimal of dollars, a decimal of Ugandan shillings. The service reads the
 * amount with `amountMinorOf`.
 */
export function MoneyAmount({ max }: { max: number }): PropertyDecorator {
  return ValidateBy({
    name: 'moneyAmount',
    validator: {
      validate: (value, args) => amountProblem(value, currencyOf(args!.object), max) === null,
      defaultMessage: (args) => amountProblem(args!.value, currencyOf(args!.object), max) ?? '',
    },
  });
}

/** The currency a body's amount is in: its `currency` field, US dollars without one (or with one that is none of the product's, which that field's own check refuses). */
const currencyOf = (body: object): string => {
  const currency: unknown = (body as { currency?: unknown }).currency;
  return typeof currency === 'string' && isCurrency(currency.toUpperCase()) ? currency : 'usd';
};

/** Minor units of an amount `MoneyAmount` accepted, in the currency of its body. */
export function amountMinorOf(amount: string | number, body: object): number {
  const minor = parseMoney(amount, currencyOf(body));
  if (minor === null) throw new RangeError('An amount reached a service without its validation');
  return minor;
}
