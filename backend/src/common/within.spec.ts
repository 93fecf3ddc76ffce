import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { within } from './within.js';

/** Keeps the event loop busy, as a long synchronous task or a starved process does. */
function blockFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

describe('within', () => {
  let server: ReturnType<typeof createServer>;
  let client: Socket;
  let peer: Socket;
  beforeEach(async () => {
    server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const accepted = once(server, 'connection');
    client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    [peer] = (await accepted) as [Socket];
    await once(client, 'connect').catch(() => undefined);
  });
  afterEach(async () => {
    client.destroy();
    peer.destroy();
    server.close();
  });

  it('gives the answer when it comes in time', async () => {
    const answer = once(client, 'data').then(([data]) => String(data));
    peer.write('PONG');
    await expect(within(answer, 1000)).resolves.toBe('PONG');
  });

  it('gives up once the time has passed without an answer', async () => {
    const started = Date.now();
    await expect(within(new Promise(() => undefined), 50, 'Redis did not answer')).rejects.toThrow('Redis did not answer');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('takes an answer that arrived while the event loop was busy past the time, not the late timer', async () => {
    const answer = once(client, 'data').then(([data]) => String(data));
    const outcome = within(answer, 50);
    peer.write('PONG'); // in the client's socket at once; read only when the loop is free again
    blockFor(200);
    await expect(outcome).resolves.toBe('PONG');
  });
});
