import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { UpdateReviewDto } from './dto/update-review.dto.js';
import { REVIEW_LIST, ReviewsAdminService } from './reviews.admin.service.js';

/** `/api/admin/reviews`: moderators and admins moderate; only admins delete. */
@ApiTags('admin')
@Controller('admin/reviews')
export class ReviewsAdminController {
  constructor(private readonly reviews: ReviewsAdminService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, REVIEW_LIST);
    const { rows, total } = await this.reviews.list(parsed);
    setContentRange(res, 'reviews', parsed.offset, rows.length, total);
    return rows;
  }

  @Answers('ReviewStats')
  @Get('stats')
  stats() {
    return this.reviews.stats();
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.reviews.get(id);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateReviewDto, @CurrentAuth() auth: AuthContext) {
    return this.reviews.update(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.reviews.remove(id, auth.userId);
  }
}
