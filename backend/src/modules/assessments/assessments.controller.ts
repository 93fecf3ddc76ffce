import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { AssessmentsService } from './assessments.service.js';
import { CreateAssessmentDto } from './dto/create-assessment.dto.js';
import { Limit } from '../../common/rate-limit/limits.js';

@ApiTags('assessments')
@Controller('assessments')
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  /** 201 for a new assessment, 200 when the same form was already stored. */
  @Limit('assessment')
  @Answers('AssessmentView')
  @Post()
  async submit(@Body() body: CreateAssessmentDto, @CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    const { assessment, created } = await this.assessments.submit(auth.userId, body);
    res.status(created ? 201 : 200);
    return assessment;
  }

  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.assessments.list(auth.userId);
  }

  /** The journey resumes from here: `null` means the patient has not submitted one yet. */
  @Answers('LatestAssessment')
  @Get('latest')
  async latest(@CurrentAuth() auth: AuthContext) {
    return { assessment: await this.assessments.latest(auth.userId) };
  }

  @Answers('AssessmentView')
  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.assessments.get(auth.userId, id);
  }
}
