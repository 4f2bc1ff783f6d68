import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createPostgresEventStore } from '../../events/store/postgres/postgres-event-store.ts';
import { log, startBenchDatabase } from './bench-database.ts';
import { fillLog } from './bulk-log.ts';

const logSize = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const root = path.resolve(import.meta.dirname, '../..');

// `npm run audit -- --export` as an auditor runs it, its NDJSON read line by line by another process.
async function timeExport(databaseUrl: string): Promise<{ lines: number; seconds: number }> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['ops/cli/audit.ts', '--export'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lines = 0;
  for await (const _line of createInterface({ input: child.stdout })) lines++;
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`audit --export exited with ${code}`);
  return { lines, seconds: Math.round((performance.now() - startedAt) / 10) / 100 };
}

export async function run() {
  const database = await startBenchDatabase();
  try {
    await createPostgresEventStore(database.pool).then((store) => store.close());
    log(`filling a log of ${logSize} events…`);
    await fillLog(database.pool, logSize);
    await database.pool.query('VACUUM ANALYZE events');
    log('audit --export…');
    const exported = await timeExport(database.url);
    if (exported.lines !== logSize) throw new Error(`exported ${exported.lines} of ${logSize} events`);
    return {
      bench: 'audit',
      exportEvents: exported.lines,
      exportSeconds: exported.seconds,
      exportEventsPerSecond: Math.round(exported.lines / exported.seconds),
    };
  } finally {
    await database.close();
  }
}
