import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import type { EventStore } from '../../events/store/event-store.ts';
import type { LogPosition } from '../../events/store/log-position.ts';
import {
  createPostgresEventStore,
  defaultWriterConnections,
  type PostgresEventStoreOptions,
} from '../../events/store/postgres/postgres-event-store.ts';
import { type LoadResult, measureAppends, round } from './append-load.ts';
import { type BenchDatabase, log, startBenchDatabase } from './bench-database.ts';
import { fillLog } from './bulk-log.ts';
import { createRawEventsTable, rawCommit, rawCursorScan } from './raw-postgres.ts';

const writerCounts = [16, 64];
const writerConnections = [1, 2, 4];
const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const logSize = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const pageSize = 5000;
const root = path.resolve(import.meta.dirname, '../..');

const benchEvent = (writer: number, sequence: number) => ({
  type: 'BenchAppended',
  data: { writer, sequence, at: Date.now() },
});

// One event per append, each append to a stream of its own: the vote-like load.
const appendLoad = (
  database: BenchDatabase,
  writers: number,
  append: (streamId: string, writer: number, sequence: number) => Promise<unknown>,
) =>
  measureAppends((writer, sequence) => append(`bench-${writers}-${writer}-${sequence}`, writer, sequence), {
    writers,
    durationMs,
    serverCpuMs: database.serverCpuMs,
  });

const storeAppend = (store: EventStore) => (streamId: string, writer: number, sequence: number) =>
  store.append(streamId, [benchEvent(writer, sequence)], { expectedVersion: 0 });

const summary = ({ appendsPerSecond, p50Ms, p99Ms, cpuUsPerAppend }: LoadResult) => ({
  appendsPerSecond,
  p50Ms,
  p99Ms,
  cpuUsPerAppend,
});

// Every measurement starts from empty tables on the same server, so none pays for another's rows.
async function fresh(database: BenchDatabase): Promise<void> {
  await database.pool.query('TRUNCATE events, streams, raw_events');
  await database.pool.query('CHECKPOINT');
}

async function measureStore(
  database: BenchDatabase,
  pool: pg.Pool,
  writers: number,
  options: PostgresEventStoreOptions,
) {
  await fresh(database);
  const store = await createPostgresEventStore(pool, options);
  try {
    return await appendLoad(database, writers, storeAppend(store));
  } finally {
    await store.close();
  }
}

async function measureEmmett(database: BenchDatabase, writers: number) {
  const pool = new pg.Pool({ connectionString: database.url, max: writers });
  pool.on('error', () => {});
  const emmett = getPostgreSQLEventStore(database.url, { connectionOptions: { pool } });
  try {
    await emmett.schema.migrate();
    return await appendLoad(database, writers, (streamId, writer, sequence) =>
      emmett.appendToStream(streamId, [benchEvent(writer, sequence)], { expectedStreamVersion: 0n as never }),
    );
  } finally {
    await emmett.close();
    await pool.end().catch(() => {});
  }
}

async function measureWriters(database: BenchDatabase, writers: number) {
  const pool = new pg.Pool({ connectionString: database.url, max: writers + 4 });
  pool.on('error', () => {});
  try {
    log(`${writers} writers × ${durationMs / 1000}s: raw single-row commits…`);
    await fresh(database);
    const raw = await appendLoad(database, writers, rawCommit(pool));
    const grouped: Record<number, LoadResult> = {};
    for (const connections of writerConnections) {
      log(`${writers} writers: group commit, ${connections} batch(es) in flight…`);
      grouped[connections] = await measureStore(database, pool, writers, { writerConnections: connections });
    }
    log(`${writers} writers: one transaction per append…`);
    const ungrouped = await measureStore(database, pool, writers, { groupCommit: false });
    log(`${writers} writers: emmett-postgresql…`);
    const emmett = await measureEmmett(database, writers);
    const ours = grouped[defaultWriterConnections]!;
    return {
      writers,
      loadAverage: os.loadavg().map(round),
      rawCommits: summary(raw),
      groupCommit: { writerConnections: defaultWriterConnections, ...summary(ours) },
      groupCommitByWriterConnections: Object.fromEntries(
        Object.entries(grouped).map(([connections, load]) => [connections, summary(load)]),
      ),
      withoutGroupCommit: summary(ungrouped),
      emmettPostgresql: summary(emmett),
      ratioVsRaw: round(ours.appendsPerSecond / raw.appendsPerSecond),
      ratioVsEmmett: round(ours.appendsPerSecond / emmett.appendsPerSecond),
      withoutGroupCommitVsRaw: round(ungrouped.appendsPerSecond / raw.appendsPerSecond),
    };
  } finally {
    await pool.end();
  }
}

async function eventsPerSecond(read: () => Promise<number>): Promise<{ events: number; eventsPerSecond: number }> {
  const startedAt = performance.now();
  const events = await read();
  return { events, eventsPerSecond: Math.round(events / ((performance.now() - startedAt) / 1000)) };
}

async function readWholeLog(store: EventStore): Promise<number> {
  let events = 0;
  for (let from: LogPosition | undefined; ; ) {
    const page = await store.readAll({ from, limit: pageSize });
    events += page.length;
    if (page.length < pageSize) return events;
    from = page.at(-1)!.logPosition;
  }
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

async function measureReads(database: BenchDatabase) {
  log(`readAll beside a raw cursor scan over ${logSize} events…`);
  await fresh(database);
  await fillLog(database.pool, logSize);
  await database.pool.query('VACUUM ANALYZE events');
  const reader = await createPostgresEventStore(database.pool);
  const rawScan = await eventsPerSecond(() => rawCursorScan(database.pool, pageSize));
  const readAll = await eventsPerSecond(() => readWholeLog(reader));
  await reader.close();
  log('replay of every projection…');
  const replay = await measureReplayCommand(database.url);
  return {
    readAll: { ...readAll, pageSize },
    rawCursorScan: rawScan,
    readAllVsRawScan: round(readAll.eventsPerSecond / rawScan.eventsPerSecond),
    replayAll: replay,
  };
}

export async function run() {
  const database = await startBenchDatabase();
  try {
    await createPostgresEventStore(database.pool).then((store) => store.close());
    await createRawEventsTable(database.pool);
    log('commit latency: one writer, raw single-row commits…');
    await fresh(database);
    const alone = await measureAppends(
      (writer, sequence) => rawCommit(database.pool)(`alone-${writer}-${sequence}`, {}),
      {
        writers: 1,
        durationMs: 2000,
        serverCpuMs: database.serverCpuMs,
      },
    );
    const appends = [];
    for (const writers of writerCounts) appends.push(await measureWriters(database, writers));
    return {
      benchmark: 'eventstore',
      seconds: durationMs / 1000,
      loadAverageAtStart: os.loadavg().map(round),
      // One commit at a time: the flush latency every writer waits for; n writers can reach at most
      // about n / latency commits a second without sharing flushes.
      singleWriterCommit: { p50Ms: alone.p50Ms, p99Ms: alone.p99Ms, commitsPerSecond: alone.appendsPerSecond },
      appends,
      ...(await measureReads(database)),
      loadAverageAtEnd: os.loadavg().map(round),
    };
  } finally {
    await database.close();
  }
}
