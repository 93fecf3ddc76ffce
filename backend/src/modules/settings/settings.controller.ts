import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { LanguageQueryDto } from '../catalogue/index.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** The coordinators' phone, WhatsApp number and link, email and office hours (in `lang`): shown on every page. */
  @Answers('CoordinatorContact')
  @Get('contact')
  contact(@Query() { lang }: LanguageQueryDto) {
    return this.settings.contact(lang);
  }

  /** How long a closed account waits before erasure, payments are kept after it, and a shared records link works: the privacy notice states them. */
  @Answers('DataRightsPeriods')
  @Get('data-rights')
  dataRights() {
    return this.settings.dataRightsPeriods();
  }
}
