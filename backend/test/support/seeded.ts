import { randomInt } from 'node:crypto';

/** Numbers from a seed (mulberry32: small, fast and the same on every machine): a failing run replays with its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    /** `n` of `list` (all of it when shorter), in the order drawn. */
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      const out: T[] = [];
      while (copy.length && out.length < n) out.push(copy.splice(int(copy.length), 1)[0]!);
      return out;
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(16).toString(16)).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;

/**
 * A fuzzer's run: its seed (`FUZZ_SEED` replays a run; else a new one each run, so that runs between them send
 * far more than one) and how many requests it sends (`FUZZ_CASES`: a number, or `all` for every case it makes).
 * Printed, so that a failure names what replays it.
 */
export function fuzzRun(name: string, defaultCases: number): { seed: number; cases: number; replay: string } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number (got "${process.env.FUZZ_SEED}")`);
  const asked = process.env.FUZZ_CASES;
  const cases = asked === 'all' ? Infinity : asked ? Number(asked) : defaultCases;
  if (!(cases > 0)) throw new Error(`FUZZ_CASES must be a number of requests or "all" (got "${asked}")`);
  const replay = `FUZZ_SEED=${seed}${asked ? ` FUZZ_CASES=${asked}` : ''}`;
  console.info(`${name}: seed ${seed}, ${cases === Infinity ? 'every case' : `${cases} requests`} (${replay} replays this run)`);
  return { seed, cases, replay };
}

/**
 * About `budget` items of `groups` in all, drawn from each group in proportion to its size and at least one of
 * each (every operation or page is still reached each run), each group's in its own order.
 */
export function sampleEach<T>(groups: readonly (readonly T[])[], budget: number, random: SeededRandom): T[][] {
  const total = groups.reduce((sum, group) => sum + group.length, 0);
  if (budget >= total) return groups.map((group) => [...group]);
  const share = budget / total;
  return groups.map((group) => {
    const keep = new Set(random.sample(Array.from(group.keys()), Math.max(1, Math.round(group.length * share))));
    return group.filter((_, i) => keep.has(i));
  });
}
