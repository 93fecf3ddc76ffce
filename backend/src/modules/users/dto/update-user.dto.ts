import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ROLES, type Role } from '../entities/user-role.entity.js';

/**
 * Body of PUT /api/admin/users/:id. react-admin sends the whole record back; only the role and
 * the active flag can change here, the rest is accepted and ignored.
 */
export class UpdateUserDto {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `Role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @IsOptional() id?: unknown;
  @IsOptional() email?: unknown;
  @IsOptional() firstName?: unknown;
  @IsOptional() lastName?: unknown;
  @IsOptional() phone?: unknown;
  @IsOptional() country?: unknown;
  @IsOptional() emailVerified?: unknown;
  @IsOptional() mfaEnabled?: unknown;
  @IsOptional() createdAt?: unknown;
}
