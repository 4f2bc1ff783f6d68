import { sql } from 'kysely';
import { loginUserCsv } from '../../api/admin/export/login-user-export.ts';
import { accountsProjection } from '../../projections/accounts/accounts.projection.ts';
import { createReadModelDb } from '../../projections/db/read-model-db.ts';
import { startBenchDatabase } from './bench-database.ts';

const rows = Number(process.env.EXPORT_ROWS ?? 100_000);

/**
 * The user export of 100,000 accounts (EXPORT_ROWS to change): seconds from request to last byte,
 * bytes written, and how much the process's memory grew while streaming. Growth includes garbage
 * not yet collected; that the rows are never all held shows by running it under a small heap
 * (`node --max-old-space-size=40 ops/bench/run.ts admin-export` with EXPORT_ROWS=300000 completes).
 */
export async function run() {
  const database = await startBenchDatabase('admin_export');
  const db = createReadModelDb(database.pool);
  try {
    await accountsProjection.createTables(db);
    const from = Date.UTC(2026, 5, 1);
    await sql`INSERT INTO accounts (account_id, role, first_name, last_name, email, mobile_number, distributor,
        dealer_state, created_at, is_verified, onboarded, onboarding_tour, last_login_at)
      SELECT 'u' || n, 'user', 'Nombre' || n, 'Apellido ñ', 'persona' || n || '@ejemplo.mx', '5512345678',
        'jalisco--zapopan', 'Jalisco', ${from}::bigint + n * 1000, true, true, false, ${from}::bigint + n * 2000
      FROM generate_series(1, ${rows}) AS n`.execute(db);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const heapBaseline = process.memoryUsage().heapUsed;
    let heapPeak = heapBaseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    const reader = loginUserCsv(db, {
      infoType: 'userDetails',
      startDate: from,
      endDate: from + rows * 1000,
    }).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return {
      rows: lines - 1,
      seconds: Number(seconds.toFixed(2)),
      megabytes: Number((bytes / 1e6).toFixed(1)),
      rssGrowthMb: Number(((peak - baseline) / 1e6).toFixed(1)),
      heapGrowthMb: Number(((heapPeak - heapBaseline) / 1e6).toFixed(1)),
    };
  } finally {
    await db.destroy().catch(() => undefined);
    await database.close().catch(() => undefined);
  }
}
