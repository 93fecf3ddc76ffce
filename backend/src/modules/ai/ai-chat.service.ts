import { randomUUID } from 'node:crypto';
import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { RequestContext as OrmRequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AI_CHAT_LIMITS,
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
import { messagesOf } from '../../common/messages.js';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { AiSearchService, type Passage } from './ai-search.service.js';
import { AssistantCatalogue, type Snapshot, classifiers, detectLanguage, type Understanding } from '../understanding/index.js';
import { BuiltInEngine } from './understanding/built-in-engine.js';
import type { DialogueState } from './understanding/dialogue.js';
import type { AiChatDto } from './dto/ai-chat.dto.js';
import { AiConversation } from './entities/ai-conversation.entity.js';
import { AiMessage } from './entities/ai-message.entity.js';
import { ModelEngine, type Turn } from './model-engine.js';
import { checkModelOutput } from './safety/output-check.js';
import { refusalReply, refusalSource, safetyOpening } from './safety/replies.js';
import { patientCountry, safetyCountries } from './safety/patient-country.js';
import { safetyReply } from './safety/safety-reply.js';
import { asksOnlyWhatItIs, screen, screenAcross, type SafetyVerdict } from './safety/screen.js';

/** How many earlier messages are read for the model (the safety screen reads the new message only: issue 29). */
const HISTORY = 8;
const TITLE_LENGTH = 80;
/** Questions that take each path of the reader, the screen and the engine once at start-up, in each language. */
const WARM_UP: [string, Locale][] = [
  ['How much is a knee replacement in Malaysia and how long do I stay?', 'en'],
  ['Combien coûte une prothèse de hanche en Inde ?', 'fr'],
  // Written by ear: the French word list and the lexicons' sound keys loaded (about 0.5 s).
  ['c konbien la protèz de anch en Inde ?', 'fr'],
  ['كم تكلفة زراعة الأسنان في ماليزيا؟', 'ar'],
  ['Bei ya kubadilisha goti ni kiasi gani?', 'sw'],
  ['which hospitals in thailand, the cheapest one', 'en'],
  ['is the consultation free', 'en'],
  ['my chest is so tight and the pain goes to my jaw', 'en'],
  ['budget 5 million naira for IVF', 'en'],
];

/** How many times the warm-up asks its questions (about 10 ms a round). */
const WARM_UP_ROUNDS = 20;

/** No one reading the reply as it is written. */
const QUIET = (): void => undefined;

/** The chat's own words, from the message catalogues (assistantSafety.json): said when the model's reply had to be cut (unsafe or failed) after part of it was sent, and when no engine could answer (spec §8). */
const said = messagesOf('assistantSafety', { isolate: false });

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

/** What a reply is given of the conversation before it. */
interface Past {
  history: Turn[];
  state: DialogueState | null;
  /** The patient's last question, when its reply was neither guidance nor a refusal. */
  previousQuestion: string | null;
  /** The patient's last questions whose replies were the emergency or crisis guidance, one after another, latest first. */
  alarmedBy: string[];
}

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
  /** What the conversation is about after this reply (dialogue.ts). */
  state?: DialogueState | null;
}

/** Intents that ask nothing of the catalogue: a greeting, thanks, a question not ours, "forget that". */
const ASKS_NOTHING_OF_CARE: readonly string[] = ['greeting', 'thanks', 'off-topic', 'forget'];

/** Whether the reader heard a question of care in the message (an intent other than those). */
const asksOfCare = (u: Understanding) => u.intents.some((i) => i.score >= 0.5 && !ASKS_NOTHING_OF_CARE.includes(i.intent));

/**
 * A message asks something of the catalogue besides what the safety screen found — it names a treatment, a hospital or
 * a place, or a procedure we do not offer, and asks about it ("…also how much is a bypass") —: it is answered after the
 * guidance or the refusal.
 */
const asksCatalogue = (u: Understanding) =>
  (u.treatments.length > 0 ||
    u.groups.length > 0 ||
    u.notInCatalogue ||
    u.hospitals.length > 0 ||
    u.places.some((p) => !p.home && !p.origin)) &&
  asksOfCare(u);

/**
 * A message in which the reader finds nothing to answer: no question of care (a greeting, thanks or "forget that" ask
 * none: « ça s'arrête pas » after a fit's guidance had been read as "forget that"), nothing named (a treatment, a place,
 * a hospital, a language, an amount), nothing pointed back at ("and in India?", "the second one").
 */
const asksNothing = (u: Understanding) => !asksOfCare(u) && namesNothing(u) && !u.refersBack && !u.correction && !u.anywhere;

/** Whether a message names nothing of the catalogue: a treatment, a place, a hospital, a language, an amount, an ordinal. */
const namesNothing = (u: Understanding) =>
  !u.treatments.length &&
  !u.groups.length &&
  !u.notInCatalogue &&
  !u.places.length &&
  !u.hospitals.length &&
  !u.money &&
  u.ordinal === null &&
  !u.spokenLanguage;

/**
 * The danger told in the questions that had the guidance (latest first): the first the screen reads again, else an
 * emergency (one told across two messages, which neither tells alone).
 */
async function stillAlarmed(questions: string[], language: Locale): Promise<SafetyVerdict> {
  for (const question of questions) {
    const verdict = await screen(question, language);
    if (verdict?.kind === 'emergency' || verdict?.kind === 'self-harm') return verdict;
  }
  return { kind: 'emergency', category: 'emergency', certain: false };
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
    private readonly catalogue: AssistantCatalogue,
    private readonly builtIn: BuiltInEngine,
    private readonly rateLimits: RateLimitService,
    private readonly config: AppConfig,
  ) {
    this.model = config.ai ? new ModelEngine(config.ai, config.aiTimeoutMs) : null;
  }

  /**
   * Before the API listens: the classifiers loaded, and a few questions through the screen, the reader and the engine
   * in each language (their lexicons built, their statements planned), and the database pool's connections opened, so
   * that the first burst of questions after a restart is as quick as the next ones (issue 50: 20 chats at once).
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.aiWarmUp) return;
    // A context of its own, as a request has: the engine's services (rates for budgets…) use the context's EntityManager.
    await OrmRequestContext.create(this.em, () => this.warmUp());
  }

  private async warmUp(): Promise<void> {
    try {
      await classifiers();
      const em = this.em.fork();
      const snapshot = await this.catalogue.current();
      await this.builtIn.prepare(snapshot);
      // Several rounds: the reader's functions and regular expressions are compiled to fast code only once they have run
      // a few times (the first burst after a restart met them interpreted).
      for (let round = 0; round < WARM_UP_ROUNDS; round++)
        for (const [question, language] of WARM_UP) {
          const understanding = await snapshot.reader.understand(question, language);
          await screen(question, language, understanding.reading);
          await this.builtIn.answer(snapshot, understanding, null);
        }
      await safetyReply(em, 'self-harm', 'en', 'Nigeria');
      const nobody = randomUUID();
      await em.findOne(AiConversation, { id: nobody, user: nobody });
      await em.find(AiMessage, { conversation: nobody }, { limit: 1 });
      // Outside a transaction each em.execute takes a connection of its own: the pool's connections opened at once.
      await Promise.all(Array.from({ length: this.config.database.poolSize }, () => em.execute('select 1')));
    } catch (error) {
      this.logger.warn(`AI chat warm-up failed: ${(error as Error).message}`);
    }
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
    // The first text is what a patient waits for (issue 50: within 150 ms with 20 chats at once): what can be read at
    // the same time is — the catalogue's snapshot (its version checked), the conversation and its last messages (read
    // only if they are the patient's own), the limits.
    const snapshot = this.catalogue.current();
    snapshot.catch(() => undefined); // Read by `answer`; a failure is its to report.
    const [existing, recent] = await Promise.all([
      dto.conversationId ? this.own(userId, dto.conversationId) : null,
      dto.conversationId
        ? this.em.find(
            AiMessage,
            { conversation: { id: dto.conversationId, user: userId } },
            { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY },
          )
        : [],
      this.rateLimits.consume(AI_CHAT_LIMITS.perMinute, `user:${userId}`),
      this.rateLimits.consume(AI_CHAT_LIMITS.perDay, `user:${userId}`),
    ]);
    const earlier = [...recent].reverse();
    const history: Turn[] = earlier.map((m) => ({ role: m.role, content: m.content }));
    const lastReply = earlier.findLast((m) => m.role === 'assistant');
    // What the conversation is about after its last reply (a reply without a state, from before issue 50: nothing).
    const state = lastReply?.state ?? null;
    // The patient's last question, when its reply raised no guidance or refusal: read again with this one by the screen.
    const unalarmed = lastReply?.kind !== 'emergency' && lastReply?.kind !== 'refusal';
    const lastQuestion = earlier.findLast((m) => m.role === 'user')?.content ?? null;
    const previousQuestion = unalarmed ? lastQuestion : null;
    const alarmedBy: string[] = [];
    for (let i = earlier.length - 1; i > 0 && earlier[i]!.role === 'assistant' && earlier[i]!.kind === 'emergency'; i -= 2)
      if (earlier[i - 1]!.role === 'user') alarmedBy.push(earlier[i - 1]!.content);
    const conversationId = existing?.id ?? randomUUID();
    const question = message('user', dto.message);
    await this.append(existing ? { id: conversationId } : { id: conversationId, userId, title: titleOf(dto.message) }, question);

    return {
      conversationId,
      question,
      answer: async (onText = QUIET) => {
        const reply = await this.reply(
          conversationId,
          userId,
          dto.message,
          dto.language ?? DEFAULT_LOCALE,
          { history, state, previousQuestion, alarmedBy },
          snapshot,
          onText,
        );
        const answer = message('assistant', reply.text, reply);
        await this.append({ id: conversationId }, answer, reply.state ?? null);
        return answer;
      },
    };
  }

  /**
   * The reply to `message`: the safety screen first — its guidance or refusal goes out before anything else is looked
   * up, and a catalogue question asked beside it is answered after it —, then the model or the built-in engine.
   */
  private async reply(
    conversationId: string,
    userId: string,
    message: string,
    pageLanguage: Locale,
    { history, state, previousQuestion, alarmedBy }: Past,
    snapshotRead: Promise<Snapshot>,
    onText: (text: string) => void,
  ): Promise<Reply> {
    try {
      const snapshot = await snapshotRead;
      // A message too short to tell its language ("na China je?") is in the conversation's, before the page's.
      const asked = history.findLast((turn) => turn.role === 'user')?.content;
      const understanding = await snapshot.reader.understand(
        message,
        asked ? [detectLanguage(asked, pageLanguage), pageLanguage] : pageLanguage,
      );
      const { language } = understanding;
      // The message being answered: an emergency told earlier had its reply, and the questions after it get theirs. One
      // told across this message and the last question, which alone raised nothing, is read in both together.
      // After the guidance, a message that asks nothing the reader can tell (« ? », « 😰😰😰 », « vraiment ») or only what
      // it is or whether it is serious (« et vous en pensez quoi ? ») is the same danger still going on: its guidance again.
      const stillGoingOn = () => asksNothing(understanding) || (namesNothing(understanding) && asksOnlyWhatItIs(message, language));
      const verdict =
        (await screen(message, language, understanding.reading)) ??
        (previousQuestion ? await screenAcross(previousQuestion, message, language) : null) ??
        (alarmedBy.length && stillGoingOn() ? await stillAlarmed(alarmedBy, language) : null);
      let first: Reply | null = null;
      if (verdict?.kind === 'emergency' || verdict?.kind === 'self-harm') {
        // Logged without the text (health data): which conversation, which kind.
        this.logger.warn(
          `AI chat: ${verdict.kind} reply (${verdict.category}${verdict.certain ? '' : ', uncertain'}) in conversation ${conversationId}`,
        );
        // Its first words at once, the numbers once read.
        const opening = safetyOpening(verdict.kind, language);
        onText(opening);
        const countries = await safetyCountries(this.em, userId, understanding.places);
        const { text } = await safetyReply(this.em, verdict.kind, language, countries, verdict.category);
        onText(text.slice(opening.length));
        first = { kind: 'emergency', engine: null, text, sources: [], state };
        // A crisis a rule read gets the guidance alone; one the classifier alone suspects ("je veux changer de vie")
        // gets it above the answer to what was asked, so that a false alarm does not cost the answer.
        const alone = verdict.kind === 'self-harm' && verdict.certain;
        if (alone || !asksCatalogue(understanding)) return this.withDisclaimer(first, language, onText);
      } else if (verdict) {
        const text = refusalReply(verdict.kind, language);
        onText(text);
        first = { kind: 'refusal', engine: null, text, sources: [refusalSource(language)], state };
        if (!asksCatalogue(understanding)) return this.withDisclaimer(first, language, onText);
      }
      const answered = await this.answer(userId, snapshot, understanding, history, state, onText, !!first);
      if (!first) return this.withDisclaimer(answered, language, onText);
      return this.withDisclaimer(
        { ...first, text: `${first.text}\n\n${answered.text}`, sources: [...first.sources, ...answered.sources], state: answered.state },
        language,
        onText,
      );
    } catch (error) {
      this.logger.error(`AI chat: no answer in conversation ${conversationId}: ${(error as Error).message}`);
      const language = pageLanguage;
      onText(said(language, 'fallback'));
      return this.withDisclaimer(
        { kind: 'fallback', engine: null, text: said(language, 'fallback'), sources: [], state },
        language,
        onText,
      );
    }
  }

  /** The answer of the model, or of the built-in engine when there is none or it fails. `after`: it follows guidance already sent. */
  private async answer(
    userId: string,
    snapshot: Snapshot,
    understanding: Understanding,
    history: Turn[],
    state: DialogueState | null,
    onText: (text: string) => void,
    after: boolean,
  ): Promise<Reply> {
    const separated = (send: (text: string) => void) => {
      let started = !after;
      return (text: string) => {
        send(started ? text : `\n\n${text}`);
        started = true;
      };
    };
    const home = () => patientCountry(this.em, userId, understanding.places);
    if (!this.model) {
      const builtIn = await this.builtIn.answer(snapshot, understanding, state, separated(onText), home);
      return { kind: 'answer', engine: 'built-in', ...builtIn };
    }
    // The model is given what the built-in engine found for the conversation, then the passages retrieved.
    const builtIn = await this.builtIn.answer(snapshot, understanding, state, QUIET, home);
    const facts: Passage = {
      kind: 'faq',
      refId: null,
      // Titled and linked as the page the facts come from (the reply's first source).
      title: builtIn.sources[0]?.title ?? 'Facts for this question',
      url: builtIn.sources[0]?.url ?? '/treatments',
      body: builtIn.text,
      score: 1,
    };
    const passages = await this.search.search(understanding.text, { limit: 3 });
    const answered = await this.fromModel(understanding.text, understanding.language, history, [facts, ...passages], separated(onText));
    if (answered) return { ...answered, state: builtIn.state };
    separated(onText)(builtIn.text);
    return { kind: 'answer', engine: 'built-in', ...builtIn };
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
    const body = cut ? `${received.slice(0, sent).trimEnd()}\n\n${said(language, 'cutShort')}` : received;
    if (cut) onText(`\n\n${said(language, 'cutShort')}`);
    else onText(received.slice(sent));
    return {
      kind: 'answer',
      engine: 'model',
      text: body.trim(),
      sources: [...new Map(passages.map((p) => [p.url, { title: p.title, url: p.url }])).values()],
    };
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
  private async append(
    conversation: { id: string; userId?: string; title?: string },
    m: AiChatMessage,
    state: DialogueState | null = null,
  ): Promise<void> {
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
       insert into ai_messages (id, conversation_id, role, content, kind, engine, sources, state, created_at)
       select ?, id, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::timestamptz from conversation`,
      [
        ...conversationRow.params,
        m.id,
        m.role,
        m.content,
        m.kind,
        m.engine,
        JSON.stringify(m.sources),
        state && JSON.stringify(state),
        m.createdAt,
      ],
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
