import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  OFFLINE_PAYMENT_LIMITS,
  OFFLINE_PAYMENT_METHODS,
  PAYMENT_CURRENCIES,
  QUOTE_LIMITS,
  type OfflinePaymentMethod,
  type PaymentCurrency,
} from '@medtour/contracts';
import { MoneyAmount, OptionalLine, PlainText, TextList } from '../../../common/dto-fields.js';
import { trimText } from '../../../common/trim-text.js';

const clean = ({ value }: { value: unknown }) => trimText(value);
const emptyToNull = ({ value }: { value: unknown }) => {
  const cleaned = trimText(value);
  return cleaned === '' || cleaned === undefined ? null : cleaned;
};

/** One line of a quote: what it is, a detail, its amount in whole US dollars. */
export class QuoteLineDto {
  @ApiProperty({ example: 'Knee replacement (surgeon and anaesthesia)' })
  @Transform(clean)
  @IsString({ message: 'Each line needs a description' })
  @IsNotEmpty({ message: 'Each line needs a description' })
  @PlainText()
  @MaxLength(QUOTE_LIMITS.maxTextLength)
  label!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '5 nights' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText()
  @MaxLength(QUOTE_LIMITS.maxTextLength)
  detail?: string | null;

  @ApiProperty({ example: 9500 })
  @IsInt({ message: 'Amount must be a whole number of US dollars' })
  @Min(0, { message: 'Amount cannot be negative' })
  @Max(QUOTE_LIMITS.maxAmountUsd, { message: 'Amount must be at most $10,000,000' })
  amountUsd!: number;
}

/** A new quote for a booking (staff): it supersedes the current one. */
export class CreateQuoteDto {
  @ApiProperty({ type: [QuoteLineDto] })
  @IsArray({ message: 'A quote needs at least one line' })
  @ArrayMinSize(1, { message: 'A quote needs at least one line' })
  @ArrayMaxSize(QUOTE_LIMITS.maxLines, { message: `A quote has at most ${QUOTE_LIMITS.maxLines} lines` })
  @ValidateNested({ each: true })
  @Type(() => QuoteLineDto)
  lines!: QuoteLineDto[];

  @TextList({ maxItems: QUOTE_LIMITS.maxListItems, maxLength: QUOTE_LIMITS.maxTextLength })
  included?: string[];

  @TextList({ maxItems: QUOTE_LIMITS.maxListItems, maxLength: QUOTE_LIMITS.maxTextLength })
  excluded?: string[];

  @ApiProperty({ example: '2026-12-31', description: 'The last day the quote can be accepted (YYYY-MM-DD, UTC)' })
  @IsString({ message: 'Please choose the last day the quote is valid' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please choose the last day the quote is valid' })
  validUntil!: string;
}

/** A payment received outside Stripe (bank transfer, mobile money, cash), recorded by staff against a booking: part or all of its deposit. */
export class OfflinePaymentDto {
  @ApiProperty({ enum: OFFLINE_PAYMENT_METHODS })
  @IsIn([...OFFLINE_PAYMENT_METHODS], { message: 'Please choose how it was paid' })
  method!: OfflinePaymentMethod;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    example: '1,900.50',
    description: 'US dollars, cents allowed: as typed ("1,900.50") or a number (1900.5), read exactly',
  })
  @MoneyAmount({ max: QUOTE_LIMITS.maxAmountUsd })
  amountUsd!: string | number;

  @ApiPropertyOptional({ enum: PAYMENT_CURRENCIES, default: 'usd' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn([...PAYMENT_CURRENCIES], { message: `Payments are taken in ${PAYMENT_CURRENCIES.map((c) => c.toUpperCase()).join(', ')}` })
  currency?: PaymentCurrency;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Transfer ref. 20261123-4471',
    description: 'Recorded once per booking; null for none',
  })
  @OptionalLine(
    OFFLINE_PAYMENT_LIMITS.maxReferenceLength,
    `The reference must be at most ${OFFLINE_PAYMENT_LIMITS.maxReferenceLength} characters`,
    'Leave the reference out, or enter the one on the transfer or receipt',
  )
  reference?: string | null;

  @ApiPropertyOptional({ type: String, example: '2026-11-23', description: 'The day it was paid (YYYY-MM-DD); today when left out' })
  @IsOptional()
  @IsString({ message: 'Please give the day it was paid' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please give the day it was paid' })
  paidOn?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @PlainText({ multiline: true })
  @MaxLength(OFFLINE_PAYMENT_LIMITS.maxNoteLength)
  note?: string | null;
}

/** Why a payment is refunded (kept in the ledger and the audit log). */
export class RefundDto {
  @ApiProperty({ example: 'Asked within the 30-day guarantee by email' })
  @Transform(clean)
  // Listed bottom-up so that a missing reason is named first (class-validator reports in that order).
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  @PlainText({ multiline: true })
  @IsNotEmpty({ message: 'Please give the reason for the refund' })
  @IsString({ message: 'Please give the reason for the refund' })
  reason!: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    example: '500',
    description: 'US dollars, cents allowed, as typed or a number; all that is held of the payment when left out',
  })
  @IsOptional()
  @MoneyAmount({ max: QUOTE_LIMITS.maxAmountUsd })
  amountUsd?: string | number;
}

/** The admins' decision on the money a cancelled booking holds: give it all back, or keep it (saying why to the patient). */
export class RefundDecisionDto {
  @ApiProperty({ enum: ['refund', 'keep'] })
  @IsIn(['refund', 'keep'], { message: 'Please choose to refund or keep the deposit' })
  decision!: 'refund' | 'keep';

  @ApiProperty({ example: 'Cancelled 10 days before admission: the deposit is refunded in full under our policy' })
  @Transform(clean)
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  @PlainText({ multiline: true })
  @IsNotEmpty({ message: 'Please give the reason (the patient is told)' })
  @IsString({ message: 'Please give the reason (the patient is told)' })
  reason!: string;
}
