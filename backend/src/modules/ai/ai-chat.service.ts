import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AI_CHAT_LIMITS,
  AI_CHAT_TEXTS,
  AI_DISCLAIMERS,
  type AiChatMessage,
  type AiConversation as AiConversationView,
  type AiConversationSummary,
  type AiEngine,
  type AiReplyKind,
  type AiSource,
  DEFAULT_LOCALE,
  type Locale,
  type Page,
} from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { AiSearchService, type Passage } from './ai-search.service.js';
import { pieces } from './understanding/pieces.js';
import { BuiltInEngine } from './understanding/built-in-engine.js';
import { detectLanguage } from './understanding/language.js';
import type { AiChatDto } from './dto/ai-chat.dto.js';
import { AiConversation } from './entities/ai-conversation.entity.js';
import { AiMessage } from './entities/ai-message.entity.js';
import { CrisisLine } from './entities/crisis-line.entity.js';
import { EmergencyNumber } from './entities/emergency-number.entity.js';
import { ModelEngine, type Turn } from './model-engine.js';
import { detectEmergency } from './safety/emergency.js';
import { detectMedicalRequest } from './safety/medical-requests.js';
import { checkModelOutput } from './safety/output-check.js';
import { refusalReply, refusalSource } from './safety/replies.js';
import { safetyReply } from './safety/safety-reply.js';

/** How many earlier messages are read for the model (the safety rules read the new message only: issue 29). */
const HISTORY = 8;
const TITLE_LENGTH = 80;
/** Messages that take each language's safety rules at start-up (none of them an emergency or a request). */
const SAFETY_WARM_UP = [
  'How much is a knee replacement and how long do I stay?',
  'Combien coûte une prothèse de hanche et combien de temps faut-il rester ?',
  'كم تكلفة زراعة الأسنان وكم يوما أبقى؟',
  'Bei ya kubadilisha goti ni kiasi gani na nitakaa siku ngapi?',
];

/** No one reading the reply as it is written. */
const QUIET = (): void => undefined;
/** The pause between the pieces of a reply composed whole: about 250 words a second, faster than reading. */
const PIECE_INTERVAL_MS = 25;

/** Said, in the patient's language, when the model's reply had to be cut (unsafe or failed) after part of it was sent. */
const CUT_SHORT: Record<Locale, string> = {
  en: 'I have to stop this answer here. For anything about your own health, please talk to a doctor.',
  fr: 'Je dois interrompre cette réponse ici. Pour toute question sur votre propre santé, veuillez en parler à un médecin.',
  ar: 'عليّ أن أتوقف عن الإجابة هنا. لأي أمر يتعلق بصحتك، يُرجى التحدث إلى طبيب.',
  sw: 'Ninalazimika kusitisha jibu hili hapa. Kwa jambo lolote kuhusu afya yako mwenyewe, tafadhali zungumza na daktari.',
};

/** The reply when no engine could answer (spec §8), in the patient's language: the site's own texts for it. */
const FALLBACK: Record<Locale, string> = {
  en: AI_CHAT_TEXTS.fallback,
  fr: 'Veuillez m’excuser, je rencontre des difficultés pour répondre en ce moment. Veuillez réessayer dans un instant.',
  ar: 'أعتذر، أواجه صعوبة في الرد الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  sw: 'Samahani, ninapata shida kujibu kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
};

export const toMessageView = (m: AiMessage): AiChatMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  createdAt: m.createdAt.toISOString(),
  kind: m.kind ?? null,
  engine: m.engine ?? null,
  sources: m.sources,
});

const toSummary = (c: AiConversation): AiConversationSummary => ({
  id: c.id,
  title: c.title,
  messageCount: c.messageCount,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/** A new message, as stored and shown. */
const message = (role: AiChatMessage['role'], content: string, reply?: Omit<Reply, 'text'>): AiChatMessage => ({
  id: randomUUID(),
  role,
  content,
  createdAt: new Date().toISOString(),
  kind: reply?.kind ?? null,
  engine: reply?.engine ?? null,
  sources: reply?.sources ?? [],
});

/** A question stored and decided on; `answer` produces the reply, sending its text as it comes. */
export interface ChatTurn {
  conversationId: string;
  question: AiChatMessage;
  /** Without `onText` (the whole answer at once), the reply is composed without pauses. */
  answer(onText?: (text: string) => void): Promise<AiChatMessage>;
}

interface Reply {
  kind: AiReplyKind;
  engine: AiEngine | null;
  text: string;
  sources: AiSource[];
}

/**
 * The health assistant's conversations. Safety comes first, in code, before any engine runs, on the
 * message being answered: an emergency gets the fixed emergency reply with staff-maintained numbers,
 * self-harm a reply of its own with staff-maintained crisis lines; a request for a diagnosis, a dose,
 * a change of medicine or a prescription (or an attempt to talk the assistant into one) gets a
 * refusal with a safe next step. Otherwise the configured model answers from retrieved passages,
 * its output checked before it is sent, and the built-in engine answers when there is no model or
 * the model fails. Every reply ends with the disclaimer. The fixed
 * texts and the disclaimer are in the language the request names (English when it names none).
 */
@Injectable()
export class AiChatService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AiChatService.name);
  private readonly model: ModelEngine | null;

  constructor(
    private readonly em: EntityManager,
    private readonly search: AiSearchService,
    private readonly builtIn: BuiltInEngine,
    private readonly rateLimits: RateLimitService,
    config: AppConfig,
  ) {
    this.model = config.ai ? new ModelEngine(config.ai, config.aiTimeoutMs) : null;
  }

  /**
   * Before the API listens: the safety rules run once in each language (their expressions compiled) and the chat's
   * tables read once, so that the first burst of questions after a restart is as quick as the next ones.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const message of SAFETY_WARM_UP) {
      detectEmergency([message]);
      detectMedicalRequest(message);
    }
    const nobody = randomUUID();
    await Promise.all([
      this.em.fork().find(EmergencyNumber, {}, { limit: 1 }),
      this.em.fork().find(CrisisLine, {}, { limit: 1 }),
      this.em.fork().findOne(AiConversation, { id: nobody, user: nobody }),
      this.em.fork().find(AiMessage, { conversation: nobody }, { limit: 1 }),
    ]).catch((error: unknown) => this.logger.warn(`AI chat warm-up failed: ${(error as Error).message}`));
  }

  get engine(): { engine: AiEngine; model: string | null } {
    return this.model ? { engine: 'model', model: this.model.model } : { engine: 'built-in', model: null };
  }

  async list(userId: string, page: number, pageSize: number): Promise<Page<AiConversationSummary>> {
    const [rows, total] = await this.em.findAndCount(
      AiConversation,
      { user: userId },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items: rows.map(toSummary), total, page, pageSize };
  }

  async get(userId: string, id: string): Promise<AiConversationView> {
    const conversation = await this.own(userId, id);
    const messages = await this.em.find(AiMessage, { conversation: id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return { ...toSummary(conversation), messages: messages.map(toMessageView) };
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.own(userId, id);
    await this.em.nativeDelete(AiConversation, { id, user: userId });
  }

  /**
   * Checks and stores the question (another patient's conversation: 404; over the limits: 429) and
   * decides how it is answered. Nothing is sent before this returns, so refusals are plain 4xx.
   */
  async ask(userId: string, dto: AiChatDto): Promise<ChatTurn> {
    const existing = dto.conversationId ? await this.own(userId, dto.conversationId) : null;
    await this.rateLimits.consume(AI_CHAT_LIMITS.perMinute, `user:${userId}`);
    await this.rateLimits.consume(AI_CHAT_LIMITS.perDay, `user:${userId}`);

    const history: Turn[] = existing
      ? (await this.em.find(AiMessage, { conversation: existing.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY }))
          .reverse()
          .map((m) => ({ role: m.role, content: m.content }))
      : [];
    const conversationId = existing?.id ?? randomUUID();
    const question = message('user', dto.message);
    await this.append(existing ? { id: conversationId } : { id: conversationId, userId, title: titleOf(dto.message) }, question);

    return {
      conversationId,
      question,
      answer: async (onText = QUIET) => {
        // The reply is in the question's language; the page's when the question is too short to tell.
        const language = detectLanguage(dto.message, dto.language ?? DEFAULT_LOCALE);
        const reply = await this.reply(conversationId, dto.message, language, history, onText);
        const answer = message('assistant', reply.text, reply);
        await this.append({ id: conversationId }, answer);
        return answer;
      },
    };
  }

  private async reply(
    conversationId: string,
    message: string,
    language: Locale,
    history: Turn[],
    onText: (text: string) => void,
  ): Promise<Reply> {
    // The message being answered only: an emergency told earlier had its reply, and the questions after it get theirs.
    const emergency = detectEmergency([message]);
    if (emergency) {
      // Logged without the text (health data): which conversation, which kind of emergency.
      this.logger.warn(`AI chat: emergency reply (${emergency}) in conversation ${conversationId}`);
      const { text } = await safetyReply(this.em, emergency, language);
      return this.send({ kind: 'emergency', engine: null, text, sources: [] }, language, onText);
    }
    const request = detectMedicalRequest(message);
    if (request) {
      return this.send(
        { kind: 'refusal', engine: null, text: refusalReply(request, language), sources: [refusalSource(language)] },
        language,
        onText,
      );
    }
    try {
      const earlier = history.filter((t) => t.role === 'user').map((t) => t.content);
      const builtIn = await this.builtIn.answer(message, earlier, language);
      if (this.model) {
        // The model is given what the built-in engine found for the conversation, then the passages retrieved.
        const facts: Passage = {
          kind: 'faq',
          refId: null,
          // Titled and linked as the page the facts come from (the reply's first source).
          title: builtIn.sources[0]?.title ?? 'Facts for this question',
          url: builtIn.sources[0]?.url ?? '/treatments',
          body: builtIn.text,
          score: 1,
        };
        const passages = await this.search.search(message, { limit: 3 });
        const answered = await this.fromModel(message, language, history, [facts, ...passages], onText);
        if (answered) return answered;
      }
      return this.send({ kind: 'answer', engine: 'built-in', ...builtIn }, language, onText);
    } catch (error) {
      this.logger.error(`AI chat: no answer in conversation ${conversationId}: ${(error as Error).message}`);
      return this.send({ kind: 'fallback', engine: null, text: FALLBACK[language], sources: [] }, language, onText);
    }
  }

  /**
   * The model's answer, sent sentence by sentence once the text so far passes the output check. A
   * model that fails, stalls or says something unsafe before anything was sent: null (the built-in
   * engine answers); after: the answer is cut short with a note.
   */
  private async fromModel(
    message: string,
    language: Locale,
    history: Turn[],
    passages: Awaited<ReturnType<AiSearchService['search']>>,
    onText: (text: string) => void,
  ): Promise<Reply | null> {
    let received = '';
    let sent = 0;
    let cut = false;
    try {
      for await (const text of this.model!.stream(message, history, passages)) {
        received += text;
        const boundary = Math.max(
          received.lastIndexOf('. '),
          received.lastIndexOf('\n'),
          received.lastIndexOf('? '),
          received.lastIndexOf('! '),
        );
        if (boundary + 1 <= sent) continue;
        if (!checkModelOutput(received.slice(0, boundary + 1)).ok) {
          cut = true;
          break;
        }
        onText(received.slice(sent, boundary + 1));
        sent = boundary + 1;
      }
      if (!cut && !checkModelOutput(received).ok) cut = true;
    } catch (error) {
      this.logger.warn(`AI chat: the model failed (${(error as Error).name}: ${(error as Error).message})`);
      cut = true;
    }
    if (!cut && !received.trim()) cut = true;
    if (cut && sent === 0) return null;
    const body = cut ? `${received.slice(0, sent).trimEnd()}\n\n${CUT_SHORT[language]}` : received;
    if (cut) onText(`\n\n${CUT_SHORT[language]}`);
    else onText(received.slice(sent));
    return this.withDisclaimer(
      {
        kind: 'answer',
        engine: 'model',
        text: body.trim(),
        sources: [...new Map(passages.map((p) => [p.url, { title: p.title, url: p.url }])).values()],
      },
      language,
      onText,
    );
  }

  /**
   * A reply composed whole (fixed texts, the built-in engine), streamed in pieces like a model's: the
   * first at once, the next ones a few milliseconds apart, so that each leaves in its own packet and
   * the page shows the text growing (written in one go, they would reach the browser as one block).
   */
  private async send(reply: Reply, language: Locale, onText: (text: string) => void): Promise<Reply> {
    let first = true;
    for (const piece of pieces(reply.text)) {
      if (!first && onText !== QUIET) await sleep(PIECE_INTERVAL_MS);
      first = false;
      onText(piece);
    }
    return this.withDisclaimer(reply, language, onText);
  }

  /** The reply ended with the disclaimer in the patient's language. */
  private withDisclaimer(reply: Reply, language: Locale, onText: (text: string) => void): Reply {
    const tail = `\n\n${AI_DISCLAIMERS[language]}`;
    onText(tail);
    return { ...reply, text: `${reply.text}${tail}` };
  }

  /**
   * Adds a message to its conversation in one statement (atomic, one round trip on the chat's hot
   * path): with `userId` and `title`, the conversation is created with it; otherwise its counts go up
   * in SQL, so two tabs asking at once lose no count. A conversation deleted meanwhile gets nothing.
   */
  private async append(conversation: { id: string; userId?: string; title?: string }, m: AiChatMessage): Promise<void> {
    const counts = { emergency: m.kind === 'emergency' ? 1 : 0, refusal: m.kind === 'refusal' ? 1 : 0 };
    const conversationRow = conversation.userId
      ? {
          sql: `insert into ai_conversations (id, user_id, title, message_count, emergency_hits, refusals, created_at, updated_at)
                values (?, ?, ?, 1, ?, ?, ?::timestamptz, ?::timestamptz) returning id`,
          params: [conversation.id, conversation.userId, conversation.title, counts.emergency, counts.refusal, m.createdAt, m.createdAt],
        }
      : {
          sql: `update ai_conversations
                   set message_count = message_count + 1, emergency_hits = emergency_hits + ?, refusals = refusals + ?, updated_at = ?::timestamptz
                 where id = ? returning id`,
          params: [counts.emergency, counts.refusal, m.createdAt, conversation.id],
        };
    await this.em.execute(
      `with conversation as (${conversationRow.sql})
       insert into ai_messages (id, conversation_id, role, content, kind, engine, sources, created_at)
       select ?, id, ?, ?, ?, ?, ?::jsonb, ?::timestamptz from conversation`,
      [...conversationRow.params, m.id, m.role, m.content, m.kind, m.engine, JSON.stringify(m.sources), m.createdAt],
    );
  }

  private async own(userId: string, id: string): Promise<AiConversation> {
    const conversation = await this.em.findOne(AiConversation, { id, user: userId });
    if (!conversation) throw new NotFoundException('Conversation not found');
    return conversation;
  }
}

/** The start of the first question, cut at a word. */
function titleOf(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_LENGTH) return line;
  return `${line.slice(0, TITLE_LENGTH).replace(/\s+\S*$/, '')}…`;
}
