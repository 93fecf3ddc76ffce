import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/** An admin's edit of a condition's mapping (the condition itself is fixed: spec §5's list); what is left out stays. */
export class UpdateConditionMappingDto {
  @ApiPropertyOptional({ type: [String], description: 'Ids of the specialties that treat the condition' })
  @IsOptional()
  @IsArray({ message: 'Specialties must be a list' })
  @ArrayMaxSize(20, { message: 'At most 20 specialties' })
  @IsUUID('all', { each: true, message: 'Please choose specialties from the list' })
  specializationIds?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Ids of the treatments of the condition' })
  @IsOptional()
  @IsArray({ message: 'Treatments must be a list' })
  @ArrayMaxSize(50, { message: 'At most 50 treatments' })
  @IsUUID('all', { each: true, message: 'Please choose treatments from the list' })
  treatmentIds?: string[];
}
