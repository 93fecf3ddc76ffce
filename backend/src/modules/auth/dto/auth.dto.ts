import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength, registerDecorator, type ValidationOptions } from 'class-validator';
import { trimText } from '../../../common/trim-text.js';
import { isCommonPassword, PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../password-policy.js';

const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Refuses the most common passwords. */
function NotCommonPassword(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'notCommonPassword',
      target: target.constructor,
      propertyName,
      options: { message: PASSWORD_TOO_COMMON, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && !isCommonPassword(value) },
    });
}

export class EmailDto {
  @ApiProperty({ example: 'patient@medtour.local' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;
}

export class SignInDto extends EmailDto {
  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(200)
  password!: string;
}

/** A new password: the spec's 6-character minimum, and not one of the most common passwords. */
class NewPasswordFields {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: PASSWORD_TOO_SHORT })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @NotCommonPassword()
  password!: string;
}

export class SignUpDto extends NewPasswordFields {
  @ApiProperty()
  @Transform(({ value }) => trimText(value))
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100)
  firstName!: string;

  @ApiProperty()
  @Transform(({ value }) => trimText(value))
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100)
  lastName!: string;

  @ApiProperty()
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;
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
  @MaxLength(200)
  currentPassword!: string;
}

export class MfaCodeDto {
  @ApiProperty({ description: 'A 6-digit code from the authenticator app, or a recovery code' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '').toLowerCase() : value))
  @IsString()
  @Matches(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/, { message: 'Enter the 6-digit code from your authenticator app or a recovery code' })
  code!: string;
}
