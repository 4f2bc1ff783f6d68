import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const modelsDir = path.join(root, 'client/public/models');
/** Served as static files by the client build (`/models/…`); not committed, built on demand. */
export const carModelPath = path.join(modelsDir, 'sedan.glb');
export const studioEnvironmentPath = path.join(modelsDir, 'studio-environment.rgbe');

function isStale(file: string): boolean {
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return readdirSync(import.meta.dirname).some(
    (name) => statSync(path.join(import.meta.dirname, name)).mtimeMs > built,
  );
}

/** three.js is loaded only when something is built, so a warm start stays light. */
export async function buildCarModel(): Promise<Uint8Array> {
  const [{ buildSedan }, { exportGlb }] = await Promise.all([import('./build-sedan.ts'), import('./export-glb.ts')]);
  return exportGlb(buildSedan());
}

/** Writes the sedan GLB and the prefiltered studio light when missing or older than their generators. */
export async function ensureCarAssets(log: (message: string) => void = () => {}): Promise<void> {
  mkdirSync(modelsDir, { recursive: true });
  if (isStale(carModelPath)) {
    log('building the 3D car model…');
    writeFileSync(carModelPath, await buildCarModel());
  }
  if (isStale(studioEnvironmentPath)) {
    log('prefiltering the studio lighting…');
    const { buildStudioEnvironment } = await import('./studio-environment.ts');
    writeFileSync(studioEnvironmentPath, buildStudioEnvironment());
  }
}
