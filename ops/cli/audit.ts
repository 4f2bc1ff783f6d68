import { parseLogPosition } from '../../events/store/log-position.ts';
import { readModels } from '../../projections/read-models.ts';
import { bringUpToDate } from '../../projections/runner/bring-up-to-date.ts';
import { verifyProjection } from '../../projections/runner/shadow-rebuild.ts';
import {
  categoryOf,
  listStreams,
  streamCatalogProjection,
} from '../../projections/stream-catalog/stream-catalog.projection.ts';
import { checkLog } from '../audit/check-log.ts';
import { describedLine, describeEvent } from '../audit/describe-event.ts';
import { designHistory } from '../audit/design-history.ts';
import { exportLog } from '../audit/export-log.ts';
import { checkFinalists } from '../audit/finalists.ts';
import { readModelAsOf } from '../audit/read-model-as-of.ts';
import { tallyDesign } from '../audit/tally.ts';
import { commandLine } from './command-line.ts';
import { type OpsConnection, runOps } from './connect.ts';

const usage = `usage: npm run audit -- COMMAND [--json]
  streams [--category NAME] [--since TIME] [--name TEXT] [--page N]
                          streams with their event count, first and last time (50 a page);
                          --name finds a submitted design's stream by its name
  --stream ID             a stream's events: position, time, actor, command and a readable summary
  --tally DESIGN_ID       a design's votes recomputed from the voters' streams (each counted vote:
                          voter pseudonym, time, command), beside the gallery's and the
                          leaderboard's counts; exit 1 on any difference
  --finalists             the top-5 rule (ties at fifth) and the expert points recomputed from the
                          events, beside the stored finalists and winner; exit 1 on any difference
  --as-of TIME --projection NAME
                          a read model as it was at TIME, rebuilt from the events up to then
  --export [--from POSITION] [--to POSITION]
                          the log as NDJSON on stdout, after --from and up to --to (C/P, as printed)
  --verify                checks the log (versions, command ids, event types) and every read model
TIME is an ISO date, e.g. 2024-08-04T23:59:59-06:00. Progress goes to stderr.`;

const values = commandLine(
  'audit',
  usage,
  {
    category: { type: 'string' },
    since: { type: 'string' },
    name: { type: 'string' },
    page: { type: 'string' },
    stream: { type: 'string' },
    tally: { type: 'string' },
    finalists: { type: 'boolean' },
    'as-of': { type: 'string' },
    projection: { type: 'string' },
    export: { type: 'boolean' },
    from: { type: 'string' },
    to: { type: 'string' },
    json: { type: 'boolean' },
    verify: { type: 'boolean' },
  },
  ['streams'],
);

class UsageError extends Error {}

const progress = (what: string) => {
  let lastReport = Date.now();
  return (count: number) => {
    if (Date.now() - lastReport < 1000) return;
    lastReport = Date.now();
    process.stderr.write(`${what}: ${count} events\n`);
  };
};

function timeOption(name: string, text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw new UsageError(`--${name} is not a date: ${text}`);
  return time;
}

function positionOption(name: string, text: string | undefined) {
  if (text === undefined) return undefined;
  const position = parseLogPosition(text);
  if (!position) throw new UsageError(`--${name} is not a log position (C/P): ${text}`);
  return position;
}

function projectionOption(name: string | undefined) {
  const projection = readModels.find((candidate) => candidate.name === name);
  if (!projection) {
    throw new UsageError(`--projection must be one of: ${readModels.map((candidate) => candidate.name).join(', ')}`);
  }
  return projection;
}

async function printStreams({ store, db, keys }: OpsConnection): Promise<number> {
  const page = Number(values.page ?? '1');
  if (!Number.isInteger(page) || page < 1) throw new UsageError(`--page must be a whole number from 1: ${values.page}`);
  await bringUpToDate(streamCatalogProjection, { store, db, keys });
  const pageSize = 50;
  const { streams, total } = await listStreams(db, {
    category: values.category,
    since: timeOption('since', values.since),
    label: values.name,
    page,
    pageSize,
  });
  if (values.json) {
    console.log(JSON.stringify({ page, pages: Math.ceil(total / pageSize), total, streams }));
    return 0;
  }
  for (const stream of streams) {
    const span = `${stream.firstAt.toISOString()} .. ${stream.lastAt.toISOString()}`;
    console.log([stream.streamId, `${stream.events} events`, span, stream.label ?? ''].join('  ').trim());
  }
  console.log(`page ${page} of ${Math.max(1, Math.ceil(total / pageSize))}, ${total} streams`);
  return 0;
}

async function printStream({ store, keys }: OpsConnection, streamId: string): Promise<number> {
  const { events } = await store.readStream(streamId);
  const described = await Promise.all(events.map((event) => describeEvent(event, keys)));
  if (values.json) {
    for (const event of described) console.log(JSON.stringify(event));
    return 0;
  }
  if (events.length === 0) console.log(`stream ${streamId} has no events`);
  // A design's life spans its owner's library too: told first, then the stream's own events.
  if (categoryOf(streamId) === 'design' && events.length > 0) {
    for (const line of await designHistory(store, streamId)) console.log(line);
    console.log('');
  }
  for (const event of described) console.log(describedLine(event));
  return 0;
}

async function printAsOf(ops: OpsConnection, at: Date): Promise<number> {
  const projection = projectionOption(values.projection);
  const tables = await readModelAsOf(projection, at, {
    ...ops,
    onProgress: ({ events }) => progress(`${projection.name} as of ${at.toISOString()}`)(events),
  });
  if (values.json) {
    console.log(JSON.stringify({ projection: projection.name, asOf: at.toISOString(), tables }));
    return 0;
  }
  for (const { table, rows } of tables) {
    console.log(`${table} as of ${at.toISOString()}: ${rows.length} rows`);
    for (const row of rows) console.log(`  ${JSON.stringify(row)}`);
  }
  return 0;
}

async function printTally({ store, db }: OpsConnection, designId: string): Promise<number> {
  const tally = await tallyDesign(store, db, designId, progress('tally'));
  if (values.json) {
    console.log(JSON.stringify(tally));
    return tally.matches ? 0 : 1;
  }
  console.log(`design ${designId} «${tally.name ?? '?'}», ${tally.status ?? 'never submitted'}`);
  for (const vote of tally.votes) {
    console.log(`  voter ${vote.voter}  ${vote.at}  #${vote.globalPosition}  command=${vote.commandId ?? '-'}`);
  }
  console.log(`active likes ${tally.activeLikes}; counted ${tally.counted} (only while VERIFIED)`);
  console.log(`gallery ${tally.gallery}; leaderboard ${tally.leaderboard}: ${tally.matches ? 'MATCH' : 'DIFFER'}`);
  return tally.matches ? 0 : 1;
}

async function printFinalists({ store }: OpsConnection): Promise<number> {
  const contests = await checkFinalists(store, progress('finalists'));
  if (values.json) console.log(JSON.stringify(contests));
  else if (contests.length === 0) console.log('no contest has frozen its finalists yet');
  for (const contest of values.json ? [] : contests) {
    console.log(`contest ${contest.eventId}: finalists frozen ${contest.frozenAt}`);
    const width = Math.max(contest.recomputed.length, contest.stored.length);
    for (let i = 0; i < width; i++) {
      const [again, kept] = [contest.recomputed[i], contest.stored[i]];
      const line = (row: typeof again) => (row ? `${row.name} (${row.votes})` : '-');
      console.log(`  ${i + 1}. recomputed ${line(again)}   stored ${line(kept)}`);
    }
    for (const row of contest.expertPoints) console.log(`  expert points ${row.points}  ${row.name}`);
    console.log(`  winner recomputed ${contest.recomputedWinner ?? '-'}   stored ${contest.storedWinner ?? '-'}`);
    console.log(`  ${contest.matches ? 'MATCH' : 'DIFFER'}`);
  }
  return contests.every((contest) => contest.matches) ? 0 : 1;
}

async function verify(ops: OpsConnection): Promise<number> {
  const log = await checkLog(ops.store, progress('log'));
  const report: Record<string, unknown> = { log: log.problems };
  if (!values.json) {
    console.log(`log: ${log.events} events, ${log.problems.length === 0 ? 'consistent' : 'PROBLEMS'}`);
    for (const problem of log.problems) console.log(`  ${problem}`);
  }
  let differences = log.problems.length;
  for (const projection of readModels) {
    const diffs = await verifyProjection(projection, ops);
    differences += diffs.length;
    report[projection.name] = diffs;
    if (values.json) continue;
    console.log(`${projection.name}: ${diffs.length === 0 ? 'matches its rebuild' : 'DIFFERS from its rebuild'}`);
    for (const diff of diffs) {
      console.log(`  table ${diff.table}`);
      for (const row of diff.onlyLive) console.log(`    - live only:    ${JSON.stringify(row)}`);
      for (const row of diff.onlyRebuilt) console.log(`    + rebuilt only: ${JSON.stringify(row)}`);
    }
  }
  if (values.json) console.log(JSON.stringify(report));
  return differences === 0 ? 0 : 1;
}

async function audit(ops: OpsConnection): Promise<number> {
  if (values.subcommand === 'streams') return printStreams(ops);
  if (values.stream) return printStream(ops, values.stream);
  if (values.tally) return printTally(ops, values.tally);
  if (values.finalists) return printFinalists(ops);
  const asOf = timeOption('as-of', values['as-of']);
  if (asOf) return printAsOf(ops, asOf);
  if (values.export) {
    const range = { from: positionOption('from', values.from), to: positionOption('to', values.to) };
    const { events } = await exportLog(ops.store, process.stdout, range, progress('export'));
    process.stderr.write(`export: ${events} events\n`);
    return 0;
  }
  if (values.verify) return verify(ops);
  throw new UsageError('say what to audit');
}

runOps(async (ops) => {
  try {
    return await audit(ops);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`audit: ${error.message} (see --help)`);
    return 2;
  }
});
