import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { CreateHospitalDto, UpdateHospitalDto } from './dto/hospital-admin.dto.js';
import { HOSPITAL_ADMIN_LIST, HospitalsAdminService } from './hospitals.admin.service.js';

/** `/api/admin/hospitals` (react-admin simple REST, admin only). */
@ApiTags('admin')
@Controller('admin/hospitals')
export class HospitalsAdminController {
  constructor(private readonly hospitals: HospitalsAdminService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, HOSPITAL_ADMIN_LIST);
    const { rows, total } = await this.hospitals.list(parsed);
    setContentRange(res, 'hospitals', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.hospitals.get(id);
  }

  @Post()
  create(@Body() body: CreateHospitalDto, @CurrentAuth() auth: AuthContext) {
    return this.hospitals.save(null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateHospitalDto, @CurrentAuth() auth: AuthContext) {
    return this.hospitals.save(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.hospitals.remove(id, auth.userId);
  }
}
