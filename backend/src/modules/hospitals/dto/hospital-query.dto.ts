import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../catalogue/dto/treatment-query.dto.js';

export class HospitalQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Text over name and city' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'featured must be true or false' })
  featured?: 'true' | 'false';
}
