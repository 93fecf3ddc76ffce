import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';

/** An admin's edit of a condition's mapping (the condition itself is fixed: spec §5's list). */
export class UpdateConditionMappingDto {
  @ApiProperty({ type: [String], description: 'Ids of the specialties that treat the condition' })
  @IsArray({ message: 'Specialties must be a list' })
  @ArrayMaxSize(20, { message: 'At most 20 specialties' })
  @IsUUID('all', { each: true, message: 'Please choose specialties from the list' })
  specializationIds!: string[];

  @ApiProperty({ type: [String], description: 'Ids of the treatments of the condition' })
  @IsArray({ message: 'Treatments must be a list' })
  @ArrayMaxSize(50, { message: 'At most 50 treatments' })
  @IsUUID('all', { each: true, message: 'Please choose treatments from the list' })
  treatmentIds!: string[];
}
