import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import { PinoLogger } from 'nestjs-pino';
import type pg from 'pg';
import { forgetStartUpDelays, loadState } from '../src/common/process-load.js';
import { startApi, SITE_START_TIMEOUT_MS, type TestApi } from './support/app.js';
import { freePort } from './support/ports.js';
import { waitFor } from './support/wait.js';

/** Keeps this process's event loop busy for `ms` (what a burst of page renders does to the API). */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** Blocks the loop, then lets it turn once so that Node has sampled the delay, as the next request would find it. */
async function afterABlock(ms: number): Promise<void> {
  blockEventLoop(ms);
  await sleep(30);
}

const BUSY = { statusCode: 503, message: 'The service is busy right now. Please try again in a moment.', messageCode: 'serviceBusy' };

describe('load shedding: an overloaded API refuses new requests at once instead of queueing them', () => {
  let api: TestApi;

  beforeAll(async () => {
    const port = await freePort();
    api = await startApi(
      {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Below the tests' 600 ms blocks, above what a loaded suite on two cores usually delays a loop by.
        SHED_EVENT_LOOP_DELAY_MS: '400',
      },
      { serveWeb: true },
    );
  }, SITE_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  it('does not count its own start-up as load: the first request after a start whose modules blocked the loop is served', async () => {
    // The start-up's block (module graph, warm-up), then what main.ts does once the API has started.
    blockEventLoop(600);
    forgetStartUpDelays();
    await api.http.get('/api/treatments').expect(200);
  });

  it('answers 503 with Retry-After while the event loop is late, API and pages alike, and serves again once it is not', async () => {
    await api.http.get('/api/treatments').expect(200);
    await api.http.get('/hospitals').expect(200); // the site's build loaded (a long block of its own)
    await waitFor(() => loadState().eventLoopDelayMs < 400, 'the site build’s delay to be forgotten');

    await afterABlock(600);
    const shed = await api.http.get('/api/treatments');
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.body).toEqual(BUSY);

    await afterABlock(600);
    const page = await api.http.get('/hospitals');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('2');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain(BUSY.message);

    // Health checks always get the truth: a monitor must not read "busy" as "down".
    await afterABlock(600);
    await api.http.get('/api/health/ready').expect(200);

    // Once the loop turns on time again the delay is forgotten (within a second or so on an idle machine; a loaded
    // suite keeps this process's loop late for longer, so the test waits for the measure, not for a fixed time).
    await waitFor(() => loadState().eventLoopDelayMs < 400, 'the delay to be forgotten');
    await api.http.get('/api/treatments').expect(200);
    await api.http.get('/hospitals').expect(200);
  });

  it('logs a shed request as a warning, not as an error: an alert on errors must not fire on every busy minute', async () => {
    const root = PinoLogger.root;
    // The access log's lines only ("request …"): whatever else logs meanwhile is not this answer's line.
    const accessLines: string[] = [];
    const record = (level: string) => (_entry: unknown, message?: unknown) =>
      void (typeof message === 'string' && message.startsWith('request ') && accessLines.push(`${level}: ${message}`));
    const spies = [
      jest.spyOn(root, 'isLevelEnabled').mockReturnValue(true),
      jest.spyOn(root, 'warn').mockImplementation(record('warn')),
      jest.spyOn(root, 'error').mockImplementation(record('error')),
      jest.spyOn(root, 'info').mockImplementation(record('info')),
    ];
    try {
      await waitFor(() => loadState().eventLoopDelayMs < 400, 'the previous test’s delay to be forgotten');
      await afterABlock(600);
      await api.http.get('/api/treatments').expect(503);
      await waitFor(() => accessLines.length > 0, 'the access log line');
      expect(accessLines).toEqual(['warn: request shed']);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('load shedding: requests that would wait too long for a database connection are refused at once', () => {
  let api: TestApi;

  beforeAll(async () => {
    // The pool's criterion alone: a loaded suite once delayed this file's event loop past the other test's threshold, and
    // the request meant to wait in the pool's queue was refused as busy before it reached it.
    api = await startApi({ SHED_EVENT_LOOP_DELAY_MS: '0', SHED_POOL_WAIT_MS: '300', DB_POOL_SIZE: '2' });
  });
  afterAll(() => api?.close());

  it('answers 503 with Retry-After at once while requests wait too long for a database connection, and serves again after', async () => {
    const pool = (await api.em.getConnection().getNativeClient()) as pg.Pool;
    const held = [await pool.connect(), await pool.connect()];
    let waiting: Promise<{ status: number }> | undefined;
    try {
      // A request that needs the database waits for a connection (up to DB_ACQUIRE_TIMEOUT_MS)...
      let answered = false;
      waiting = api.http.get('/api/hospitals?q=waits-for-a-connection').then((res) => ((answered = true), res));
      // Once it is in the pool's queue (a loaded machine may take a while to get it there: a fixed pause saw the next
      // request join the queue too) and has waited past SHED_POOL_WAIT_MS, as the process measures it...
      await waitFor(() => pool.waitingCount === 1 && loadState().poolWaitMs > 300, 'the first request to wait past 300 ms');
      // ...the next one is refused at once, without joining the queue: while the first, ahead of it, still waits (had it
      // joined the queue, it would have been answered only after the first).
      const shed = await api.http.get('/api/hospitals?q=shed');
      expect(shed.status).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.body).toEqual(BUSY);
      expect({ answered, waitingCount: pool.waitingCount }).toEqual({ answered: false, waitingCount: 1 });
    } finally {
      for (const client of held) client.release();
    }
    // The one that waited is served once a connection is free.
    expect((await waiting!).status).toBe(200);
    await api.http.get('/api/hospitals?q=after').expect(200);
  });
});

describe('load shedding: no more requests in flight than the process can serve in time', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ SHED_MAX_IN_FLIGHT: '2', SHED_EVENT_LOOP_DELAY_MS: '0', SHED_POOL_WAIT_MS: '0', DB_POOL_SIZE: '1' });
  });
  afterAll(() => api?.close());

  it('refuses a third request at once while two are being served, never a health check, and takes new ones once they are done', async () => {
    const pool = (await api.em.getConnection().getNativeClient()) as pg.Pool;
    const held = await pool.connect();
    let first: Promise<{ status: number }> | undefined;
    let second: Promise<{ status: number }> | undefined;
    try {
      // Two searches nobody asked before: each needs the database, and waits for its one connection.
      let answered = 0;
      first = api.http.get('/api/hospitals?q=in-flight-one').then((res) => (answered++, res));
      second = api.http.get('/api/hospitals?q=in-flight-two').then((res) => (answered++, res));
      await waitFor(() => pool.waitingCount === 2, 'both searches waiting for the connection');
      // Refused at once: while both are still in flight, waiting for the connection the test holds.
      const shed = await api.http.get('/api/treatments');
      expect(shed.status).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.body).toEqual(BUSY);
      expect(answered).toBe(0);
      await api.http.get('/api/health').expect(200);
    } finally {
      held.release();
    }
    expect((await first!).status).toBe(200);
    expect((await second!).status).toBe(200);
    await api.http.get('/api/treatments').expect(200);
  });
});
