export type LoadResult = {
  readonly appendsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly appends: number;
};

/** `writers` loops append back to back for `durationMs`; each call gets its own writer and sequence number. */
export async function measureAppends(
  append: (writer: number, sequence: number) => Promise<unknown>,
  { writers, durationMs }: { writers: number; durationMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const deadline = performance.now() + durationMs;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let sequence = 0; performance.now() < deadline; sequence++) {
        const before = performance.now();
        await append(writer, sequence);
        latencies.push(performance.now() - before);
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    appendsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    appends: latencies.length,
  };
}

export const round = (value: number) => Math.round(value * 100) / 100;
