import { Body, Controller, Get, NotFoundException, Param, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { setContentRange } from '../../common/simple-rest.js';
import { SiteSettingsDto } from './settings.dto.js';
import { SITE_SETTINGS_ID, SettingsService } from './settings.service.js';

/** `/api/admin/settings`: one record (`site`) with contact details, office hours, premium price and deposit rules. */
@ApiTags('admin')
@Controller('admin/settings')
export class SettingsAdminController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  async list(@Res({ passthrough: true }) res: Response) {
    setContentRange(res, 'settings', 0, 1, 1);
    return [await this.settings.site()];
  }

  @Get(':id')
  get(@Param('id') id: string) {
    if (id !== SITE_SETTINGS_ID) throw new NotFoundException('Setting not found');
    return this.settings.site();
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: SiteSettingsDto, @CurrentAuth() auth: AuthContext) {
    if (id !== SITE_SETTINGS_ID) throw new NotFoundException('Setting not found');
    return this.settings.updateSite(body, auth.userId);
  }
}
