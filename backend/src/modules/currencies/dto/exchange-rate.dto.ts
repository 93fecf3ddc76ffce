import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, ValidateBy } from 'class-validator';
import { CURRENCIES, CURRENCY_LIMITS, type Currency, RATED_CURRENCIES, type RatedCurrency } from '@medtour/contracts';
import { emptyToNull, NotInFuture, PartialUpdate } from '../../../common/dto-fields.js';

/** `POST /api/admin/exchange-rates`: a currency's rate on a date. */
export class CreateExchangeRateDto {
  @ApiProperty({ enum: RATED_CURRENCIES })
  @IsIn(RATED_CURRENCIES, { message: `Currency must be one of ${RATED_CURRENCIES.join(', ')}` })
  currency!: RatedCurrency;

  @ApiProperty({ description: 'Units of the currency for one US dollar' })
  @IsNumber(
    { maxDecimalPlaces: CURRENCY_LIMITS.rateDecimals },
    { message: `Rate must be a number with at most ${CURRENCY_LIMITS.rateDecimals} decimals` },
  )
  @IsPositive()
  @Max(CURRENCY_LIMITS.maxRate, { message: `Rate must be at most ${CURRENCY_LIMITS.maxRate.toLocaleString('en-US')}` })
  rate!: number;

  @ApiProperty({ example: '2026-11-20', description: 'The date the rate is of (not in the future)' })
  @IsDateString({ strict: true }, { message: 'Date must be a date (YYYY-MM-DD)' })
  @NotInFuture()
  asOf!: string;

  @ApiPropertyOptional({ description: 'Where the rate comes from' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(CURRENCY_LIMITS.maxSourceLength, { message: `Source must be at most ${CURRENCY_LIMITS.maxSourceLength} characters` })
  source?: string | null;
}

/** PUT body: the fields to change, validated as on create; the rest keep their value. */
export class UpdateExchangeRateDto extends PartialUpdate(CreateExchangeRateDto) {}

/** `GET /api/currencies/rate?currency=NGN`. */
export class CurrencyRateQueryDto {
  @ApiProperty({ enum: CURRENCIES })
  @IsIn(CURRENCIES, { message: `currency must be one of ${CURRENCIES.join(', ')}` })
  currency!: Currency;
}

/** A rate of more than zero. */
function IsPositive(): PropertyDecorator {
  return ValidateBy({
    name: 'isPositiveRate',
    validator: { validate: (value) => typeof value !== 'number' || value > 0, defaultMessage: () => 'Rate must be more than 0' },
  });
}
