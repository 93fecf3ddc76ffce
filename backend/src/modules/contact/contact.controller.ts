import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth.decorators.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

@ApiTags('contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  async submit(@Body() body: CreateContactMessageDto) {
    const { id } = await this.contact.submit(body);
    return { id, message: 'Thank you! Your message has been sent. We will reply within 24 hours.' };
  }
}
