import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { CURRENCIES, type Currency, LOCALES, type Locale, PASSWORD_MIN_LENGTH, PASSWORD_RULES, TEXT_LIMITS } from '@medtour/contracts';
import { trimText } from '../../../common/trim-text.js';
import { isCommonPassword } from '../password-policy.js';

const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Refuses the most common passwords. */
function NotCommonPassword(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'notCommonPassword',
      target: target.constructor,
      propertyName,
      options: { message: PASSWORD_RULES.tooCommon, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && !isCommonPassword(value) },
    });
}

export class EmailDto {
  @ApiProperty({ example: 'patient@medtour.local' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(TEXT_LIMITS.email)
  email!: string;
}

export class SignInDto extends EmailDto {
  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(TEXT_LIMITS.password)
  password!: string;

  /** The owner of a closed account keeps it: its erasure is cancelled and they are signed in (issue 53). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'keepAccount must be true or false' })
  keepAccount?: boolean;
}

/** The password again, before an account is closed. */
export class PasswordDto {
  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(TEXT_LIMITS.password)
  password!: string;
}

/** A new password: the spec's 6-character minimum, and not one of the most common passwords. */
class NewPasswordFields {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: PASSWORD_RULES.tooShort })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_RULES.tooShort })
  @MaxLength(TEXT_LIMITS.password, { message: PASSWORD_RULES.tooLong })
  @NotCommonPassword()
  password!: string;
}

export class SignUpDto extends NewPasswordFields {
  @ApiProperty()
  @Transform(({ value }) => trimText(value))
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(TEXT_LIMITS.name)
  firstName!: string;

  @ApiProperty()
  @Transform(({ value }) => trimText(value))
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(TEXT_LIMITS.name)
  lastName!: string;

  @ApiProperty()
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(TEXT_LIMITS.email)
  email!: string;

  /** The language of the page the patient signs up on: their emails are written in it. English when absent. */
  @ApiProperty({ enum: LOCALES, required: false })
  @IsOptional()
  @IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` })
  language?: Locale;
}

/** The language a signed-in patient chose in the site's switcher. */
export class LanguageDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` })
  language!: Locale;
}

export class CurrencyDto {
  @ApiProperty({ enum: CURRENCIES })
  @IsIn(CURRENCIES, { message: `currency must be one of ${CURRENCIES.join(', ')}` })
  currency!: Currency;
}

export class TokenDto {
  @ApiProperty()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This link is invalid or has expired.' })
  token!: string;
}

export class ResetPasswordDto extends NewPasswordFields {
  @ApiProperty()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This password reset link is invalid or has expired.' })
  token!: string;
}

export class ChangePasswordDto extends NewPasswordFields {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(TEXT_LIMITS.password)
  currentPassword!: string;
}

export class MfaCodeDto {
  @ApiProperty({ description: 'A 6-digit code from the authenticator app, or a recovery code' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '').toLowerCase() : value))
  @IsString()
  @Matches(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/, { message: 'Enter the 6-digit code from your authenticator app or a recovery code' })
  code!: string;
}
