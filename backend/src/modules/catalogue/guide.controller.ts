import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminResourceController } from '../../common/admin-resource.js';
import { Answers } from '../../openapi/answers.js';
import { CreateGuideEntryDto, UpdateGuideEntryDto } from './dto/guide-entry.dto.js';
import { LanguageQueryDto } from './dto/language-query.dto.js';
import { GUIDE_ENTRY_LIST, GuideEntriesAdminService, GuideService } from './guide.service.js';

/** `GET /api/guide?lang=`: the patient guide's and the contact page's texts in a language (public). */
@ApiTags('catalogue')
@Controller('guide')
export class GuideController {
  constructor(private readonly guide: GuideService) {}

  @Answers('PatientGuide')
  @Get()
  read(@Query() query: LanguageQueryDto) {
    return this.guide.read(query.lang);
  }
}

/** `/api/admin/guide-entries` (admins). */
export class GuideEntriesAdminController extends AdminResourceController({
  name: 'guide-entries',
  service: GuideEntriesAdminService,
  list: GUIDE_ENTRY_LIST,
  show: true,
  create: CreateGuideEntryDto,
  update: UpdateGuideEntryDto,
  delete: true,
}) {}
