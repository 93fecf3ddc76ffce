import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';

/**
 * How many times each request is sent: V8 compiles a function to fast code only once it has run a few times, and the
 * first burst after a restart met the HTTP path interpreted (issue 50: 20 chats at once, a restart's first questions
 * some 60 ms slower than the next ones).
 */
const ROUNDS = 5;

/** A request the warm-up sends, as a patient's browser would, but with a session nobody holds. */
interface WarmUpRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  accept?: string;
}

/** The chat's question, refused by the sign-in guard (a session that does not exist): parsers, middleware, router, guard. */
export const CHAT_WARM_UP: WarmUpRequest[] = [
  { method: 'GET', path: '/api/health/ready' },
  { method: 'POST', path: '/api/ai/chat', body: { message: 'How much is a knee replacement?' }, accept: 'application/x-ndjson' },
];

/**
 * Before the API listens, `requests` go through its own handler (the same Express application: every middleware, the
 * router, the guards) on a private loopback port, then that port closes. Each is refused or answered like any other
 * request, logged as one; nothing is written, since none is signed in. A failure only means a colder start.
 */
export async function warmUpHttp(app: INestApplication, origin: string, requests: WarmUpRequest[]): Promise<void> {
  const server = createServer(app.getHttpAdapter().getInstance());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A random session: the guard looks it up (the sign-in query warmed too) and finds nothing.
  const cookie = `mt_session=${randomBytes(32).toString('base64url')}`;
  try {
    for (let round = 0; round < ROUNDS; round++) for (const r of requests) await send(port, r, origin, cookie).catch(() => undefined);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function send(port: number, r: WarmUpRequest, origin: string, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: r.method,
        path: r.path,
        headers: {
          origin,
          cookie,
          accept: r.accept ?? 'application/json',
          ...(body && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', resolve);
        res.on('error', reject);
      },
    );
    req.setTimeout(5_000, () => req.destroy(new Error('warm-up request timed out')));
    req.on('error', reject);
    req.end(body);
  });
}
