import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../src/modules/auth/password.js';
import { uniqueIp } from './support/mail.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * Whether an email has an account must not show in how long the answer takes: reset, sign-up and
 * sign-in are timed for known and unknown emails, interleaved, 200 tries each.
 */
const TRIES = 200;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

describe('answers that could reveal accounts take the same time whether the email exists', () => {
  let api: TestApi;
  let known: string[];
  const unknown = () => `nobody-${randomUUID()}@test.example`;

  beforeAll(async () => {
    // Counters of its own: every try comes from a new address, every email is used once per kind.
    api = await startApi({ QUEUE_PREFIX: `timing-${randomUUID().slice(0, 8)}` });
    const passwordHash = await hashPassword(`known-${randomUUID()}`);
    known = Array.from({ length: TRIES }, (_, i) => `known-${i}-${randomUUID().slice(0, 8)}@test.example`);
    await api.em.getConnection().execute(
      `with created as (insert into users (id, email, password_hash, email_verified_at)
         select gen_random_uuid(), email, ?, now() from json_array_elements_text(?::json) as email returning id)
       insert into user_roles (id, user_id, role) select gen_random_uuid(), id, 'user' from created`,
      [passwordHash, JSON.stringify(known)],
    );
  }, 60_000);
  afterAll(async () => {
    await api.em
      .getConnection()
      .execute(`delete from outbox where job_name in ('auth.sign_up_requested', 'auth.password_reset_requested') and published_at is null`);
    await api.close();
  });

  /**
   * Times `send` for a known email and an unknown one, 200 times, in alternating order; returns the
   * median of the differences (known − unknown) in ms. Pairs sent back to back see the same load
   * on the machine, so what differs between them is what the server does with the email.
   */
  async function medianDifference(send: (email: string) => Promise<{ status: number }>, expected: number): Promise<number> {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await send(email);
      expect(res.status).toBe(expected);
      return performance.now() - started;
    };
    for (let i = 0; i < 10; i++) await timed(unknown()); // warm-up: connections, prepared statements, JIT
    const differences: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      if (i % 2 === 0) {
        const knownMs = await timed(known[i]!);
        differences.push(knownMs - (await timed(unknown())));
      } else {
        const unknownMs = await timed(unknown());
        differences.push((await timed(known[i]!)) - unknownMs);
      }
    }
    return median(differences);
  }

  // Timings: "the same" can only mean within a bound (1 ms of median difference), never exactly.
  it('password reset', async () => {
    const difference = await medianDifference(
      (email) => api.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', uniqueIp()).send({ email }),
      200,
    );
    expect(Math.abs(difference)).toBeLessThan(1);
  }, 120_000);

  it('sign-up', async () => {
    const difference = await medianDifference(
      (email) =>
        api.http
          .post('/api/auth/sign-up')
          .set('X-Forwarded-For', uniqueIp())
          .send({ firstName: 'Tim', lastName: 'Ing', email, password: 'timing-pass-77' }),
      201,
    );
    expect(Math.abs(difference)).toBeLessThan(1);
  }, 120_000);

  it('sign-in with a wrong password', async () => {
    const difference = await medianDifference(
      (email) => api.http.post('/api/auth/sign-in').set('X-Forwarded-For', uniqueIp()).send({ email, password: 'not-the-password' }),
      401,
    );
    expect(Math.abs(difference)).toBeLessThan(1);
  }, 120_000);
});
