import { readModels } from '../../projections/read-models.ts';
import { rebuildShadow, swapIn } from '../../projections/runner/shadow-rebuild.ts';
import { commandLine } from './command-line.ts';
import { runOps } from './connect.ts';

const usage = 'usage: npm run replay -- --projection NAME | --all';
const values = commandLine('replay', usage, {
  projection: { type: 'string', multiple: true },
  all: { type: 'boolean' },
});

runOps(async ({ store, db, keys }) => {
  const names = values.all ? readModels.map((projection) => projection.name) : (values.projection ?? []);
  const unknown = names.filter((name) => !readModels.some((projection) => projection.name === name));
  if (names.length === 0 || unknown.length > 0) {
    console.error(
      unknown.length > 0
        ? `unknown projection: ${unknown.join(', ')} (known: ${readModels.map((p) => p.name).join(', ')})`
        : usage,
    );
    return 2;
  }
  for (const projection of readModels.filter((candidate) => names.includes(candidate.name))) {
    const startedAt = Date.now();
    let lastReport = 0;
    const shadow = await rebuildShadow(projection, {
      store,
      db,
      keys,
      onProgress({ events, elapsedMs }) {
        if (elapsedMs - lastReport < 1000) return;
        lastReport = elapsedMs;
        console.log(
          `${projection.name}: ${events} events, ${Math.round((events * 1000) / Math.max(elapsedMs, 1))} events/s`,
        );
      },
    });
    await swapIn(projection, shadow, { store, db, keys });
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(
      JSON.stringify({
        projection: projection.name,
        events: shadow.events,
        seconds,
        eventsPerSecond: Math.round(shadow.events / Math.max(seconds, 0.001)),
      }),
    );
  }
  return 0;
});
