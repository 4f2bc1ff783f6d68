import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureCarAssets } from './car/car-model-file.ts';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'events/schemas'];
const builtIndex = path.join(root, 'client/dist/index.html');

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

export function clientBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestChange(path.join(root, source)) > built);
}

/** Builds the car model and the web client when their sources changed since the last build (vite is loaded only then). */
export async function buildClientIfStale(log: (message: string) => void = () => {}): Promise<void> {
  await ensureCarAssets(log);
  if (!clientBuildIsStale()) return;
  log('building the web client…');
  const { build } = await import('vite');
  // vite's build sets NODE_ENV=production in this process, and so in every process it starts later
  // (the journeys' product would then refuse its demo seed).
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: path.join(root, 'client/vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
