import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { COUNTRY_LIST, CountriesService } from './countries.service.js';
import { CreateCountryDto, UpdateCountryDto } from './dto/country.dto.js';

/** `/api/admin/countries`: the react-admin simple-REST resource. */
@ApiTags('admin')
@Controller('admin/countries')
export class CountriesAdminController {
  constructor(private readonly countries: CountriesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, COUNTRY_LIST);
    const { rows, total } = await this.countries.list(parsed);
    setContentRange(res, 'countries', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.countries.get(id);
  }

  @Post()
  create(@Body() body: CreateCountryDto, @CurrentAuth() auth: AuthContext) {
    return this.countries.create(body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateCountryDto, @CurrentAuth() auth: AuthContext) {
    return this.countries.update(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.countries.remove(id, auth.userId);
  }
}
