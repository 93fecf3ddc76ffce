import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { type AuthContext, ClientOrigin, CurrentAuth, type RequestOrigin, StaffOnly } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { CONTACT_LIST, ContactService } from './contact.service.js';

/** PUT body: only the handled flag changes; the rest of the record is accepted and ignored. */
export class UpdateContactMessageDto {
  @ApiProperty() @IsBoolean({ message: 'handled must be true or false' }) handled!: boolean;
  @IsOptional() id?: unknown;
  @IsOptional() name?: unknown;
  @IsOptional() email?: unknown;
  @IsOptional() phone?: unknown;
  @IsOptional() country?: unknown;
  @IsOptional() treatmentInterest?: unknown;
  @IsOptional() message?: unknown;
  @IsOptional() handledAt?: unknown;
  @IsOptional() handledBy?: unknown;
  @IsOptional() createdAt?: unknown;
}

/** `/api/admin/contact-messages`: the inbox of the contact form (moderators and admins). */
@ApiTags('admin')
@StaffOnly()
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
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateContactMessageDto, @CurrentAuth() auth: AuthContext, @ClientOrigin() origin: RequestOrigin) {
    return this.contact.setHandled(id, body.handled, auth.userId, origin);
  }
}
