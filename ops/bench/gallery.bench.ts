import { loadavg } from 'node:os';
import { foldForSearch } from '../../projections/db/search-text.ts';
import { startProductProcess } from '../testing/product-process.ts';
import { round } from './append-load.ts';
import { log, processCpuMs, startBenchDatabase } from './bench-database.ts';
import { type SteadyLoadResult, steadyLoad } from './steady-load.ts';

const designs = 100_000;
const creators = 20_000;
const rate = 500;
const seconds = 15;

const adjectives = ['dorado', 'azul', 'nocturno', 'ardiente', 'tropical', 'eléctrico', 'místico', 'sereno', 'urbano'];
const nouns = ['Águila', 'Océano', 'Jaguar', 'Corazón', 'Volcán', 'Colibrí', 'Nopal', 'Relámpago', 'Mariposa'];
const places = ['Oaxaca', 'Jalisco', 'Yucatán', 'Michoacán', 'Sonora', 'Puebla', 'Chiapas', 'Querétaro'];
const firstNames = ['Ana', 'José', 'María', 'Luis', 'Sofía', 'Jesús', 'Valeria', 'Andrés', 'Ximena', 'Iñaki'];
const lastNames = ['López', 'Hernández', 'García', 'Martínez', 'Núñez', 'Pérez', 'Ramírez', 'Domínguez'];
const searches = ['aguila', 'oceano dorado', 'jaguar', 'colibri', 'yucatan', 'nunez', 'mariposa azul', 'volcan'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/**
 * 100,000 verified designs in the gallery read model, then the gallery's four requests at a steady
 * 500 requests/s each (evenly spaced, see steady-load.ts) against `npm start`'s own process: latest
 * entries, the top 10, a grid page and a search. Rows are written straight into the read model
 * (this measures the queries and the HTTP path, not the projector's writes).
 */
export async function run() {
  const database = await startBenchDatabase('gallery');
  const product = await startProductProcess({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
  try {
    log(`filling the gallery with ${designs} designs…`);
    await fill(database.pool);
    const scenarios = {
      latest: () => '/api/v1/gallery/glb-model-listing?limit=12&page=1&sortBy=createdAt&sortOrder=desc',
      top10: () => '/api/v1/gallery/glb-model-listing?limit=10&page=1&sortBy=totalVotes&sortOrder=desc',
      gridPage: (i: number) =>
        `/api/v1/gallery/glb-model-listing?limit=9&page=${1 + (i % 200)}&sortBy=createdAt&sortOrder=desc`,
      search: (i: number) =>
        `/api/v1/gallery/glb-model-listing?limit=9&page=1&sortBy=createdAt&sortOrder=desc&search=${encodeURIComponent(pick(searches, i))}`,
    };
    const results: Record<
      string,
      Omit<SteadyLoadResult, 'total'> & { nodeCpuMsPerRequest: number; dbCpuMsPerRequest: number }
    > = {};
    for (const [name, path] of Object.entries(scenarios)) {
      const [nodeBefore, dbBefore] = [processCpuMs(product.child.pid!), database.serverCpuMs()];
      const { total, ...figures } = await steadyLoad({ url: product.url, rate, seconds, connections: 50, path });
      results[name] = {
        ...figures,
        // CPU per request is what a quiet machine would also spend; latency here depends on the neighbours.
        nodeCpuMsPerRequest: round((processCpuMs(product.child.pid!) - nodeBefore) / total),
        dbCpuMsPerRequest: round((database.serverCpuMs() - dbBefore) / total),
      };
      log(`${name}: ${JSON.stringify(results[name])}`);
    }
    return { benchmark: 'gallery', designs, targetRate: rate, seconds, results, loadAverage: loadavg()[0] };
  } finally {
    await product.stop();
    await database.close();
  }
}

async function fill(pool: import('pg').Pool) {
  const start = Date.UTC(2026, 5, 20);
  const creatorRows = Array.from({ length: creators }, (_, i) => ({
    id: `creator-${i}`,
    first: pick(firstNames, i),
    last: pick(lastNames, Math.floor(i / firstNames.length)),
  }));
  await pool.query(
    `INSERT INTO gallery_creators (user_id, first_name, last_name)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
    [creatorRows.map((c) => c.id), creatorRows.map((c) => c.first), creatorRows.map((c) => c.last)],
  );
  const batch = 10_000;
  for (let from = 0; from < designs; from += batch) {
    const rows = Array.from({ length: batch }, (_, k) => {
      const i = from + k;
      const creator = creatorRows[i % creators]!;
      const name = `${pick(nouns, i)} ${pick(adjectives, Math.floor(i / 9))} ${i}`;
      const description = `Inspirado en ${pick(places, Math.floor(i / 81))}: colores de la fiesta sobre el cofre y las puertas.`;
      return {
        id: `design-${i}`,
        user: creator.id,
        name,
        description,
        created: start + i * 20_000,
        // A long tail: a few designs gather most likes.
        votes: Math.floor(5000 / (1 + (i % 997))),
        search: foldForSearch(`${name} ${description} ${creator.first} ${creator.last}`),
      };
    });
    await pool.query(
      `INSERT INTO gallery_designs (design_id, user_id, name, description, thumbnail, images, glb_state,
         created_at, submitted_at, visible, total_votes, total_shares, search_text)
       SELECT id, u, n, d, '/thumb.jpg', '["/thumb.jpg"]', '[]', c, c + 1, true, v, 0, s
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::text[])
         AS t(id, u, n, d, c, v, s)`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.user),
        rows.map((r) => r.name),
        rows.map((r) => r.description),
        rows.map((r) => r.created),
        rows.map((r) => r.votes),
        rows.map((r) => r.search),
      ],
    );
  }
  await pool.query('UPDATE gallery_summary SET visible_count = $1, catalogue_version = catalogue_version + 1', [
    designs,
  ]);
  await pool.query('VACUUM ANALYZE gallery_designs');
  await pool.query('ANALYZE gallery_creators');
}
