import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { setTimeout as delay } from 'node:timers/promises';
import type { Request, Response } from 'express';
import { AI_CHAT_STREAM_TYPE, type AiChatAnswer, type AiChatEvent } from '@medtour/contracts';
import { Answers, type Sent, sent } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { PageQueryDto } from '../../common/paging.js';
import { PremiumOnly } from '../payments/index.js';
import { AiChatService } from './ai-chat.service.js';
import { AiMatchingService } from './ai-matching.service.js';
import { AiChatDto } from './dto/ai-chat.dto.js';
import { AiMatchingDto } from './dto/ai-matching.dto.js';

/** How long a streamed piece takes to read: about 250 words a second (faster than anyone reads), at most 0.3 s. */
const readingTime = (text: string): number => Math.min(300, 4 * text.split(/\s+/).filter(Boolean).length);

/** The health assistant (own conversations, any signed-in user) and AI treatment matching (premium). */
@ApiTags('ai')
@Controller('ai')
export class AiController {
  constructor(
    private readonly chat: AiChatService,
    private readonly matching: AiMatchingService,
  ) {}

  /**
   * A question, answered as a stream of JSON lines when asked for (`Accept: application/x-ndjson`),
   * else as one JSON answer (forms posted without JavaScript). Refusals (400, 404, 429) come before
   * any byte of the stream.
   */
  @Answers('AiChatAnswer')
  @Post('chat')
  async ask(
    @Body() body: AiChatDto,
    @CurrentAuth() auth: AuthContext,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<Sent<AiChatAnswer>> {
    const turn = await this.chat.ask(auth.userId, body);
    if (!req.get('accept')?.includes(AI_CHAT_STREAM_TYPE)) {
      const reply = await turn.answer();
      const answer: AiChatAnswer = { conversationId: turn.conversationId, question: turn.question, reply };
      res.status(201).json(answer);
      return sent<AiChatAnswer>();
    }
    res.status(201);
    res.setHeader('Content-Type', `${AI_CHAT_STREAM_TYPE}; charset=utf-8`);
    res.setHeader('Cache-Control', 'no-store');
    // No proxy buffering: each line goes out as it is written.
    res.setHeader('X-Accel-Buffering', 'no');
    let corked = false;
    const send = (event: AiChatEvent) => {
      // A patient who closed the page: the reply is still stored, just not sent.
      if (res.writableEnded || res.destroyed) return;
      // The lines written in one go (an answer's lines once its facts are read) leave in one packet at the end of the
      // tick, not one system call each: on a busy API those calls cost every chat its first text.
      if (!corked) {
        corked = true;
        res.cork();
        process.nextTick(() => {
          if (!corked) return;
          corked = false;
          res.uncork();
        });
      }
      res.write(`${JSON.stringify(event)}\n`);
    };
    send({ type: 'start', conversationId: turn.conversationId, question: turn.question });
    // The first text leaves at once; a text right after it waits until the one before could be read, so that a reply
    // composed in one go grows in the page (issue 29) instead of landing whole, and a model's slower pieces wait for nothing.
    let written = Promise.resolve();
    let nextAt = 0;
    const delta = (text: string) => {
      // Line by line: an engine's block (a country's price and its savings) is several lines to read.
      for (const piece of text.split(/(?<=\n)/))
        written = written.then(async () => {
          const wait = nextAt - Date.now();
          if (wait > 0) await delay(wait);
          send({ type: 'delta', text: piece });
          nextAt = Date.now() + readingTime(piece);
        });
    };
    try {
      const reply = await turn.answer(delta);
      await written;
      send({ type: 'done', reply });
    } finally {
      // Never a hung stream: a reply that could not be stored ends without `done`, which the page
      // shows as the spec's fallback message (the error itself reaches Nest's handler and the log).
      // The lines still corked go first.
      if (corked) res.uncork();
      corked = false;
      res.end();
    }
    return sent<AiChatAnswer>();
  }

  @Answers('AiConversationPage')
  @Get('conversations')
  list(@Query() query: PageQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.chat.list(auth.userId, query.page, query.pageSize);
  }

  @Answers('AiConversation')
  @Get('conversations/:id')
  get(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.chat.get(auth.userId, id);
  }

  @Delete('conversations/:id')
  @HttpCode(204)
  async remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext): Promise<void> {
    await this.chat.remove(auth.userId, id);
  }

  @Answers('AiMatchingResult')
  @Post('treatment-matching')
  @HttpCode(200)
  @PremiumOnly()
  match(@Body() body: AiMatchingDto, @CurrentAuth() auth: AuthContext) {
    return this.matching.match(body, auth.userId);
  }
}
