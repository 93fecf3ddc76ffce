import type { AiConversation, AiConversationSummary, Page } from '@medtour/contracts';
import { AI_CHAT_TEXTS, formatDate } from '@medtour/contracts';
import { Link } from '../i18n/links';
import type { Route } from './+types/assistant';
import { done, field, readForm, redirectIn, refused, unknownForm } from '../api/actions';
import { ApiError, getApi } from '../api/client';
import { failPage } from '../api/load';
import { FormError, NoScriptNotice, useFormAction } from '../account/forms';
import { assistantApi } from '../assistant/api';
import { ChatDialog, SEND } from '../assistant/Chat';
import { assistantFrom, assistantHref } from '../assistant/links';
import { ConfirmForm } from '../journey/fields';
import { pageMeta } from '../seo';
import { authHref } from '../site';
// The journey's buttons and inline confirmation.
import '../styles/journey.css';
import '../styles/assistant.css';

/*
 * `/assistant` and `/assistant/:conversationId`: the AI Health Assistant (spec §2 chat dialog), for
 * signed-in patients, with their past conversations. Opened from the dashboard's welcome step and
 * the header of the public pages, with `?from=` the page its close button returns to.
 */

const DELETE = 'ai-delete';

export interface AssistantData {
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
  return { conversation: open.value, conversations: list.status === 'fulfilled' ? list.value : null, from: assistantFrom(url) };
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
        const answer = await assistantApi.send(api, { conversationId: params.conversationId, message });
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
    const fallback = intent === SEND ? AI_CHAT_TEXTS.sendFailed : 'Failed to delete the conversation. Please try again.';
    return refused(intent, error, request, fallback, { values: { message: field(form, 'message') } });
  }
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    {
      title: AI_CHAT_TEXTS.title,
      description: 'Ask about treatments, destinations, hospitals and costs for medical care in Malaysia and across Asia.',
    },
    args,
    { indexable: false },
  );

/** Signed-in pages are never stored by the browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

const DELETED = { title: 'Conversation deleted', description: 'The conversation was deleted.' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Past conversations": continue one, or delete it (after a confirmation). */
function PastConversations({ data }: { data: AssistantData }) {
  const { conversations, conversation, from } = data;
  const deleted = useFormAction(DELETE, { done: () => DELETED, left: DELETED }).result;
  return (
    <section className="card assistant-history" aria-labelledby="assistant-history-title">
      <div className="assistant-history__head">
        <h2 id="assistant-history-title">Past conversations</h2>
        {conversation && (
          <Link to={assistantHref(null, from)} className="btn btn--secondary btn--small">
            New conversation
          </Link>
        )}
      </div>
      <NoScriptNotice toast={deleted?.ok ? DELETED : undefined} />
      <FormError result={deleted} />
      {!conversations ? (
        <p className="notice notice--error">Your past conversations could not be loaded. Please try again later.</p>
      ) : conversations.items.length === 0 ? (
        <p className="muted">No past conversations yet. Your questions and the answers are kept here.</p>
      ) : (
        <>
          <ul className="assistant-history__list">
            {conversations.items.map((item) => (
              <li key={item.id} className="assistant-history__item">
                <div className="assistant-history__text">
                  <Link to={assistantHref(item.id, from)} aria-current={item.id === conversation?.id ? 'page' : undefined}>
                    {item.title}
                  </Link>
                  <span className="muted small">{`${plural(item.messageCount, 'message', 'messages')} · ${formatDate(item.updatedAt)}`}</span>
                </div>
                <ConfirmForm
                  intent={DELETE}
                  fields={{ conversationId: item.id }}
                  label={
                    <>
                      Delete<span className="sr-only">{` “${item.title}”`}</span>
                    </>
                  }
                  question="Delete this conversation?"
                  confirmLabel="Yes, delete"
                />
              </li>
            ))}
          </ul>
          {conversations.total > conversations.items.length && (
            <p className="muted small">{`Your ${conversations.items.length} latest conversations are shown.`}</p>
          )}
        </>
      )}
    </section>
  );
}

export default function Component({ loaderData: data }: Route.ComponentProps) {
  return (
    <div className="journey assistant-page">
      <div className="container assistant-page__inner">
        <ChatDialog conversation={data.conversation} from={data.from} />
        <PastConversations data={data} />
      </div>
    </div>
  );
}
