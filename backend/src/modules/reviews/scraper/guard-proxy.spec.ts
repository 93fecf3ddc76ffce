import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { PacingUnavailable } from '../../../common/outbound/site-pacer.js';
import { GUARD_CHANNEL, type GuardEvent, GuardRefusal } from '../../../common/outbound/target-guard.js';
import { GuardProxy } from './guard-proxy.js';

/** `admit` decides where a connection may go; it opens nothing itself, so no address here is ever contacted. */
describe('GuardProxy.admit', () => {
  const asked: string[] = [];
  const answers: Record<string, string[]> = {
    'public.example': ['93.184.216.34'],
    'v6.example': ['2606:4700::6810:84e5'],
    'evil.example': ['10.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'mixed.example': ['93.184.216.34', '127.0.0.1'],
    'mapped.example': ['::ffff:192.168.0.1'],
    'empty.example': [],
  };
  const guard = new GuardProxy({
    resolver: async (host) => {
      asked.push(host);
      if (!(host in answers)) throw new Error('ENOTFOUND');
      return answers[host]!;
    },
    allowance: { loopbackPorts: [4100] },
    minIntervalMs: 0,
  });
  beforeEach(() => {
    asked.length = 0;
    guard.takeRefusals();
  });

  it('answers the checked address of a public name, resolving it once', async () => {
    await expect(guard.admit('public.example', 443)).resolves.toBe('93.184.216.34');
    await expect(guard.admit('v6.example', 80)).resolves.toBe('2606:4700::6810:84e5');
    expect(asked).toEqual(['public.example', 'v6.example']);
  });

  it.each([
    ['evil.example', 443, /evil\.example resolves to 10\.0\.0\.1, a private address/],
    ['metadata.example', 80, /169\.254\.169\.254, a link-local address/],
    ['mixed.example', 443, /127\.0\.0\.1, a loopback address/],
    ['mapped.example', 443, /::ffff:192\.168\.0\.1, a private address/],
    ['empty.example', 443, /could not be resolved/],
    ['unknown.example', 443, /could not be resolved/],
    ['public.example', 8080, /Port 8080 is not allowed/],
    ['127.0.0.1', 443, /127\.0\.0\.1 is a loopback address/],
    ['0x7f.1', 443, /127\.0\.0\.1 is a loopback address/],
    ['2130706433', 80, /127\.0\.0\.1 is a loopback address/],
    ['[::1]', 443, /::1 is a loopback address/],
    ['::ffff:7f00:1', 443, /loopback/],
    ['169.254.169.254', 80, /link-local/],
    ['127.0.0.1', 4101, /Port 4101/],
    ['127.0.0.2', 4100, /Port 4100/],
  ])('refuses %s:%d', async (host, port, reason) => {
    const admitted = guard.admit(host, port);
    await expect(admitted).rejects.toThrow(GuardRefusal);
    await expect(admitted).rejects.toThrow(reason);
    expect(guard.takeRefusals()).toEqual([expect.objectContaining({ kind: 'refused', port, reason: expect.stringMatching(reason) })]);
  });

  it('does not resolve a name on a refused port, nor an address literal', async () => {
    await expect(guard.admit('public.example', 22)).rejects.toThrow(/Port 22/);
    await expect(guard.admit('10.0.0.1', 443)).rejects.toThrow(/private/);
    expect(asked).toEqual([]);
  });

  it("lets a test's fixture server on 127.0.0.1 through, on its port only", async () => {
    await expect(guard.admit('127.0.0.1', 4100)).resolves.toBe('127.0.0.1');
  });
});

describe('GuardProxy pacing', () => {
  it('admits one request per interval per site, other sites unaffected', async () => {
    const guard = new GuardProxy({ resolver: async () => ['93.184.216.34'], allowance: { loopbackPorts: [] }, minIntervalMs: 200 });
    // Each admission as the guard publishes it: its site and its time, in the order they were let through.
    const admitted: GuardEvent[] = [];
    const onEvent = (event: unknown) => admitted.push(event as GuardEvent);
    subscribe(GUARD_CHANNEL, onEvent);
    try {
      await Promise.all([...[1, 2, 3].map(() => guard.admit('a.example', 443)), guard.admit('b.example', 443)]);
    } finally {
      unsubscribe(GUARD_CHANNEL, onEvent);
    }
    const a = admitted.filter((event) => event.host === 'a.example').map((event) => event.admittedAt!);
    expect(a[1]! - a[0]!).toBeGreaterThanOrEqual(200);
    expect(a[2]! - a[1]!).toBeGreaterThanOrEqual(200);
    // The other site waits for none of them: it is let through before the first site's second request (the order of
    // admissions, not a bound on its time, which a loaded machine stretches).
    expect(admitted.map((event) => event.host)).toEqual(['a.example', 'b.example', 'a.example', 'a.example']);
  });
});

describe('GuardProxy with a shared pacer', () => {
  const options = { resolver: async () => ['93.184.216.34'], allowance: { loopbackPorts: [] } };

  it('waits on the shared pacer for each site, in place of its own pacing', async () => {
    const asked: [string, number][] = [];
    // The pacer's answer is the admission's time: the guard publishes it as such, not a time of its own pacing.
    const pacer = { wait: async (site: string, ms: number) => asked.push([site, ms]) };
    const guard = new GuardProxy({ ...options, minIntervalMs: 1_000, pacer });
    const admissions: number[] = [];
    const onEvent = (event: unknown) => admissions.push((event as GuardEvent).admittedAt!);
    subscribe(GUARD_CHANNEL, onEvent);
    try {
      await guard.admit('a.example', 443);
      await guard.admit('A.EXAMPLE', 443);
    } finally {
      unsubscribe(GUARD_CHANNEL, onEvent);
    }
    expect(admissions).toEqual([1, 2]); // the pacer decides: this one let both through, one after the other
    expect(asked).toEqual([
      ['a.example', 1_000],
      ['a.example', 1_000],
    ]);
  });

  it('does not ask the pacer when requests are not paced (interval 0)', async () => {
    const guard = new GuardProxy({ ...options, minIntervalMs: 0, pacer: { wait: () => Promise.reject(new Error('asked')) } });
    await expect(guard.admit('a.example', 443)).resolves.toBe('93.184.216.34');
  });

  it('fails the request when the pacer cannot pace: kept as a pacing failure, not a refusal', async () => {
    const guard = new GuardProxy({
      ...options,
      minIntervalMs: 1_000,
      pacer: { wait: async (site) => Promise.reject(new PacingUnavailable(site, `${site} could not be paced (Redis did not answer)`)) },
    });
    await expect(guard.admit('down.example', 443)).rejects.toThrow(PacingUnavailable);
    expect(guard.pacingFailure('down.example')).toMatch(/could not be paced/);
    expect(guard.pacingFailure('other.example')).toBeUndefined();
    expect(guard.takeRefusals()).toEqual([]);
    expect(guard.pacingFailure('down.example')).toBeUndefined();
  });
});
