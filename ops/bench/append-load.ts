export type LoadResult = {
  readonly appendsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly appends: number;
  /** CPU microseconds per append, of this process and of the database server: what the run spent. */
  readonly cpuUsPerAppend: { readonly node: number; readonly postgres: number };
};

export type LoadOptions = {
  readonly writers: number;
  readonly durationMs: number;
  /** The database server's CPU milliseconds so far. */
  readonly serverCpuMs: () => number;
};

/** `writers` loops append back to back for `durationMs`; each call gets its own writer and sequence number. */
export async function measureAppends(
  append: (writer: number, sequence: number) => Promise<unknown>,
  { writers, durationMs, serverCpuMs }: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const deadline = performance.now() + durationMs;
  const startedAt = performance.now();
  const nodeCpuBefore = process.cpuUsage();
  const serverCpuBefore = serverCpuMs();
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
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  const serverCpuUs = (serverCpuMs() - serverCpuBefore) * 1000;
  latencies.sort((a, b) => a - b);
  const perAppend = (us: number) => Math.round(us / Math.max(latencies.length, 1));
  return {
    appendsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    appends: latencies.length,
    cpuUsPerAppend: { node: perAppend(nodeCpu.user + nodeCpu.system), postgres: perAppend(serverCpuUs) },
  };
}

export const round = (value: number) => Math.round(value * 100) / 100;

/** The value at fraction `p` of sorted values, rounded to hundredths. */
export const percentile = (sorted: readonly number[], p: number) =>
  round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
