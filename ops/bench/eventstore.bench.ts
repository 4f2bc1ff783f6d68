import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { EventStore } from '../../events/store/event-store.ts';
import { createPostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import { measureAppends, round } from './append-load.ts';
import { log, startBenchDatabase } from './bench-database.ts';

const writers = 16;
const durationMs = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const logSize = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const root = path.resolve(import.meta.dirname, '../..');

const benchEvent = (writer: number, sequence: number) => ({
  type: 'BenchAppended',
  data: { writer, sequence, at: Date.now() },
});

// 16 writers, one event per append, each append to a stream of its own: the vote-like load.
const appendLoad = (store: EventStore, label: string) =>
  measureAppends(
    (writer, sequence) =>
      store.append(`${label}-${writer}-${sequence}`, [benchEvent(writer, sequence)], { expectedVersion: 0 }),
    {
      writers,
      durationMs,
    },
  );

async function fillLog(pool: import('pg').Pool, events: number): Promise<void> {
  const perTransaction = 100_000;
  for (let start = 0; start < events; start += perTransaction) {
    await pool.query(
      `INSERT INTO events (stream_id, stream_version, type, data, metadata)
       SELECT 'bulk-' || (g / 10), (g % 10) + 1, (ARRAY['VoteCast','VoteWithdrawn','DesignSaved','UserLoggedIn'])[1 + g % 4],
              jsonb_build_object('designId', 'd-' || (g % 5000), 'voterId', 'v-' || g), '{}'
       FROM generate_series($1::bigint, $2::bigint) g`,
      [start, Math.min(start + perTransaction, events) - 1],
    );
  }
}

async function measureReadAll(
  store: EventStore,
  pageSize: number,
): Promise<{ eventsPerSecond: number; events: number }> {
  const startedAt = performance.now();
  let events = 0;
  for (let from = undefined as Awaited<ReturnType<EventStore['readAll']>>[number]['logPosition'] | undefined; ; ) {
    const page = await store.readAll({ from, limit: pageSize });
    events += page.length;
    if (page.length < pageSize) break;
    from = page.at(-1)!.logPosition;
  }
  return { events, eventsPerSecond: Math.round(events / ((performance.now() - startedAt) / 1000)) };
}

async function measureReplayCommand(databaseUrl: string): Promise<Record<string, unknown>[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['ops/cli/replay.ts', '--all'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    maxBuffer: 10_000_000,
  });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export async function run() {
  const appendDb = await startBenchDatabase();
  try {
    log(`appends: ${writers} writers × ${durationMs / 1000}s, group commit…`);
    const grouped = await createPostgresEventStore(appendDb.pool);
    const ours = await appendLoad(grouped, 'grouped');
    await grouped.close();
    log('appends: one transaction per append…');
    const direct = await createPostgresEventStore(appendDb.pool, { groupCommit: false });
    const ungrouped = await appendLoad(direct, 'direct');
    await direct.close();
    log('appends: emmett-postgresql…');
    const emmett = getPostgreSQLEventStore(appendDb.url);
    await emmett.schema.migrate();
    const theirs = await measureAppends(
      (writer, sequence) =>
        emmett.appendToStream(`emmett-${writer}-${sequence}`, [benchEvent(writer, sequence)], {
          expectedStreamVersion: 0n as never,
        }),
      { writers, durationMs },
    );
    await emmett.close();

    log(`readAll and replay over ${logSize} events…`);
    await appendDb.pool.query('TRUNCATE events, streams');
    await fillLog(appendDb.pool, logSize);
    await appendDb.pool.query('VACUUM ANALYZE events');
    const reader = await createPostgresEventStore(appendDb.pool);
    const readAll = await measureReadAll(reader, 5000);
    await reader.close();
    const replay = await measureReplayCommand(appendDb.url);

    return {
      benchmark: 'eventstore',
      writers,
      seconds: durationMs / 1000,
      appendsPerSecond: ours.appendsPerSecond,
      appendP50Ms: ours.p50Ms,
      appendP99Ms: ours.p99Ms,
      withoutGroupCommit: { appendsPerSecond: ungrouped.appendsPerSecond, p99Ms: ungrouped.p99Ms },
      emmettPostgresql: { appendsPerSecond: theirs.appendsPerSecond, p99Ms: theirs.p99Ms },
      ratioVsEmmett: round(ours.appendsPerSecond / theirs.appendsPerSecond),
      readAll: { events: readAll.events, pageSize: 5000, eventsPerSecond: readAll.eventsPerSecond },
      replayAll: replay,
    };
  } finally {
    await appendDb.close();
  }
}
