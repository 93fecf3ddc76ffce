import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { CHAT_WARM_UP, warmUpHttp } from './warm-up.js';

/** An application whose handler is `handle`, as warmUpHttp reaches it (Nest's Express instance). */
const appOf = (handle: (req: IncomingMessage, res: ServerResponse) => void) =>
  ({ getHttpAdapter: () => ({ getInstance: () => handle }) }) as unknown as INestApplication;

describe('warmUpHttp: the HTTP path run before the API listens', () => {
  it('sends each request several times through the handler, from the public origin with a session nobody holds, then closes its port', async () => {
    const seen: { method: string; url: string; origin?: string; cookie?: string; body: string }[] = [];
    let port = 0;
    const app = appOf((req, res) => {
      port = req.socket.localPort!;
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, origin: req.headers.origin, cookie: req.headers.cookie, body });
        res.writeHead(401).end();
      });
    });
    await warmUpHttp(app, 'https://medtour.example', CHAT_WARM_UP);

    const chats = seen.filter((r) => r.method === 'POST' && r.url === '/api/ai/chat');
    expect(chats.length).toBeGreaterThan(1);
    expect(seen.filter((r) => r.url === '/api/health/ready')).toHaveLength(chats.length);
    expect(chats.every((r) => r.origin === 'https://medtour.example' && /^mt_session=[\w-]{43}$/.test(r.cookie!))).toBe(true);
    expect(JSON.parse(chats[0]!.body)).toEqual({ message: expect.any(String) });
    // Nothing listens there any more.
    const refused = await new Promise((resolve) =>
      connect(port, '127.0.0.1')
        .on('connect', function (this: import('node:net').Socket) {
          this.destroy();
          resolve(false);
        })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED')),
    );
    expect(refused).toBe(true);
  });

  it('never fails the start: a handler that drops every connection only means a colder start', async () => {
    const app = appOf((req) => req.socket.destroy());
    await expect(warmUpHttp(app, 'http://127.0.0.1:3000', CHAT_WARM_UP)).resolves.toBeUndefined();
  });
});
