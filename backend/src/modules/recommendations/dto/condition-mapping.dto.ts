import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { listOrEmpty } from '../../../common/dto-fields.js';

/**
 * An admin's edit of a condition's mapping (the condition itself is fixed: spec §5's list); what is
 * left out stays, and a list sent as null is cleared (as every list of a back-office form).
 */
export class UpdateConditionMappingDto {
  @ApiPropertyOptional({ type: [String], description: 'Ids of the specialties that treat the condition' })
  @IsOptional()
  @Transform(listOrEmpty(false))
  @IsArray({ message: 'Specialties must be a list' })
  @ArrayMaxSize(20, { message: 'At most 20 specialties' })
  @IsUUID('all', { each: true, message: 'Please choose specialties from the list' })
  specializationIds?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Ids of the treatments of the condition' })
  @IsOptional()
  @Transform(listOrEmpty(false))
  @IsArray({ message: 'Treatments must be a list' })
  @ArrayMaxSize(50, { message: 'At most 50 treatments' })
  @IsUUID('all', { each: true, message: 'Please choose treatments from the list' })
  treatmentIds?: string[];
}
