import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** The coordinators' phone, WhatsApp number and link, email and office hours: shown on every page. */
  @Answers('CoordinatorContact')
  @Get('contact')
  contact() {
    return this.settings.contact();
  }
}
