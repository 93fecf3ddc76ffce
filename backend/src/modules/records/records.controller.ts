import {
  type ArgumentsHost,
  Catch,
  Controller,
  Delete,
  type ExceptionFilter,
  Get,
  Logger,
  Param,
  ParseUUIDPipe,
  PayloadTooLargeException,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { StagedUpload } from './staged-upload.js';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { RecordsService } from './records.service.js';
import type { StoredDownload } from '../../storage/file-storage.js';
import { RECORD_LIMITS, RECORD_MESSAGES } from '@medtour/contracts';
import { Limit } from '../../common/rate-limit/limits.js';

/** Multer stops reading at the limit; answer with the spec's message instead of a bare 413. */
@Catch(PayloadTooLargeException)
export class FileTooLargeFilter implements ExceptionFilter {
  catch(_error: PayloadTooLargeException, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(413).json({ statusCode: 413, message: RECORD_MESSAGES.fileTooLarge });
  }
}

const downloads = new Logger('Downloads');

/**
 * Sends a stored file as a download (never rendered inline by the browser), streamed as it is
 * decrypted. A file that fails part-way (a tampered one fails its GCM check at the end, or the store
 * drops the connection) has its connection cut, so that the client sees a short download rather than
 * a complete-looking file (Content-Length says how many bytes a whole one has); one that fails before
 * anything was sent is a 500.
 */
export function sendRecord(res: Response, file: StoredDownload): StreamableFile {
  res.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.stream, {
    type: file.mimeType,
    disposition: `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    length: file.sizeBytes,
  }).setErrorHandler((error, response) => {
    downloads.error(`Download failed part-way: ${error.message}`); // the cipher's or the store's message: no health data
    if (response.headersSent) response.destroy?.();
    else {
      response.statusCode = 500;
      response.send('Internal server error');
    }
  });
}

@ApiTags('records')
@Controller('records')
export class RecordsController {
  constructor(private readonly records: RecordsService) {}

  @Answers('RecordList')
  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.records.list(auth.userId);
  }

  /** One file per request (field `file`), so that the page can show each file's progress. */
  @Limit('recordUpload')
  @Answers('RecordView')
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseFilters(FileTooLargeFilter)
  // defParamCharset: browsers send the file name as UTF-8 ("病历 تقرير.pdf"); busboy's default, latin1, would store mojibake.
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: RECORD_LIMITS.maxBytes, files: 1, fields: 0 }, defParamCharset: 'utf8' }))
  upload(@UploadedFile() file: StagedUpload | undefined, @CurrentAuth() auth: AuthContext) {
    return this.records.upload(auth.userId, file);
  }

  @Get(':id/download')
  async download(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    return sendRecord(res, await this.records.download(auth.userId, id));
  }

  @Answers('RecordView')
  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.records.remove(auth.userId, id);
  }
}
