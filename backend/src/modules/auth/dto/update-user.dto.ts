import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { emptyToNull, OptionalNotNull } from '../../../common/dto-fields.js';
import { trimText } from '../../../common/trim-text.js';
import { DISPLAY_NAME_MAX_LENGTH, type Role, ROLES } from '@medtour/contracts';

/**
 * Body of PUT /api/admin/profile/me: a staff member's display name, the name patients see them by
 * (trimmed; empty or null clears it, and patients see the first name). Left out: unchanged.
 */
export class DisplayNameDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DISPLAY_NAME_MAX_LENGTH })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString({ message: 'Display name must be text' })
  @MaxLength(DISPLAY_NAME_MAX_LENGTH, { message: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters` })
  displayName?: string | null;
}

/**
 * Body of PUT /api/admin/users/:id: the role, the active flag and/or a staff member's display name
 * (the fields to change; any other field is refused).
 */
export class UpdateUserDto extends DisplayNameDto {
  @ApiPropertyOptional({ enum: ROLES })
  @OptionalNotNull()
  @IsIn(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** Body of POST /api/admin/users: invite someone by email with a role. */
export class InviteUserDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;

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
  @ApiProperty({ enum: ROLES }) @IsIn(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` }) role!: Role;
}
