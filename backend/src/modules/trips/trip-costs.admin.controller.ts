import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import {
  CreateAccommodationRateDto,
  CreateTravelFareDto,
  CreateVisaCostDto,
  UpdateAccommodationRateDto,
  UpdateTravelFareDto,
  UpdateVisaCostDto,
} from './dto/trip-costs.dto.js';
import { ACCOMMODATION_RATES, TRAVEL_FARES, TripCostsService, VISA_COSTS } from './trip-costs.service.js';

/*
 * The trip estimate's figures in the back office (react-admin simple REST, admin only): one
 * controller per table, each binding its DTOs to the shared service (`FigureTable`).
 */

/** `/api/admin/travel-fares`. */
@ApiTags('admin')
@Controller('admin/travel-fares')
export class TravelFaresAdminController {
  constructor(private readonly costs: TripCostsService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, TRAVEL_FARES.list);
    const { rows, total } = await this.costs.list(TRAVEL_FARES, parsed);
    setContentRange(res, TRAVEL_FARES.resource, parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.costs.get(TRAVEL_FARES, id);
  }

  @Post()
  create(@Body() body: CreateTravelFareDto, @CurrentAuth() auth: AuthContext) {
    return this.costs.save(TRAVEL_FARES, null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateTravelFareDto, @CurrentAuth() auth: AuthContext) {
    return this.costs.save(TRAVEL_FARES, id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.costs.remove(TRAVEL_FARES, id, auth.userId);
  }
}

/** `/api/admin/visa-costs`. */
@ApiTags('admin')
@Controller('admin/visa-costs')
export class VisaCostsAdminController {
  constructor(private readonly costs: TripCostsService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, VISA_COSTS.list);
    const { rows, total } = await this.costs.list(VISA_COSTS, parsed);
    setContentRange(res, VISA_COSTS.resource, parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.costs.get(VISA_COSTS, id);
  }

  @Post()
  create(@Body() body: CreateVisaCostDto, @CurrentAuth() auth: AuthContext) {
    return this.costs.save(VISA_COSTS, null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateVisaCostDto, @CurrentAuth() auth: AuthContext) {
    return this.costs.save(VISA_COSTS, id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.costs.remove(VISA_COSTS, id, auth.userId);
  }
}

/** `/api/admin/accommodation-rates`. */
@ApiTags('admin')
@Controller('admin/accommodation-rates')
export class AccommodationRatesAdminController {
  constructor(private readonly costs: TripCostsService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, ACCOMMODATION_RATES.list);
    const { rows, total } = await this.costs.list(ACCOMMODATION_RATES, parsed);
    setContentRange(res, ACCOMMODATION_RATES.resource, parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.costs.get(ACCOMMODATION_RATES, id);
  }

  @Post()
  create(@Body() body: CreateAccommodationRateDto, @CurrentAuth() auth: AuthContext) {
    return this.costs.save(ACCOMMODATION_RATES, null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateAccommodationRateDto, @CurrentAuth() auth: AuthContext) {
    return this.costs.save(ACCOMMODATION_RATES, id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.costs.remove(ACCOMMODATION_RATES, id, auth.userId);
  }
}
