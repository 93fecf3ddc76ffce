import {
  AI_CHAT_STREAM_TYPE,
  type AiChatAnswer,
  type AiChatEvent,
  type AiConversation,
  type AiConversationSummary,
  type Page,
} from '@medtour/contracts';
import { NETWORK_ERROR } from '../api/actions';
import { ApiError, errorFrom, type ApiClient } from '../api/client';

/*
 * The AI Health Assistant's API calls: the loader's and action's (on the server, with the visitor's
 * cookie), and the streamed reply the page reads in the browser. Only the /assistant page imports this.
 */

/** How many past conversations the page lists (the latest first). */
export const CONVERSATIONS_SHOWN = 20;

export interface ChatInput {
  /** Continues this conversation; a new one starts without it. */
  conversationId?: string;
  message: string;
}

const id = (value: string) => encodeURIComponent(value);

export const assistantApi = {
  conversations: (api: ApiClient, signal?: AbortSignal) =>
    api.request<Page<AiConversationSummary>>(`/api/ai/conversations?page=1&pageSize=${CONVERSATIONS_SHOWN}`, { signal }),
  conversation: (api: ApiClient, conversationId: string, signal?: AbortSignal) =>
    api.request<AiConversation>(`/api/ai/conversations/${id(conversationId)}`, { signal }),
  /** The question and the whole reply at once: the page without JavaScript. */
  send: (api: ApiClient, body: ChatInput) => api.request<AiChatAnswer>('/api/ai/chat', { method: 'POST', body }),
  remove: (api: ApiClient, conversationId: string) =>
    api.request<void>(`/api/ai/conversations/${id(conversationId)}`, { method: 'DELETE' }),
};

/**
 * Sends a message from the browser and hands each event of the reply to `onEvent` as it arrives
 * (`start`, `delta`s, `done`: one JSON object per line). A direct call to the API on this origin,
 * with the session cookie (the API's same-origin check reads the page's `Origin`): the page's
 * server would hold the stream back until the reply is complete. Rejects with an `ApiError` (the
 * API's refusal, status 0 without an answer), also when the stream ends before `done`.
 */
export async function streamChat(input: ChatInput, onEvent: (event: AiChatEvent) => void, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/ai/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: AI_CHAT_STREAM_TYPE, 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await errorFrom(response, '/api/ai/chat');
  if (!response.body) throw new ApiError(502, '');

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let finished = false;
  const emit = (line: string) => {
    if (!line.trim()) return;
    const event = JSON.parse(line) as AiChatEvent;
    finished ||= event.type === 'done';
    onEvent(event);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(emit);
    }
    emit(buffered + decoder.decode());
  } catch (error) {
    if (signal.aborted) throw error;
    // A line that is not JSON, or the connection dropped: the reply failed (the spec's words, not these).
    throw new ApiError(502, '');
  }
  if (!finished) throw new ApiError(502, '');
}
