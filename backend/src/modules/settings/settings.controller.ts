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

  /** How long a closed account waits before erasure, payments are kept after it, and a shared records link works: the privacy notice states them. */
  @Answers('DataRightsPeriods')
  @Get('data-rights')
  dataRights() {
    return this.settings.dataRightsPeriods();
  }
}
