import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PartialUpdate } from '../../common/dto-fields.js';
import { IsMobileNumber } from '../../common/phone.js';
import { trimText } from '../../common/trim-text.js';

/** The editable site settings (one record, id `site`), each validated. */
export class SiteSettings {
  @ApiProperty() @IsEmail({}, { message: 'Please enter a valid email address' }) @MaxLength(254) contactEmail!: string;
  @ApiProperty()
  @Matches(/^\+[0-9 ()-]{6,24}$/, { message: 'Phone must be an international number starting with +' })
  contactPhone!: string;
  @ApiProperty()
  @IsMobileNumber({ message: 'WhatsApp must be a mobile number in international format, e.g. +60 12-345 6789' })
  @MaxLength(30)
  whatsappNumber!: string;
  @ApiProperty({ type: [String] })
  @Transform(({ value }) => trimText(value))
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  officeHours!: string[];
  /** Premium subscription price, whole USD per month. */
  @ApiProperty() @IsInt({ message: 'Premium price must be a whole number of dollars' }) @Min(1) @Max(10_000) premiumPriceUsd!: number;
  /** Deposit asked when a booking is quoted: a percentage of the estimate, at least the minimum. */
  @ApiProperty()
  @IsInt()
  @Min(0, { message: 'Deposit percentage must be 0-100' })
  @Max(100, { message: 'Deposit percentage must be 0-100' })
  depositPercentage!: number;
  @ApiProperty() @IsInt() @Min(0) @Max(1_000_000) depositMinimumUsd!: number;
  /** How to pay a deposit offline (bank transfer, mobile money): shown beside the deposit and in the quote email, one line each. */
  @ApiProperty({ type: [String] })
  @Transform(({ value }) => trimText(value))
  @IsArray()
  @ArrayMinSize(1, { message: 'Please say how patients can pay offline' })
  @ArrayMaxSize(15)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  offlinePaymentInstructions!: string[];
}

/**
 * Body of PUT /api/admin/settings/site: the settings to change, validated as above (null too); the
 * ones left out keep their value, any other field is refused.
 */
export class SiteSettingsDto extends PartialUpdate(SiteSettings) {}
