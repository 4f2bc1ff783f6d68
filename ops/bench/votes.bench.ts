import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { createPostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import { voterStreamId } from '../../events/vote/vote.events.ts';
import { createReadModelDb } from '../../projections/db/read-model-db.ts';
import { startProductProcess } from '../testing/product-process.ts';
import { openContest, reviewedDesign, sessionOf } from '../testing/voting-fixture.ts';
import { measureAppends, percentile, round } from './append-load.ts';
import { log, processCpuMs, startBenchDatabase } from './bench-database.ts';
import type { WatcherCommand, WatcherReport, WatchersSetup } from './leaderboard-watchers.ts';
import { createRawEventsTable, rawCommit } from './raw-postgres.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const voters = Number(process.env.BENCH_VOTERS ?? 200);
const watchers = Number(process.env.BENCH_WATCHERS ?? 1000);
const designCount = 20;
// The probe design starts far ahead, so it stays in the top 10 that every push carries.
const probeHeadStart = 500;
const probeEveryMs = 200;

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * `npm start`'s own process under 200 voters toggling likes over HTTP for 30 s while 1,000
 * Socket.IO clients watch the leaderboard room (on a thread of their own, beside the probe voter
 * they time); then the tallies are checked against the log, and the raw single-row commit rate of
 * the same database is measured for scale.
 */
export async function run() {
  const database = await startBenchDatabase('contest');
  const product = await startProductProcess({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    VOTE_RATE_LIMIT: '1000000',
    VOTE_ADDRESS_RATE_LIMIT: '100000000',
  });
  let watcherThread: Worker | undefined;
  const store = await createPostgresEventStore(database.pool);
  const db = createReadModelDb(database.pool);
  try {
    log('setting up: contest, designs, sessions, the probe design’s head start…');
    const now = Date.now();
    await openContest(store, now);
    const designs: string[] = [];
    for (let n = 0; n < designCount; n++) designs.push((await reviewedDesign(store, { at: now + n })).designId);
    const probe = (await reviewedDesign(store, { name: 'Sonda', at: now + designCount })).designId;
    for (let start = 0; start < probeHeadStart; start += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          store.append(
            voterStreamId(`head-${start + n}`),
            [{ type: 'VoteCast', data: { voterId: `head-${start + n}`, designId: probe, at: now } }],
            { expectedVersion: 0 },
          ),
        ),
      );
    const tokens = await Promise.all(
      Array.from({ length: voters }, async () => (await sessionOf(db, 'user', now)).token),
    );
    const probeTokens = await Promise.all(
      Array.from(
        { length: Math.ceil((seconds * 1000) / probeEveryMs) + 20 },
        async () => (await sessionOf(db, 'user', now)).token,
      ),
    );
    await waitUntil(async () =>
      (await topRows(product.url)).some((row) => row.designId === probe && row.totalVotes === probeHeadStart),
    );

    log(`connecting ${watchers} Socket.IO watchers to the leaderboard room…`);
    const setup: WatchersSetup = {
      url: product.url,
      watchers,
      probe,
      headStart: probeHeadStart,
      tokens: probeTokens,
      everyMs: probeEveryMs,
    };
    watcherThread = new Worker(new URL('./leaderboard-watchers.ts', import.meta.url), { workerData: setup });
    const ask = askWorker(watcherThread);
    await ask<{ ready: number }>();

    log(`${voters} voters for ${seconds} s…`);
    let nextToken = 0;
    watcherThread.postMessage('start' satisfies WatcherCommand);
    const cpuNow = () => cpuReading(product.child.pid!, database.serverCpuMs);
    const cpuBefore = cpuNow();
    const load = await autocannon({
      url: `${product.url}/api/v1/vote`,
      connections: voters,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const client = context as { token?: string };
            client.token ??= tokens[nextToken++ % tokens.length];
            return {
              ...request,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` },
              body: JSON.stringify({ postId: designs[Math.floor(Math.random() * designs.length)] }),
            };
          },
        },
      ],
    });
    const cpu = mapCpu(cpuNow(), (ms, key) => ms - cpuBefore[key]);
    const answered = ask<{ probes: number }>();
    watcherThread.postMessage('stop' satisfies WatcherCommand);
    const { probes } = await answered;
    const accepted = load['2xx'] + probes;

    log('waiting for the leaderboard to catch up, then checking the tallies against the log…');
    const tallies = await waitForTallies(database.pool);
    const { rows: written } = await database.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM events WHERE type IN ('VoteCast', 'VoteWithdrawn') AND stream_id NOT LIKE 'voter-head-%'`,
    );

    log('raw single-row commits on the same database (16 writers, 5 s)…');
    await createRawEventsTable(database.pool);
    const commit = rawCommit(database.pool);
    const raw = await measureAppends((writer, sequence) => commit(`raw-${writer}-${sequence}`, { writer, sequence }), {
      writers: 16,
      durationMs: 5000,
      serverCpuMs: database.serverCpuMs,
    });

    const watched = ask<Extract<WatcherReport, { latencies: number[] }>>();
    watcherThread.postMessage('finish' satisfies WatcherCommand);
    const { latencies, firstSeen, connected } = await watched;
    const [pushLatencies, firstSeenLatencies] = [ascending(latencies), ascending(firstSeen)];

    return {
      benchmark: 'votes',
      seconds,
      voters,
      watchers: connected,
      acceptedVotesPerSecond: Math.round(load['2xx'] / seconds),
      refused: load.non2xx,
      errors: load.errors + load.timeouts,
      voteLatencyMs: { p50: load.latency.p50, p99: load.latency.p99 },
      answerToPushMs: {
        samples: pushLatencies.length,
        p50: percentile(pushLatencies, 0.5),
        p99: percentile(pushLatencies, 0.99),
      },
      // The same from the first watcher to see each probe vote: the server's share of the delay.
      answerToFirstWatcherMs: {
        samples: firstSeenLatencies.length,
        p50: percentile(firstSeenLatencies, 0.5),
        p99: percentile(firstSeenLatencies, 0.99),
      },
      // The leaderboard equals every voter's final state replayed from the log.
      talliesExact: tallies.exact,
      // Each accepted toggle wrote one event; the client stops with at most one request per
      // connection in flight, which the server may still have written after autocannon stopped counting.
      acceptedCommands: accepted,
      voteEventsWritten: Number(written[0]!.n),
      eventsMatchAccepted: Number(written[0]!.n) >= accepted && Number(written[0]!.n) - accepted <= voters,
      designsChecked: tallies.designs,
      rawSingleRowCommitsPerSecond: raw.appendsPerSecond,
      // Where the two cores went while the voters ran: seconds of CPU, and per accepted vote.
      cpuSecondsDuringLoad: mapCpu(cpu, (ms) => round(ms / 1000)),
      cpuMsPerAcceptedVote: mapCpu(cpu, (ms) => round(ms / accepted)),
      note: 'the load, the watchers, the product and PostgreSQL share this machine: compare runs with care',
    };
  } finally {
    await watcherThread?.terminate();
    await store.close();
    await product.stop();
    await database.close();
  }
}

// CPU milliseconds so far of the product, of PostgreSQL, and of this benchmark's own process
// (autocannon's voters and the watchers' thread with its 1,000 sockets and the probe).
type CpuMs = { product: number; database: number; benchProcess: number };

function cpuReading(productPid: number, databaseCpuMs: () => number): CpuMs {
  const own = process.cpuUsage();
  return { product: processCpuMs(productPid), database: databaseCpuMs(), benchProcess: (own.user + own.system) / 1000 };
}

const mapCpu = (cpu: CpuMs, change: (ms: number, key: keyof CpuMs) => number): CpuMs => ({
  product: change(cpu.product, 'product'),
  database: change(cpu.database, 'database'),
  benchProcess: change(cpu.benchProcess, 'benchProcess'),
});

type TopRow = { designId: string; totalVotes: number };

async function topRows(url: string): Promise<TopRow[]> {
  return ((await (await fetch(`${url}/api/v1/leaderboard`)).json()) as { data: TopRow[] }).data;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the product');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Every voter's final state replayed from the log, per design, against the leaderboard's tallies.
async function waitForTallies(pool: import('pg').Pool) {
  const compare = async () => {
    const { rows } = await pool.query<{ design_id: string; replayed: string; projected: number | null }>(`
      WITH last AS (
        SELECT DISTINCT ON (stream_id, data->>'designId') data->>'designId' AS design_id, type
        FROM events WHERE type IN ('VoteCast', 'VoteWithdrawn')
        ORDER BY stream_id, data->>'designId', stream_version DESC)
      SELECT l.design_id, count(*) FILTER (WHERE l.type = 'VoteCast') AS replayed, d.votes AS projected
      FROM last l LEFT JOIN leaderboard_designs d ON d.design_id = l.design_id
      GROUP BY l.design_id, d.votes`);
    return { exact: rows.every((row) => Number(row.replayed) === row.projected), designs: rows.length };
  };
  const deadline = Date.now() + 120_000;
  let result = await compare();
  while (!result.exact && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    result = await compare();
  }
  return result;
}

/** The next report of the watchers' thread. */
const askWorker =
  (worker: Worker) =>
  <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
