import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { CONDITION_MAPPING_LIST, ConditionMappingsService } from './condition-mappings.service.js';
import { UpdateConditionMappingDto } from './dto/condition-mapping.dto.js';

/** `/api/admin/condition-mappings`: which specialties and treatments each assessment condition is matched to (react-admin simple REST). */
@ApiTags('admin')
@Controller('admin/condition-mappings')
export class ConditionMappingsAdminController {
  constructor(private readonly mappings: ConditionMappingsService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, CONDITION_MAPPING_LIST);
    const { rows, total } = await this.mappings.list(parsed);
    setContentRange(res, 'condition-mappings', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.mappings.get(id);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateConditionMappingDto, @CurrentAuth() auth: AuthContext) {
    return this.mappings.update(id, body, auth.userId);
  }
}
