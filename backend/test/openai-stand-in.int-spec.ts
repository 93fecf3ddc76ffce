import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { DEFAULT_REPLY, type OpenAiStandIn, realmFetch, startOpenAiStandIn } from './support/openai-stand-in.js';
import { waitFor } from './support/wait.js';

describe('OpenAI stand-in: the real openai SDK against a local Chat Completions server', () => {
  let standIn: OpenAiStandIn;
  let openai: OpenAI;

  const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
    { role: 'system', content: 'Answer only from the passages.' },
    { role: 'user', content: 'How much is a hip replacement?' },
  ];

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    // logLevel 'off': the SDK logs the broken JSON of the garbage tests on the console.
    openai = new OpenAI({ baseURL: standIn.baseURL, apiKey: 'sk-test', maxRetries: 0, timeout: 2_000, logLevel: 'off' });
  });

  afterEach(() => standIn.reset());

  afterAll(() => standIn.close());

  it('streams the reply chunk by chunk, then ends', async () => {
    standIn.behave({ reply: 'A hip replacement costs $8,000 - $15,000.', chunkSize: 10 });
    const stream = await openai.chat.completions.create({ model: 'stand-in', messages, stream: true });
    const chunks: OpenAI.Chat.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);

    expect(chunks.map((chunk) => chunk.object)).toEqual(Array(chunks.length).fill('chat.completion.chunk'));
    expect(chunks[0].choices[0].delta).toMatchObject({ role: 'assistant', content: '' });
    expect(chunks.slice(1, -1).map((chunk) => chunk.choices[0].delta.content)).toEqual([
      'A hip repl',
      'acement co',
      'sts $8,000',
      ' - $15,000',
      '.',
    ]);
    expect(chunks.at(-1)?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
  });

  it('streams as the reply is produced, not all at the end', async () => {
    standIn.behave({ reply: 'one two three', chunkSize: 4, chunkDelayMs: 100 });
    const stream = await openai.chat.completions.create({ model: 'stand-in', messages, stream: true });
    const arrivals: number[] = [];
    for await (const chunk of stream) if (chunk.choices[0]?.delta.content) arrivals.push(Date.now());

    expect(arrivals).toHaveLength(4);
    expect(arrivals[3] - arrivals[0]).toBeGreaterThanOrEqual(250);
  });

  it('adds the usage chunk when asked to (stream_options.include_usage)', async () => {
    const stream = await openai.chat.completions.create({
      model: 'stand-in',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      usage = chunk.usage ?? usage;
    }

    expect(text).toBe(DEFAULT_REPLY);
    expect(usage?.completion_tokens).toBeGreaterThan(0);
  });

  it('answers a non-streamed completion', async () => {
    standIn.behave({ reply: (body) => `You said: ${String(body.messages?.at(-1)?.content)}` });
    const completion = await openai.chat.completions.create({ model: 'stand-in', messages });

    expect(completion).toMatchObject({
      object: 'chat.completion',
      model: 'stand-in',
      choices: [{ index: 0, message: { role: 'assistant', content: 'You said: How much is a hip replacement?' }, finish_reason: 'stop' }],
    });
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
  });

  it('records what it receives: the body with the messages, and the headers', async () => {
    await openai.chat.completions.create({ model: 'stand-in', messages, temperature: 0.2 });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.body).toMatchObject({ model: 'stand-in', messages, temperature: 0.2 });
    expect(request.headers.authorization).toBe('Bearer sk-test');
  });

  it('answers an HTTP error the SDK turns into an APIError', async () => {
    standIn.behave({ status: 500 });
    const failure = openai.chat.completions.create({ model: 'stand-in', messages, stream: true });

    await expect(failure).rejects.toBeInstanceOf(APIError);
    await expect(failure).rejects.toMatchObject({ status: 500, type: 'server_error' });
    expect(standIn.requests).toHaveLength(1);
  });

  it('answers a rate limit as OpenAI does', async () => {
    standIn.behave({ status: 429 });

    await expect(openai.chat.completions.create({ model: 'stand-in', messages })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limit_exceeded',
    });
  });

  it('refuses a request without an API key, and one without messages', async () => {
    const response = await fetch(`${standIn.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'stand-in', messages }),
    });
    expect(response.status).toBe(401);

    await expect(openai.chat.completions.create({ model: 'stand-in', messages: [] })).rejects.toMatchObject({ status: 400 });
  });

  it('never answering makes the SDK time out', async () => {
    standIn.behave({ hang: true });
    // realmFetch: without it, Jest's VM context hides the timeout behind a plain APIConnectionError (see its comment).
    const client = new OpenAI({ baseURL: standIn.baseURL, apiKey: 'sk-test', maxRetries: 0, timeout: 300, fetch: realmFetch });

    await expect(client.chat.completions.create({ model: 'stand-in', messages, stream: true })).rejects.toBeInstanceOf(
      APIConnectionTimeoutError,
    );
    expect(standIn.requests).toHaveLength(1);
  });

  it('answering after the timeout is a timeout too', async () => {
    standIn.behave({ delayMs: 1_000 });
    const client = new OpenAI({ baseURL: standIn.baseURL, apiKey: 'sk-test', maxRetries: 0, timeout: 200, fetch: realmFetch });

    await expect(client.chat.completions.create({ model: 'stand-in', messages })).rejects.toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('can fall silent in the middle of a stream: the caller must give up on its own', async () => {
    standIn.behave({ reply: 'Hip replacement costs', chunkSize: 4, hangAfterChunks: 2 });
    const abort = new AbortController();
    const stream = await openai.chat.completions.create({ model: 'stand-in', messages, stream: true }, { signal: abort.signal });
    const received: string[] = [];
    const reading = (async () => {
      for await (const chunk of stream) {
        received.push(chunk.choices[0]?.delta.content ?? '');
        if (received.join('') === 'Hip repl') setTimeout(() => abort.abort(), 200);
      }
    })();

    // Ends without an error, as the SDK ends a stream its caller aborts; no finish_reason was ever sent.
    await reading;
    expect(received.join('')).toBe('Hip repl');
  });

  it('can send a stream that is not JSON', async () => {
    standIn.behave({ garbage: true });
    const stream = await openai.chat.completions.create({ model: 'stand-in', messages, stream: true });
    const read = async () => {
      for await (const chunk of stream) void chunk;
    };

    await expect(read()).rejects.toThrow(SyntaxError);
  });

  it('can send a completion that is not JSON', async () => {
    standIn.behave({ garbage: true });

    await expect(openai.chat.completions.create({ model: 'stand-in', messages })).rejects.toThrow(SyntaxError);
  });

  it('closes with requests still hanging', async () => {
    const other = await startOpenAiStandIn();
    other.behave({ hang: true });
    const client = new OpenAI({ baseURL: other.baseURL, apiKey: 'sk-test', maxRetries: 0, timeout: 10_000 });
    const pending = client.chat.completions.create({ model: 'stand-in', messages });
    await waitFor(() => other.requests.length > 0, 'the request to arrive');

    await other.close();
    await expect(pending).rejects.toBeInstanceOf(APIError);
  });
});
