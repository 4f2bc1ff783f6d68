import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStorage } from './signed-blob-store.ts';

/** Image bytes as files under DATA_DIR/uploads. */
export function localBlobStorage(root: string): BlobStorage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes);
    },
    async get(key) {
      return readFile(fileOf(key)).catch(() => undefined);
    },
  };
}
