import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { OFFLINE_PREMIUM_LIMITS } from '@medtour/contracts';
import { OfflinePaymentDto } from './payments.dto.js';

const { maxMonths } = OFFLINE_PREMIUM_LIMITS;

/**
 * A Premium payment received outside Stripe, recorded by an admin for a patient: the offline payment's
 * fields (method, amount in USD, currency, reference, day paid, note), checked as a deposit's are, and
 * the period it pays for: a first day and a number of whole months.
 */
export class OfflinePremiumDto extends OfflinePaymentDto {
  @ApiProperty({ example: '2026-11-24', description: 'The first day of Premium (YYYY-MM-DD, UTC)' })
  @IsString({ message: 'Please give the first day of Premium' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please give the first day of Premium' })
  startsOn!: string;

  @ApiProperty({ example: 3, minimum: 1, maximum: maxMonths, description: 'Whole months of Premium paid for' })
  @IsInt({ message: `Please give a whole number of months (1 to ${maxMonths})` })
  @Min(1, { message: `Please give a whole number of months (1 to ${maxMonths})` })
  @Max(maxMonths, { message: `Premium is recorded for at most ${maxMonths} months at a time` })
  months!: number;
}
