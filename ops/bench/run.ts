import { readdirSync } from 'node:fs';

// `npm run bench -- NAME` runs ops/bench/NAME.bench.ts and prints its result as one JSON line.
const available = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace('.bench.ts', ''));
const name = process.argv[2];

if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- NAME   (NAME: ${available.join(', ')})`);
  process.exit(2);
}
const bench = (await import(`./${name}.bench.ts`)) as { run(): Promise<Record<string, unknown>> };
console.log(JSON.stringify(await bench.run()));
process.exit(0);
