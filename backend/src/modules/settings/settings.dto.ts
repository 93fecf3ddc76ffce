import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  ACCOUNT_NUMBER_PATTERN,
  CURRENCY_LIMITS,
  DATA_RIGHTS,
  RECORD_SHARE_DAYS,
  TRIP_DEFAULTS,
  TRIP_LIMITS,
  MOBILE_MONEY_COUNTRIES,
  OFFLINE_DETAILS_LIMITS,
  QUOTE_LIMITS,
  SCRAPER_REVIEWS_PER_RUN,
  SITE_SETTINGS_LIMITS,
  SWIFT_CODE_PATTERN,
  type BankAccountDetails,
  type MobileMoneyCountry,
  type MobileMoneyDetails,
  type OfflinePaymentDetails,
} from '@medtour/contracts';
import { emptyToNull, listOrEmpty, PartialUpdate, TextList } from '../../common/dto-fields.js';
import { checkUrlShape } from '../../common/outbound/target-policy.js';
import { IsMobileNumber, isMobileNumber } from '../../common/phone.js';
import { trimText } from '../../common/trim-text.js';
import { RATES_CALLER } from './rates-url.js';

const clean = ({ value }: { value: unknown }) => trimText(value);

const REVIEWS_PER_RUN_MESSAGE = `Reviews per scrape must be a whole number from ${SCRAPER_REVIEWS_PER_RUN.min} to ${SCRAPER_REVIEWS_PER_RUN.max}`;
const FINAL_BILL_MESSAGE = `The final bill's threshold must be a whole percentage from ${TRIP_LIMITS.finalBillThresholdPercent.min} to ${TRIP_LIMITS.finalBillThresholdPercent.max}`;
const GRACE_DAYS_MESSAGE = `The grace period before erasure must be a whole number of days from ${DATA_RIGHTS.erasureGraceDays.min} to ${DATA_RIGHTS.erasureGraceDays.max}`;
const SHARE_DAYS_MESSAGE = `A shared records link must work a whole number of days from ${RECORD_SHARE_DAYS.min} to ${RECORD_SHARE_DAYS.max}`;
const RETENTION_YEARS_MESSAGE = `The retention of payments must be a whole number of years from ${DATA_RIGHTS.retentionYears.min} to ${DATA_RIGHTS.retentionYears.max}`;

/** A required text of at most `max` characters, trimmed; `message` for a missing or empty one. */
function RequiredText(max: number, message: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: max }),
    Transform(clean),
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(max, { message: `At most ${max} characters` }),
  );
}

const isCountry = (value: unknown): value is MobileMoneyCountry =>
  typeof value === 'string' && Object.hasOwn(MOBILE_MONEY_COUNTRIES, value);

/**
 * A mobile-money number must be of its entry's country: money sent to a number of another country
 * reaches no one, or someone else. A number that is no mobile number at all, or an entry whose
 * country is not one of the list, is left to those fields' own checks.
 */
function IsNumberOfCountry(): PropertyDecorator {
  return ValidateBy({
    name: 'isNumberOfCountry',
    validator: {
      validate: (value, args) => {
        const country = (args?.object as { country?: unknown }).country;
        return !isCountry(country) || !isMobileNumber(value) || parsePhoneNumberFromString(value as string)?.country === country;
      },
      defaultMessage: (args) => {
        const country = (args?.object as { country: MobileMoneyCountry }).country;
        return `Enter a mobile number of ${MOBILE_MONEY_COUNTRIES[country]} (+${getCountryCallingCode(country)})`;
      },
    },
  });
}

/** An http(s) URL without credentials (its host and port are checked with the configuration, by SettingsService). */
function IsRatesUrl(): PropertyDecorator {
  const check = (value: unknown) => checkUrlShape(String(value), RATES_CALLER);
  return ValidateBy({
    name: 'isRatesUrl',
    validator: {
      validate: (value) => typeof value !== 'string' || check(value).ok,
      defaultMessage: (args) => {
        const result = check(args?.value);
        return result.ok ? '' : result.reason;
      },
    },
  });
}

/** The bank account of Settings: every field but the branch or notes is required. */
export class BankAccountDto implements Omit<BankAccountDetails, 'branchOrNotes'> {
  @RequiredText(OFFLINE_DETAILS_LIMITS.maxNameLength, 'Enter the bank name') bankName!: string;
  @RequiredText(OFFLINE_DETAILS_LIMITS.maxNameLength, 'Enter the account name') accountName!: string;

  // A field's error is its first check's: decorators apply bottom-up, so the main check is last.
  @ApiProperty({ example: '5140 1234 5678' })
  @Transform(clean)
  @MaxLength(OFFLINE_DETAILS_LIMITS.maxAccountNumberLength, {
    message: `Account number: at most ${OFFLINE_DETAILS_LIMITS.maxAccountNumberLength} characters`,
  })
  @Matches(ACCOUNT_NUMBER_PATTERN, { message: 'Account number: digits and letters, grouped by single spaces or dashes' })
  accountNumber!: string;

  /** Upper-cased: banks print SWIFT codes in capitals, and patients copy them from here. */
  @ApiProperty({ example: 'MBBEMYKL' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(SWIFT_CODE_PATTERN, { message: 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. MBBEMYKL' })
  swift!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (trimText(value) === '' ? null : trimText(value)))
  @IsString()
  @MaxLength(OFFLINE_DETAILS_LIMITS.maxBankNotesLength, { message: `At most ${OFFLINE_DETAILS_LIMITS.maxBankNotesLength} characters` })
  branchOrNotes?: string | null;
}

/** A mobile-money number of Settings, of one of the patients' countries. */
export class MobileMoneyDto implements MobileMoneyDetails {
  @ApiProperty({ enum: Object.keys(MOBILE_MONEY_COUNTRIES), example: 'KE' })
  @IsIn(Object.keys(MOBILE_MONEY_COUNTRIES), { message: 'Choose the country of the number' })
  country!: MobileMoneyCountry;

  @RequiredText(OFFLINE_DETAILS_LIMITS.maxNameLength, 'Enter the provider, e.g. M-Pesa') provider!: string;

  @ApiProperty({ example: '+254 712 345 678' })
  @Transform(clean)
  @MaxLength(30)
  @IsNumberOfCountry()
  @IsMobileNumber({ message: 'Enter a mobile number in international format, e.g. +254 712 345 678' })
  number!: string;

  @RequiredText(OFFLINE_DETAILS_LIMITS.maxNameLength, 'Enter the account name') accountName!: string;
}

/**
 * How a deposit can be paid offline, saved as a whole: each part is required, `null` or an empty
 * list saying there is none, so that a save never clears a part it did not mention.
 */
export class OfflinePaymentDto implements Omit<OfflinePaymentDetails, 'bank'> {
  @ApiProperty({ type: () => BankAccountDto, nullable: true })
  @ValidateIf((_object, value) => value !== null)
  @IsObject({ message: 'Enter the bank details, or null for none' })
  @ValidateNested()
  @Type(() => BankAccountDto)
  bank!: BankAccountDto | null;

  // A list's first error is its first check's: decorators apply bottom-up, so `IsArray` is last.
  @ApiProperty({ type: [MobileMoneyDto] })
  @Transform(listOrEmpty(false))
  @ValidateNested({ each: true })
  @Type(() => MobileMoneyDto)
  @ArrayMaxSize(OFFLINE_DETAILS_LIMITS.maxMobileMoney, {
    message: `At most ${OFFLINE_DETAILS_LIMITS.maxMobileMoney} mobile-money numbers`,
  })
  @IsArray({ message: 'Enter the mobile-money numbers, or an empty list for none' })
  mobileMoney!: MobileMoneyDto[];

  /** Anything else patients should know (e.g. to pay in USD, or who to tell), one line each. */
  @ApiProperty({ type: [String] })
  @Transform(listOrEmpty())
  @MaxLength(OFFLINE_DETAILS_LIMITS.maxInstructionLength, {
    each: true,
    message: `At most ${OFFLINE_DETAILS_LIMITS.maxInstructionLength} characters a line`,
  })
  @IsString({ each: true })
  @ArrayMaxSize(OFFLINE_DETAILS_LIMITS.maxInstructions, { message: `At most ${OFFLINE_DETAILS_LIMITS.maxInstructions} lines` })
  @IsArray({ message: 'Enter the instructions, or an empty list for none' })
  instructions!: string[];
}

/**
 * Settings' texts in one of the site's other languages, as staff write them: each may be left out or
 * empty, and the English is then shown (`settingsTextsIn`). Same limits as the English fields.
 */
export class SettingsTextsDto {
  @TextList({ maxItems: 10, maxLength: 100 })
  officeHours?: string[];

  @TextList({ maxItems: OFFLINE_DETAILS_LIMITS.maxInstructions, maxLength: OFFLINE_DETAILS_LIMITS.maxInstructionLength })
  instructions?: string[];

  @ApiPropertyOptional({ maxLength: SITE_SETTINGS_LIMITS.maxRefundPolicyLength })
  @IsOptional()
  @Transform(clean)
  @IsString({ message: 'Enter the deposit refund policy, or leave it empty for the English one' })
  @MaxLength(SITE_SETTINGS_LIMITS.maxRefundPolicyLength, {
    message: `The deposit refund policy must be at most ${SITE_SETTINGS_LIMITS.maxRefundPolicyLength} characters`,
  })
  depositRefundPolicy?: string;
}

/** Settings' texts in French, Arabic and Swahili (`TRANSLATED_LOCALES`): any other key is refused. */
export class SettingsTranslationsDto {
  @ApiPropertyOptional({ type: () => SettingsTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  fr?: SettingsTextsDto;
  @ApiPropertyOptional({ type: () => SettingsTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  ar?: SettingsTextsDto;
  @ApiPropertyOptional({ type: () => SettingsTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SettingsTextsDto)
  sw?: SettingsTextsDto;
}

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
  /** The largest offline payment a moderator records (whole USD); above it an admin records it. 0: admins record them all. */
  @ApiProperty({ minimum: 0, maximum: QUOTE_LIMITS.maxAmountUsd, example: SITE_SETTINGS_LIMITS.defaultModeratorOfflinePaymentMaxUsd })
  @IsInt({ message: "The moderators' offline payment limit must be a whole number of dollars" })
  @Min(0, { message: "The moderators' offline payment limit cannot be negative" })
  @Max(QUOTE_LIMITS.maxAmountUsd, { message: "The moderators' offline payment limit must be at most $10,000,000" })
  moderatorOfflinePaymentMaxUsd!: number;
  /** How to pay a deposit offline: shown beside the deposit and in the quote email (see `OfflinePaymentDto`). */
  @ApiProperty({ type: () => OfflinePaymentDto })
  @IsObject({ message: 'Enter the offline payment details' })
  @ValidateNested()
  @Type(() => OfflinePaymentDto)
  offlinePayment!: OfflinePaymentDto;
  /** The refund policy of a deposit when the patient cancels: shown before they confirm, and in the cancellation email. */
  @ApiProperty()
  @Transform(clean)
  @IsString({ message: 'Please enter the deposit refund policy' })
  @Length(1, SITE_SETTINGS_LIMITS.maxRefundPolicyLength, {
    message: `Please enter the deposit refund policy, at most ${SITE_SETTINGS_LIMITS.maxRefundPolicyLength} characters`,
  })
  depositRefundPolicy!: string;
  /** The office hours, offline payment instructions and refund policy in French, Arabic and Swahili (English: the fields above). */
  @ApiProperty({ type: () => SettingsTranslationsDto })
  @IsObject({ message: 'Enter the texts in the other languages, or an empty object for none' })
  @ValidateNested()
  @Type(() => SettingsTranslationsDto)
  translations!: SettingsTranslationsDto;
  /** How old (days) an exchange rate may be and still be used for prices in a patient's currency. */
  @ApiProperty()
  @IsInt({ message: 'Exchange rate age must be a whole number of days' })
  @Min(1, { message: `Exchange rate age must be 1-${CURRENCY_LIMITS.maxRateAgeDays} days` })
  @Max(CURRENCY_LIMITS.maxRateAgeDays, { message: `Exchange rate age must be 1-${CURRENCY_LIMITS.maxRateAgeDays} days` })
  maxRateAgeDays!: number;
  /** Where the worker refreshes the exchange rates from (JSON rates per US dollar, every 6 hours and when this changes); null: none. */
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: CURRENCY_LIMITS.maxRatesUrlLength,
    example: 'https://api.frankfurter.dev/v1/latest?base=USD',
  })
  @Transform(emptyToNull)
  @ValidateIf((_object, value) => value !== null)
  @IsRatesUrl()
  @MaxLength(CURRENCY_LIMITS.maxRatesUrlLength, {
    message: `The rates URL must be at most ${CURRENCY_LIMITS.maxRatesUrlLength} characters`,
  })
  @IsString({ message: 'The rates URL must be a URL, or empty for none' })
  ratesUrl!: string | null;
  /** How many new reviews one scrape run may save: a page with more (or a hostile one) cannot flood moderation. */
  @ApiProperty({ minimum: SCRAPER_REVIEWS_PER_RUN.min, maximum: SCRAPER_REVIEWS_PER_RUN.max, example: SCRAPER_REVIEWS_PER_RUN.default })
  @IsInt({ message: REVIEWS_PER_RUN_MESSAGE })
  @Min(SCRAPER_REVIEWS_PER_RUN.min, { message: REVIEWS_PER_RUN_MESSAGE })
  @Max(SCRAPER_REVIEWS_PER_RUN.max, { message: REVIEWS_PER_RUN_MESSAGE })
  scraperMaxReviewsPerRun!: number;
  /** Days between a patient closing their account and its erasure; they may keep it by signing in meanwhile. */
  @ApiProperty({
    minimum: DATA_RIGHTS.erasureGraceDays.min,
    maximum: DATA_RIGHTS.erasureGraceDays.max,
    example: DATA_RIGHTS.defaultErasureGraceDays,
  })
  @IsInt({ message: GRACE_DAYS_MESSAGE })
  @Min(DATA_RIGHTS.erasureGraceDays.min, { message: GRACE_DAYS_MESSAGE })
  @Max(DATA_RIGHTS.erasureGraceDays.max, { message: GRACE_DAYS_MESSAGE })
  erasureGraceDays!: number;
  /** Years an erased patient's payments, refunds and quotes are kept, pseudonymised (accounting law), before they are erased. */
  @ApiProperty({
    minimum: DATA_RIGHTS.retentionYears.min,
    maximum: DATA_RIGHTS.retentionYears.max,
    example: DATA_RIGHTS.defaultRetentionYears,
  })
  @IsInt({ message: RETENTION_YEARS_MESSAGE })
  @Min(DATA_RIGHTS.retentionYears.min, { message: RETENTION_YEARS_MESSAGE })
  @Max(DATA_RIGHTS.retentionYears.max, { message: RETENTION_YEARS_MESSAGE })
  retentionYears!: number;
  /** Days a hospital's link to the records a patient agreed to share works. */
  @ApiProperty({ minimum: RECORD_SHARE_DAYS.min, maximum: RECORD_SHARE_DAYS.max, example: RECORD_SHARE_DAYS.default })
  @IsInt({ message: SHARE_DAYS_MESSAGE })
  @Min(RECORD_SHARE_DAYS.min, { message: SHARE_DAYS_MESSAGE })
  @Max(RECORD_SHARE_DAYS.max, { message: SHARE_DAYS_MESSAGE })
  shareLinkDays!: number;
  /** A final bill further than this from the accepted quote (%, either way) needs a reason the patient reads. */
  @ApiProperty({
    minimum: TRIP_LIMITS.finalBillThresholdPercent.min,
    maximum: TRIP_LIMITS.finalBillThresholdPercent.max,
    example: TRIP_DEFAULTS.finalBillThresholdPercent,
  })
  @IsInt({ message: FINAL_BILL_MESSAGE })
  @Min(TRIP_LIMITS.finalBillThresholdPercent.min, { message: FINAL_BILL_MESSAGE })
  @Max(TRIP_LIMITS.finalBillThresholdPercent.max, { message: FINAL_BILL_MESSAGE })
  finalBillThresholdPercent!: number;
}

/**
 * Body of PUT /api/admin/settings/site: the settings to change, validated as above (null too); the
 * ones left out keep their value, any other field is refused.
 */
export class SiteSettingsDto extends PartialUpdate(SiteSettings) {}
