import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { AI_MESSAGE_MAX_LENGTH, LOCALES, type Locale } from '@medtour/contracts';
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

  /**
   * The language of the page the patient asks from: the fixed replies (emergency, refusals) and the
   * disclaimer are written in it. English when absent.
   */
  @ApiPropertyOptional({ enum: LOCALES })
  @IsOptional()
  @IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` })
  language?: Locale;
}
