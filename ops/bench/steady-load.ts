import http from 'node:http';
import { percentile } from './append-load.ts';

export type SteadyLoadResult = {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly total: number;
};

type SteadyLoadOptions = {
  readonly url: string;
  /** Requests per second, sent evenly spaced. */
  readonly rate: number;
  readonly seconds: number;
  /** Keep-alive connections the requests share. */
  readonly connections: number;
  readonly path: (i: number) => string;
};

/**
 * GET requests at a steady rate, each timed from the moment it was due (open loop: a slow answer
 * delays no later request, and a request that could not leave on time counts its wait).
 * autocannon's rate option sends each connection's share of a second in one burst at the start of
 * that second, and corrects for coordinated omission as if requests were due every millisecond, so
 * its tail at a fixed rate says more about the bursts than about the server.
 */
export async function steadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = options.rate * options.seconds;
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const dueAt = (i: number) => start + (i * 1000) / options.rate;

  const send = (i: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(`${options.url}${options.path(i)}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - dueAt(i));
          else errors++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });

  const inFlight: Promise<void>[] = [];
  let next = 0;
  while (next < total) {
    while (next < total && dueAt(next) <= performance.now()) inFlight.push(send(next++));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt(next) - performance.now())));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    total: latencies.length + errors,
  };
}
