import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { API_MESSAGES, RECORD_LIMITS } from '@medtour/contracts';

/** The records a patient ticks to share with their booking's hospital. */
export class RecordShareDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray({ message: API_MESSAGES.shareRecordsRequired })
  @ArrayMinSize(1, { message: API_MESSAGES.shareRecordsRequired })
  @ArrayMaxSize(RECORD_LIMITS.maxFiles)
  @IsUUID('all', { each: true, message: API_MESSAGES.recordNotFound })
  recordIds!: string[];
}

/** `?bookingId=…&bookingId=…`: the bookings whose consents the dashboard shows (one page of them). */
export class RecordSharesQueryDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value : [value]))
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true })
  bookingId!: string[];
}
