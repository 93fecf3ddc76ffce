import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A local stand-in for an OpenAI-compatible model server (the Chat Completions API), for integration tests. The
 * product's real `openai` SDK is pointed at it (`baseURL`) instead of being mocked, so the tests go through the real
 * wire format: `chat.completion` JSON, `chat.completion.chunk` server-sent events ending in `data: [DONE]`, and
 * OpenAI-shaped errors. It records every request it receives, which is how tests check what leaves the server (the
 * messages, and no name, e-mail or record).
 *
 * What a model server can do wrong is driven by `behave`: answer slowly, stream slowly, never answer, stop in the
 * middle of a stream, answer an HTTP error, or send something that is not JSON.
 */

export interface ChatRequestMessage {
  role: string;
  content: unknown;
  [field: string]: unknown;
}

/** A Chat Completions request body as the SDK sends it (only the fields the stand-in reads are typed). */
export interface ChatRequestBody {
  model?: string;
  messages?: ChatRequestMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [field: string]: unknown;
}

export interface RecordedRequest {
  /** The JSON body, parsed. */
  body: ChatRequestBody;
  /** As received (lower-case names): `authorization`, `x-stainless-*`, … */
  headers: IncomingHttpHeaders;
  at: Date;
}

export interface Behaviour {
  /** The assistant's answer; a function gets the request body. `DEFAULT_REPLY` unless given. */
  reply?: string | ((body: ChatRequestBody) => string);
  /** Characters of the reply per streamed chunk; 8 unless given. */
  chunkSize?: number;
  /** Wait before answering at all (before the headers, so it counts against the SDK's `timeout`). */
  delayMs?: number;
  /** Wait before each streamed content chunk (after the headers: the SDK's `timeout` no longer applies). */
  chunkDelayMs?: number;
  /** Never answer: the request stays open until the client gives up or the stand-in is closed. */
  hang?: boolean;
  /** Stream this many content chunks, then fall silent without ending the stream (a model stuck mid-answer). */
  hangAfterChunks?: number;
  /** Answer this HTTP status with an OpenAI-style error body (`{ error: { message, type, param, code } }`). */
  status?: number;
  /** Answer 200 with a body that is not JSON: SSE lines of broken JSON when streaming, broken JSON otherwise. */
  garbage?: boolean;
}

export interface OpenAiStandIn {
  /** `http://127.0.0.1:<port>/v1`, the SDK's `baseURL`. */
  readonly baseURL: string;
  /** Every `POST /v1/chat/completions`, in arrival order, refused ones included. */
  readonly requests: RecordedRequest[];
  /** How the following requests are answered; replaces the previous behaviour (it does not merge with it). */
  behave(behaviour: Behaviour): void;
  /** Forgets the recorded requests and goes back to the default behaviour (answer `DEFAULT_REPLY` at once). */
  reset(): void;
  /** Stops the server, ending every request still open (hanging or mid-stream) by destroying its socket. */
  close(): Promise<void>;
}

export const DEFAULT_REPLY = 'This is the stand-in model answering.';

/**
 * `fetch` for an OpenAI client created inside Jest (`new OpenAI({ fetch: realmFetch, … })`). Jest runs tests in a VM
 * context whose `Error` is not the one Node's fetch rejects with, and the SDK turns a rejection that is not an `Error` of
 * its own realm into an empty one: an expired timeout (an `AbortError` DOMException) is then reported as a plain
 * APIConnectionError instead of APIConnectionTimeoutError. Rebuilding the rejection in this realm keeps its name, so
 * the SDK tells a timeout apart as it does outside Jest.
 */
export const realmFetch: typeof fetch = (input, init) =>
  fetch(input, init).catch((error: unknown) => {
    if (error instanceof Error || typeof error !== 'object' || error === null) throw error;
    const { name, message } = error as { name?: unknown; message?: unknown };
    throw Object.assign(new Error(String(message ?? '')), { name: String(name ?? 'Error'), cause: error });
  });
const DEFAULT_CHUNK_SIZE = 8;

/** What OpenAI answers for each error status (message, `type`, `code`); other 4xx/5xx get a generic one of their class. */
const ERRORS: Partial<Record<number, { message: string; type: string; code: string | null }>> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', code: null },
  401: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { message: 'You are not allowed to sample from this model.', type: 'invalid_request_error', code: null },
  404: { message: 'The model does not exist or you do not have access to it.', type: 'invalid_request_error', code: 'model_not_found' },
  429: { message: 'Rate limit reached for requests.', type: 'requests', code: 'rate_limit_exceeded' },
  500: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', code: null },
  503: { message: 'The engine is currently overloaded, please try again later.', type: 'server_error', code: null },
};

class StandInError extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? ERRORS[status]?.message ?? (status >= 500 ? 'Server error.' : 'Invalid request.'));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseRequest(raw: string): ChatRequestBody {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new StandInError(400, 'We could not parse the JSON body of your request.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new StandInError(400, 'The request body must be a JSON object.');
  return body as ChatRequestBody;
}

/** The checks OpenAI makes before running the model. */
function validate(body: ChatRequestBody): void {
  if (typeof body.model !== 'string' || body.model === '') throw new StandInError(400, 'you must provide a model parameter');
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) throw new StandInError(400, "'messages' must be a non-empty array.");
  if (messages.some((message) => typeof message !== 'object' || message === null || typeof message.role !== 'string')) {
    throw new StandInError(400, "Each of 'messages' must be an object with a 'role'.");
  }
}

/** Splits on code points, so that a chunk never ends in half an emoji or half a surrogate pair. */
function chunks(text: string, size: number): string[] {
  const points = Array.from(text);
  const pieces: string[] = [];
  for (let i = 0; i < points.length; i += size) pieces.push(points.slice(i, i + size).join(''));
  return pieces;
}

/** A rough token count (OpenAI's tokenizer averages about four characters per token in English). */
const tokens = (text: string) => Math.ceil(text.length / 4);

function usage(body: ChatRequestBody, reply: string) {
  const prompt = tokens(JSON.stringify(body.messages));
  const completion = tokens(reply);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = {};
  let sequence = 0;

  const server = createServer((req, res) => {
    // Aborted when the client goes away (its timeout, an abort) or `close()` destroys the socket: pending waits end.
    const connection = new AbortController();
    res.on('close', () => connection.abort());
    answer(req, res, connection.signal).catch((error: unknown) => {
      if (connection.signal.aborted) return;
      // A bug in the stand-in shows up in the test as an error answer, not as a hung request.
      if (!res.headersSent) return sendError(res, error instanceof StandInError ? error : new StandInError(500, String(error)));
      res.destroy();
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Promise<void> {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method !== 'POST' || path !== '/v1/chat/completions')
      throw new StandInError(404, `Unknown request URL: ${req.method} ${path}.`);
    const body = parseRequest(raw);
    requests.push({ body, headers: req.headers, at: new Date() });
    // The behaviour when the request arrived, even if a test changes it while the answer is being written.
    const current = behaviour;
    if (current.hang) return;
    if (!req.headers.authorization?.startsWith('Bearer ')) throw new StandInError(401, "You didn't provide an API key.");
    if (current.delayMs) await sleep(current.delayMs, undefined, { signal });
    if (current.status) throw new StandInError(current.status);
    validate(body);
    const reply = typeof current.reply === 'function' ? current.reply(body) : (current.reply ?? DEFAULT_REPLY);
    const id = `chatcmpl-standin${++sequence}`;
    if (body.stream === true) return stream(res, signal, body, reply, id, current);
    if (current.garbage) return void res.writeHead(200, jsonHeaders(id)).end(`{"id":"${id}","object":"chat.completion","choices":[{`);
    res.writeHead(200, jsonHeaders(id)).end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: usage(body, reply),
        system_fingerprint: null,
      }),
    );
  }

  async function stream(res: ServerResponse, signal: AbortSignal, body: ChatRequestBody, reply: string, id: string, current: Behaviour) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', 'x-request-id': `req_${id}` });
    const event = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    if (current.garbage) {
      for (const line of ['{"id":', 'not json at all', '{"choices":[{"delta":{"content":"x"}]']) event(line);
      return void res.end();
    }
    const base = {
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      system_fingerprint: null,
    };
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
      event({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] });
    chunk({ role: 'assistant', content: '', refusal: null }, null);
    for (const [sent, piece] of chunks(reply, current.chunkSize ?? DEFAULT_CHUNK_SIZE).entries()) {
      // Falls silent with the stream still open; the socket ends when the client gives up or at `close()`.
      if (sent === current.hangAfterChunks) return;
      if (current.chunkDelayMs) await sleep(current.chunkDelayMs, undefined, { signal });
      chunk({ content: piece }, null);
    }
    chunk({}, 'stop');
    if (body.stream_options?.include_usage) event({ ...base, choices: [], usage: usage(body, reply) });
    event('[DONE]');
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = { ...next };
    },
    reset() {
      requests.length = 0;
      behaviour = {};
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging and half-streamed answers never end by themselves, nor do the SDK's idle keep-alive connections.
        server.closeAllConnections();
      }),
  };
}

function jsonHeaders(id: string) {
  return { 'Content-Type': 'application/json', 'x-request-id': `req_${id}` };
}

function sendError(res: ServerResponse, error: StandInError): void {
  const details = ERRORS[error.status] ?? { type: error.status >= 500 ? 'server_error' : 'invalid_request_error', code: null };
  res
    .writeHead(error.status, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ error: { message: error.message, type: details.type, param: null, code: details.code } }));
}
