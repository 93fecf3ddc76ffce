import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { BulkModerateReviewsDto } from './dto/bulk-moderate-reviews.dto.js';
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

  /**
   * Publishes or rejects the selected reviews (`ids`) or a whole scrape run (`scrapeRunId`); answers
   * how many changed (those already in that state are left alone).
   */
  @Answers('ReviewBulkResult')
  @HttpCode(200)
  @Post('bulk')
  bulk(@Body() body: BulkModerateReviewsDto, @CurrentAuth() auth: AuthContext) {
    return this.reviews.bulk(body, auth.userId);
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
