import { formatLogPosition } from '../../events/store/log-position.ts';
import { readModels } from '../../projections/read-models.ts';
import { verifyProjection } from '../../projections/runner/shadow-rebuild.ts';
import { commandLine } from './command-line.ts';
import { runOps } from './connect.ts';
import { designHistory } from './design-history.ts';

const usage = 'usage: npm run audit -- --stream ID [--json] | --verify';
const values = commandLine('audit', usage, {
  stream: { type: 'string' },
  json: { type: 'boolean' },
  verify: { type: 'boolean' },
});

runOps(async ({ store, db, keys }) => {
  if (values.verify) {
    let differences = 0;
    for (const projection of readModels) {
      const diffs = await verifyProjection(projection, { store, db, keys });
      console.log(`${projection.name}: ${diffs.length === 0 ? 'matches its rebuild' : 'DIFFERS from its rebuild'}`);
      for (const diff of diffs) {
        differences++;
        console.log(`  table ${diff.table}`);
        for (const row of diff.onlyLive) console.log(`    - live only:    ${JSON.stringify(row)}`);
        for (const row of diff.onlyRebuilt) console.log(`    + rebuilt only: ${JSON.stringify(row)}`);
      }
    }
    return differences === 0 ? 0 : 1;
  }
  if (!values.stream) {
    console.error(usage);
    return 2;
  }
  const { events } = await store.readStream(values.stream);
  if (values.json) {
    for (const event of events)
      console.log(JSON.stringify({ ...event, logPosition: formatLogPosition(event.logPosition) }));
    return 0;
  }
  if (events.length === 0) console.log(`stream ${values.stream} has no events`);
  if (values.stream.startsWith('design-') && events.length > 0) {
    for (const line of await designHistory(store, values.stream)) console.log(line);
    return 0;
  }
  for (const event of events) {
    const actor = event.metadata.actor ? `${event.metadata.actor.role}:${event.metadata.actor.id}` : '-';
    console.log(
      [
        `#${event.globalPosition}`,
        `v${event.streamVersion}`,
        event.recordedAt.toISOString(),
        event.type,
        `actor=${actor}`,
        `command=${event.metadata.commandId ?? '-'}`,
      ].join('  '),
    );
    console.log(`    ${JSON.stringify(event.data)}`);
  }
  return 0;
});
