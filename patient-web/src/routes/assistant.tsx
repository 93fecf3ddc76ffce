import type { AiConversation, AiConversationSummary, Page } from '@medtour/contracts';
import { API_MESSAGES } from '@medtour/contracts';
import { Link } from '../i18n/links';
import type { Route } from './+types/assistant';
import { done, field, readForm, redirectIn, refused, unknownForm } from '../api/actions';
import { ApiError, getApi, SIGNED_IN_ANSWER } from '../api/client';
import { failPage } from '../api/load';
import { FormError, NoScriptNotice, useFormAction } from '../account/forms';
import { assistantApi } from '../assistant/api';
import { ChatDialog, SEND } from '../assistant/Chat';
import { assistantFrom, assistantHref } from '../assistant/links';
import { ConfirmIntentForm } from '../components/ConfirmForm';
import { pageMeta } from '../seo';
import { authHref } from '../site';
import { formatDay } from '../format-more';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, translatorFor, useLocale, useT, type WithMessages } from '../i18n/messages';
// The journey's buttons and inline confirmation.
import '../styles/journey.css';
import '../styles/assistant.css';

/*
 * `/assistant` and `/assistant/:conversationId`: the AI Health Assistant (spec §2 chat dialog), for
 * signed-in patients, with their past conversations. Opened from the dashboard's welcome step and
 * the header of the public pages, with `?from=` the page its close button returns to.
 */

const DELETE = 'ai-delete';

export interface AssistantData extends WithMessages {
  /** The conversation continued (`:conversationId`), null for a new one. */
  conversation: AiConversation | null;
  /** The latest conversations; null when they could not be loaded. */
  conversations: Page<AiConversationSummary> | null;
  from: string;
}

/** Guard as the dashboard's: without a session, on to /auth, which comes back here. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<AssistantData> {
  const api = getApi(context);
  const url = new URL(request.url);
  const { signal } = request;
  const [list, open] = await Promise.allSettled([
    assistantApi.conversations(api, signal),
    params.conversationId ? assistantApi.conversation(api, params.conversationId, signal) : Promise.resolve(null),
  ]);
  for (const result of [list, open]) {
    if (result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 401) {
      throw redirectIn(params, authHref(url.pathname + url.search));
    }
  }
  // Unknown, another patient's, or no conversation id at all (the API's 400): not found.
  if (open.status === 'rejected') {
    const malformed = open.reason instanceof ApiError && open.reason.status === 400;
    failPage(malformed ? new ApiError(404, 'Not found') : open.reason, request, 'AI Health Assistant');
  }
  if (list.status === 'rejected' && !signal.aborted) console.error('AI Health Assistant: could not load the conversations:', list.reason);
  return {
    conversation: open.value,
    conversations: list.status === 'fulfilled' ? list.value : null,
    from: assistantFrom(url),
    messages: messagesFor(localeOf(params), 'assistant', 'errors'),
  };
}

/**
 * A message without JavaScript (the whole reply, then the conversation's address: POST-redirect-GET),
 * and the deletion of a conversation (the open one: back to a new conversation).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = field(form, 'intent');
  const api = getApi(context);
  const from = assistantFrom(new URL(request.url));
  try {
    switch (intent) {
      case SEND: {
        const message = field(form, 'message').trim();
        // Spec §5: a whitespace-only message is ignored.
        if (!message) return redirectIn(params, assistantHref(params.conversationId, from));
        const answer = await assistantApi.send(api, { conversationId: params.conversationId, message, language: localeOf(params) });
        return redirectIn(params, assistantHref(answer.conversationId, from));
      }
      case DELETE: {
        const conversationId = field(form, 'conversationId');
        await assistantApi.remove(api, conversationId);
        if (conversationId === params.conversationId) return redirectIn(params, assistantHref(null, from));
        return done(intent);
      }
      default:
        return unknownForm(intent);
    }
  } catch (error) {
    const fallback = intent === SEND ? API_MESSAGES.sendMessageFailed : API_MESSAGES.deleteConversationFailed;
    return refused(intent, error, request, fallback, { values: { message: field(form, 'message') } });
  }
}

export const meta = (args: Route.MetaArgs) => {
  const t = translatorFor(args.matches);
  return pageMeta({ title: t('assistant.title'), description: t('assistant.meta.description') }, args, { indexable: false });
};

/** Signed-in pages are never stored by the browser or a proxy. */
export const headers: Route.HeadersFunction = () => SIGNED_IN_ANSWER;

/** "Past conversations": continue one, or delete it (after a confirmation). */
function PastConversations({ conversations, conversation, from }: Omit<AssistantData, 'messages'>) {
  const t = useT();
  const locale = useLocale();
  const deletedToast = { title: t('assistant.deleted.title'), description: t('assistant.deleted.description') };
  const deleted = useFormAction(DELETE, { done: () => deletedToast, left: deletedToast }).result;
  return (
    <section className="card assistant-history" aria-labelledby="assistant-history-title">
      <div className="assistant-history__head">
        <h2 id="assistant-history-title">{t('assistant.history.title')}</h2>
        {conversation && (
          <Link to={assistantHref(null, from)} className="btn btn--secondary btn--small">
            {t('assistant.history.new')}
          </Link>
        )}
      </div>
      <NoScriptNotice toast={deleted?.ok ? deletedToast : undefined} />
      <FormError result={deleted} />
      {!conversations ? (
        <p className="notice notice--error">{t('assistant.history.failed')}</p>
      ) : conversations.items.length === 0 ? (
        <p className="muted">{t('assistant.history.empty')}</p>
      ) : (
        <>
          <ul className="assistant-history__list">
            {conversations.items.map((item) => (
              <li key={item.id} className="assistant-history__item">
                <div className="assistant-history__text">
                  <Link to={assistantHref(item.id, from)} aria-current={item.id === conversation?.id ? 'page' : undefined} dir="auto">
                    {item.title}
                  </Link>
                  <span className="muted small">
                    {t('assistant.history.summary', { count: item.messageCount, updated: formatDay(item.updatedAt, locale) })}
                  </span>
                </div>
                <ConfirmIntentForm
                  intent={DELETE}
                  fields={{ conversationId: item.id }}
                  label={
                    <>
                      {t('assistant.history.delete')}
                      <span className="sr-only">{t('assistant.history.deleteWhich', { title: item.title })}</span>
                    </>
                  }
                  question={t('assistant.history.question')}
                  confirmLabel={t('assistant.history.confirm')}
                  cancelLabel={t('assistant.history.keep')}
                />
              </li>
            ))}
          </ul>
          {conversations.total > conversations.items.length && (
            <p className="muted small">{t('assistant.history.latest', { count: conversations.items.length })}</p>
          )}
        </>
      )}
    </section>
  );
}

export default function Component({ loaderData: { conversation, conversations, from } }: Route.ComponentProps) {
  return (
    <div className="journey assistant-page">
      <div className="container assistant-page__inner">
        <ChatDialog conversation={conversation} from={from} />
        <PastConversations conversations={conversations} conversation={conversation} from={from} />
      </div>
    </div>
  );
}
