import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RATE_LIMITS } from '@medtour/contracts';
import { Answers } from '../../openapi/answers.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Limit('contact')
  @Answers('ContactMessageResult')
  @Post()
  async submit(@Body() body: CreateContactMessageDto) {
    // Per address (the route limit) and per email: a bot rotating emails or addresses still meets one of them.
    await this.rateLimits.consume(RATE_LIMITS.contact, `email:${body.email}`);
    const { id } = await this.contact.submit(body);
    return { id, message: 'Thank you! Your message has been sent. We will reply within 24 hours.' };
  }
}
