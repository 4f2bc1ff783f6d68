import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureCarAssets } from './car/car-model-file.ts';
import { precompress } from './precompress.ts';

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
  // vite sets NODE_ENV=production for the bundle in the calling process; our server and the
  // processes it starts (test products) must keep the mode they were given.
  const mode = process.env.NODE_ENV;
  try {
    await build({ configFile: path.join(root, 'client/vite.config.ts'), logLevel: 'warn' });
    await precompress(path.dirname(builtIndex));
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}
