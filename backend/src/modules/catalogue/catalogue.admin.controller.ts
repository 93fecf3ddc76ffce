import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { CatalogueAdminService, SPECIALIZATION_LIST, TREATMENT_LIST } from './catalogue.admin.service.js';
import { CreateSpecializationDto, CreateTreatmentDto, UpdateSpecializationDto, UpdateTreatmentDto } from './dto/treatment-admin.dto.js';

/** `/api/admin/treatments` (react-admin simple REST, admin only). */
@ApiTags('admin')
@Controller('admin/treatments')
export class TreatmentsAdminController {
  constructor(private readonly catalogue: CatalogueAdminService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, TREATMENT_LIST);
    const { rows, total } = await this.catalogue.listTreatments(parsed);
    setContentRange(res, 'treatments', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.catalogue.getTreatment(id);
  }

  @Post()
  create(@Body() body: CreateTreatmentDto, @CurrentAuth() auth: AuthContext) {
    return this.catalogue.saveTreatment(null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateTreatmentDto, @CurrentAuth() auth: AuthContext) {
    return this.catalogue.saveTreatment(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.catalogue.removeTreatment(id, auth.userId);
  }
}

/** `/api/admin/specializations` (react-admin simple REST, admin only). */
@ApiTags('admin')
@Controller('admin/specializations')
export class SpecializationsAdminController {
  constructor(private readonly catalogue: CatalogueAdminService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, SPECIALIZATION_LIST);
    const { rows, total } = await this.catalogue.listSpecializations(parsed);
    setContentRange(res, 'specializations', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.catalogue.getSpecialization(id);
  }

  @Post()
  create(@Body() body: CreateSpecializationDto, @CurrentAuth() auth: AuthContext) {
    return this.catalogue.saveSpecialization(null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateSpecializationDto, @CurrentAuth() auth: AuthContext) {
    return this.catalogue.saveSpecialization(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.catalogue.removeSpecialization(id, auth.userId);
  }
}
