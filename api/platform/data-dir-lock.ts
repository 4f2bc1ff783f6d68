import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from './embedded-postgres.ts';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${path.resolve(dataDir)} is already used by another running instance (pid ${pid}). ` +
        'Stop it first, or start this one with another DATA_DIR or an external DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** One app process per embedded database: a second one would fight the first over its files. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'app.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (isAlive(owner) && owner !== process.pid) throw new DataDirInUseError(dataDir, owner);
      rmSync(lockFile, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
