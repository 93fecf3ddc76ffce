import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { CONTACT_LIST, ContactService } from './contact.service.js';

/** PUT body: the handled flag, the one field staff change here (any other field is refused). */
export class UpdateContactMessageDto {
  @ApiProperty() @IsBoolean({ message: 'handled must be true or false' }) handled!: boolean;
}

/** `/api/admin/contact-messages`: the inbox of the contact form (moderators and admins). */
@ApiTags('admin')
@Controller('admin/contact-messages')
export class ContactAdminController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, CONTACT_LIST);
    const { rows, total } = await this.contact.list(parsed);
    setContentRange(res, 'contact-messages', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.contact.get(id);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateContactMessageDto, @CurrentAuth() auth: AuthContext) {
    return this.contact.setHandled(id, body.handled, auth.userId);
  }
}
