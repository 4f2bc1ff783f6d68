import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/platform/embedded-postgres.ts';

export type BenchDatabase = {
  readonly url: string;
  readonly pool: pg.Pool;
  /** CPU milliseconds used so far by the server: postmaster, backends, WAL writer…, ended ones too. */
  serverCpuMs(): number;
  close(): Promise<void>;
};

/** A fresh embedded PostgreSQL (durable: fsync on, as in production) that the benchmark throws away. */
export async function startBenchDatabase(name = 'bench'): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-bench-'));
  const server = await startEmbeddedPostgres(dataDir);
  await server.ensureDatabase(name);
  const url = server.urlFor(name);
  const pool = new pg.Pool({ connectionString: url, max: 40 });
  pool.on('error', () => {}); // idle clients dropped at shutdown
  const postmaster = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!;
  return {
    url,
    pool,
    serverCpuMs: () => processTreeCpuMs(postmaster),
    async close() {
      await pool.end();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const clockTicksPerSecond = 100; // USER_HZ on Linux

const statFields = (pid: number | string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** CPU milliseconds used so far by one process, all its threads included. */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

// /proc/PID/stat after the command name: state, ppid, …; utime and stime are fields 14 and 15, and
// 16 and 17 hold the time of children already ended (the postmaster reaps every backend).
function processTreeCpuMs(root: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = statFields(pid);
      if (fields[1] === root) ticks += Number(fields[11]) + Number(fields[12]);
      if (pid === root) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return (ticks * 1000) / clockTicksPerSecond;
}

export const log = (message: string) => process.stderr.write(`${message}\n`);
