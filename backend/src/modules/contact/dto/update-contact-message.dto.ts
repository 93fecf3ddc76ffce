import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** PUT body of a contact message: the handled flag, the one field staff change here (any other field is refused). */
export class UpdateContactMessageDto {
  @ApiProperty() @IsBoolean({ message: 'handled must be true or false' }) handled!: boolean;
}
