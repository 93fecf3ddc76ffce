import { AI_CHAT_STREAM_TYPE, type AiChatEvent } from '@medtour/contracts';
import { answer, ApiError, createApiClient, type ApiClient, type JsonBody } from '../api/client';
import { readJsonLines } from './json-lines';

/*
 * The AI Health Assistant's API calls: the loader's and action's (on the server, with the visitor's
 * cookie), and the streamed reply the page reads in the browser. Only the /assistant page imports this.
 */

/** How many past conversations the page lists (the latest first). */
export const CONVERSATIONS_SHOWN = 20;

/** A message, continuing the conversation `conversationId` (a new one starts without it). */
export type ChatInput = JsonBody<'/api/ai/chat'>;

export const assistantApi = {
  conversations: (api: ApiClient, signal?: AbortSignal) =>
    answer(api.GET('/api/ai/conversations', { params: { query: { page: 1, pageSize: CONVERSATIONS_SHOWN } }, signal })),
  conversation: (api: ApiClient, conversationId: string, signal?: AbortSignal) =>
    answer(api.GET('/api/ai/conversations/{id}', { params: { path: { id: conversationId } }, signal })),
  /** The question and the whole reply at once: the page without JavaScript. */
  send: (api: ApiClient, body: ChatInput) => answer(api.POST('/api/ai/chat', { body })),
  remove: (api: ApiClient, conversationId: string) =>
    answer(api.DELETE('/api/ai/conversations/{id}', { params: { path: { id: conversationId } } })),
};

/**
 * Sends a message from the browser and hands each event of the reply to `onEvent` as it arrives
 * (`start`, `delta`s, `done`: one JSON object per line), each line as soon as it is complete. A direct call to the API on this origin,
 * with the session cookie (the API's same-origin check reads the page's `Origin`): the page's
 * server would hold the stream back until the reply is complete. Rejects with an `ApiError` (the
 * API's refusal, status 0 without an answer), also when the stream ends before `done`.
 */
export async function streamChat(input: ChatInput, onEvent: (event: AiChatEvent) => void, signal: AbortSignal): Promise<void> {
  let stream: ReadableStream<Uint8Array> | null;
  try {
    stream = await answer(
      createApiClient({ baseUrl: '' }).POST('/api/ai/chat', {
        body: input,
        headers: { accept: AI_CHAT_STREAM_TYPE },
        parseAs: 'stream',
        signal,
      }),
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw error instanceof ApiError && error.status !== 0 ? error : new ApiError(0, 'The API gave no answer');
  }
  if (!stream) throw new ApiError(502, '');

  let finished = false;
  try {
    await readJsonLines<AiChatEvent>(stream, (event) => {
      finished ||= event.type === 'done';
      onEvent(event);
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // A line that is not JSON, or the connection dropped: the reply failed (the spec's words, not these).
    throw new ApiError(502, '');
  }
  if (!finished) throw new ApiError(502, '');
}
