import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { AI_MESSAGE_MAX_LENGTH } from '@medtour/contracts';
import { trimText } from '../../../common/trim-text.js';

/** A question to the assistant: a new conversation, or the next message of one of the patient's own. */
export class AiChatDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Conversation not found' })
  conversationId?: string;

  @ApiProperty({ maxLength: AI_MESSAGE_MAX_LENGTH })
  // Whitespace-only is no message (spec §5): trimmed, then required.
  @Transform(({ value }) => trimText(value))
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(AI_MESSAGE_MAX_LENGTH, { message: `Message must be at most ${AI_MESSAGE_MAX_LENGTH} characters` })
  message!: string;
}
