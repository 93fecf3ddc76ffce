import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Link } from '../i18n/links';
import { AI_DISCLAIMERS, AI_MESSAGE_MAX_LENGTH, type AiChatMessage, type AiConversation } from '@medtour/contracts';
import { safeRedirect } from '../api/safe-redirect';
import { Intent, NoScriptNotice, useErrorText, useFormAction, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { useLocale, useLocalePath, useT } from '../i18n/messages';
import { streamChat } from './api';
import { assistantHref } from './links';
import { newestInView, scrolledAway } from './scroll';

/*
 * The AI Health Assistant chat dialog (spec §2, §4 Chat): the greeting, the conversation, 'AI is
 * thinking...' then the reply as it is written, the input and its hint, the disclaimer. With
 * JavaScript a message goes straight to the API and the reply streams in; without, the form posts to
 * the page's action, which answers with the whole conversation (POST-redirect-GET).
 */

export const SEND = 'ai-send';

/** What a message shows; the greeting is not stored. */
type Shown = Pick<AiChatMessage, 'id' | 'role' | 'content' | 'kind' | 'sources'>;

/**
 * Messages that exist only on this page: a question whose reply failed, and the spec's fallback reply
 * (`fallback`, in the page's language; `key`: unique per failure).
 */
const unsent = (question: string, fallback: string, key: string): Shown[] => [
  { id: `unsent-${key}`, role: 'user', content: question, kind: null, sources: [] },
  { id: `fallback-${key}`, role: 'assistant', content: fallback, kind: 'fallback', sources: [] },
];

let failures = 0;

interface ChatState {
  /** The conversation the page loaded last (the address). */
  loadedId: string | null;
  /** The conversation shown: the loaded one, or the one the first reply just started (before the address follows). */
  conversationId: string | null;
  messages: Shown[];
  /** The question being answered and the reply so far. */
  pending: { question: string; reply: string } | null;
}

const loaded = (conversation: AiConversation | null): ChatState => ({
  loadedId: conversation?.id ?? null,
  conversationId: conversation?.id ?? null,
  messages: conversation?.messages ?? [],
  pending: null,
});

/**
 * A reply's text without the disclaimer the API ends it with, in the language it was asked in (the page
 * shows the disclaimer under the text, in the page's language).
 */
function withoutDisclaimer(text: string): string {
  const disclaimer = Object.values(AI_DISCLAIMERS).find((said) => text.endsWith(said));
  return disclaimer ? text.slice(0, -disclaimer.length).trimEnd() : text;
}

function Message({ message }: { message: Shown }) {
  const t = useT();
  // Only pages of this site, linked as the browser reads them: anything else is not shown as a link.
  const sources = message.sources.flatMap((source) => {
    const url = safeRedirect(source.url, '');
    return url ? [{ ...source, url }] : [];
  });
  const urgent = message.kind === 'emergency';
  const body = (
    <>
      <p className="sr-only">{message.role === 'user' ? t('assistant.you') : t('assistant.assistant')}</p>
      {/* `dir="auto"`: a reply or question in another script than the page's reads in its own direction. */}
      <p className="assistant__text" dir="auto">
        {withoutDisclaimer(message.content)}
      </p>
      {sources.length > 0 && (
        <ul className="assistant__sources" aria-label={t('assistant.sources')}>
          {sources.map((source) => (
            <li key={`${source.url} ${source.title}`}>
              <Link to={source.url}>{source.title}</Link>
            </li>
          ))}
        </ul>
      )}
      {/* Every reply (not the greeting) says what it is. */}
      {message.kind && <p className="assistant__disclaimer">{t('assistant.disclaimer')}</p>}
    </>
  );
  return (
    <li className={`assistant__message assistant__message--${message.role}${urgent ? ' assistant__message--emergency' : ''}`}>
      {urgent ? <div role="alert">{body}</div> : body}
    </li>
  );
}

/**
 * The dialog: `conversation` as loaded (null: a new one), `from` the page the close button (and
 * Escape) returns to.
 */
export function ChatDialog({ conversation, from }: { conversation: AiConversation | null; from: string }) {
  const t = useT();
  const locale = useLocale();
  // The conversation's own address, in the page's language (React Router's navigate keeps no language).
  const localePath = useLocalePath();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const hydrated = useHydrated();
  // Without JavaScript: the action's refusal of a message (its text is offered again).
  const { result } = useFormAction<{ values: { message: string } }>(SEND, { failed: false });
  const refused = result && !result.ok ? result : undefined;
  const [chat, setChat] = useState(() => loaded(conversation));
  const [text, setText] = useState(refused?.values?.message ?? '');
  const request = useRef<AbortController | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Another conversation was opened (the list, a new one, a deletion): its stored messages. The one
  // the first reply started keeps what is shown when the address follows it.
  const loadedId = conversation?.id ?? null;
  if (chat.loadedId !== loadedId) setChat(loadedId === chat.conversationId ? { ...chat, loadedId } : loaded(conversation));

  // A reply still coming for a conversation no longer shown (or a page left) is dropped.
  useEffect(() => () => request.current?.abort(), [chat.conversationId]);

  // Input focused on open and after each reply (it is disabled while one is pending).
  const pending = chat.pending !== null;
  useEffect(() => {
    if (!pending) input.current?.focus();
  }, [pending]);

  // The newest message in view from its first line (scroll.ts): the question just sent, then the
  // reply as it is written, down to its end while it fits and no further than its start once it is
  // longer than the log (an emergency's instruction stays above its numbers); a conversation opened
  // at its last reply. Before the browser paints. A patient who scrolls meanwhile is left there
  // until their next question.
  const shown = refused ? [...chat.messages, ...unsent(refused.values?.message ?? '', t('assistant.fallback'), 'refused')] : chat.messages;
  const placed = useRef<number | null>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    following.current = true;
    placed.current = null;
  }, [loadedId]);
  const thinking = chat.pending?.reply === '';
  useLayoutEffect(() => {
    const box = list.current;
    const items = box?.firstElementChild?.children;
    if (!box || !items?.length) return;
    if (scrolledAway(box.scrollTop, placed.current)) following.current = false;
    if (!following.current) return;
    // While thinking, the last item is 'AI is thinking...' and the question the one before it.
    const newest = items[Math.max(0, items.length - (thinking ? 2 : 1))]!;
    const offset = newest.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientTop;
    box.scrollTop = newestInView(box, offset, parseFloat(getComputedStyle(box).paddingTop) || 0);
    placed.current = box.scrollTop;
  }, [chat.messages, shown.length, chat.pending, thinking]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = text.trim();
    // Spec §5: whitespace-only messages, and sends while a reply is pending, are ignored.
    if (!question || chat.pending) return;
    const started = chat.conversationId;
    const controller = new AbortController();
    request.current = controller;
    setText('');
    following.current = true;
    placed.current = null;
    setChat((state) => ({ ...state, pending: { question, reply: '' } }));

    let conversationId = started;
    let exchange: Shown[] = [];
    try {
      await streamChat(
        { conversationId: started ?? undefined, message: question, language: locale },
        (event) => {
          if (event.type === 'start') {
            conversationId = event.conversationId;
            exchange = [event.question];
          } else if (event.type === 'delta') {
            setChat((state) => (state.pending ? { ...state, pending: { question, reply: state.pending.reply + event.text } } : state));
          } else {
            exchange = [...exchange, event.reply];
          }
        },
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      // Spec §4/§8: the fallback reply, and a toast with the reason (429: the rate-limit text).
      exchange = unsent(question, t('assistant.fallback'), String(++failures));
      toast({ title: t('errors.title'), description: errorText(error, t('assistant.sendFailed')), variant: 'destructive' });
    }
    setChat((state) => ({ ...state, conversationId, messages: [...state.messages, ...exchange], pending: null }));
    // A new conversation gets its address (no reload: the page keeps what it shows); the list shows it.
    if (conversationId !== started)
      void navigate(localePath(assistantHref(conversationId, from)), { replace: true, preventScrollReset: true });
    else if (conversationId) void revalidate();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') void navigate(from);
  }

  return (
    <section
      role="dialog"
      aria-labelledby="assistant-title"
      aria-describedby="assistant-subtitle"
      className="assistant card"
      onKeyDown={onKeyDown}
    >
      <div className="assistant__head">
        <div>
          <h1 id="assistant-title" className="assistant__title">
            {t('assistant.title')}
          </h1>
          <p id="assistant-subtitle" className="assistant__subtitle">
            {t('assistant.subtitle')}
          </p>
        </div>
        <Link to={from} className="assistant__close" aria-label={t('assistant.close')}>
          <span aria-hidden="true">×</span>
        </Link>
      </div>

      <div ref={list} className="assistant__scroll" role="log" aria-label={t('assistant.conversation')} tabIndex={0}>
        <ol className="assistant__list">
          <Message message={{ id: 'greeting', role: 'assistant', content: t('assistant.greeting'), kind: null, sources: [] }} />
          {shown.map((message) => (
            <Message key={message.id} message={message} />
          ))}
          {chat.pending && (
            <>
              <Message message={{ id: 'pending', role: 'user', content: chat.pending.question, kind: null, sources: [] }} />
              {chat.pending.reply ? (
                // Announced once complete, not word by word.
                <li className="assistant__message assistant__message--assistant" aria-busy="true">
                  <p className="assistant__text" dir="auto">
                    {withoutDisclaimer(chat.pending.reply.trimEnd())}
                  </p>
                </li>
              ) : (
                <li className="assistant__thinking" role="status">
                  <span className="assistant__dots" aria-hidden="true" />
                  {t('assistant.thinking')}
                </li>
              )}
            </>
          )}
        </ol>
      </div>

      <NoScriptNotice
        toast={
          refused ? { title: t('errors.title'), description: refused.errors.message ?? refused.message, variant: 'destructive' } : undefined
        }
      />
      {/* Without JavaScript a plain post to this page (its address names the conversation); with it, `send`. */}
      <form method="post" className="assistant__form" onSubmit={(event) => void send(event)}>
        <Intent value={SEND} />
        <label htmlFor="assistant-message" className="sr-only">
          {t('assistant.message')}
        </label>
        <input
          ref={input}
          id="assistant-message"
          name="message"
          type="text"
          autoComplete="off"
          maxLength={AI_MESSAGE_MAX_LENGTH}
          placeholder={t('assistant.placeholder')}
          aria-describedby="assistant-hint"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={pending}
        />
        <button type="submit" className="btn btn--primary" disabled={hydrated && (pending || !text.trim())}>
          {t('assistant.send')}
        </button>
      </form>
      <p id="assistant-hint" className="assistant__hint">
        {t('assistant.hint')}
      </p>
      <p className="assistant__footer">{t('assistant.disclaimer')}</p>
    </section>
  );
}
