// Latency figures shared by the parts of `npm run bench`.

/** p50, p95, p99 and max of `latencies` (ms; sorted here); NaN when there are none. */
export function latencyFigures(latencies) {
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
  return { p50: percentile(50), p95: percentile(95), p99: percentile(99), max: latencies.at(-1) ?? Number.NaN };
}
