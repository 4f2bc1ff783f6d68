import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { findLayerViolations } from './check-layers.ts';

const run = promisify(execFile);
let root: string;

async function tree(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(path.join(os.tmpdir(), 'layers-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.join(root, path.dirname(file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

const violated = async (files: Record<string, string>, checked: string) =>
  (await findLayerViolations(await tree(files), [checked])).map((v) => v.rule.name);

afterEach(async () => rm(root, { recursive: true, force: true }));

describe('layer rules', () => {
  const api = { 'api/app.ts': 'export const app = 1;\n' };

  it.each([
    ['events/votes/planted.ts', '../../api/app.ts', 'events-are-pure-domain'],
    ['projections/gallery/planted.ts', '../../api/app.ts', 'projections-read-events-only'],
    ['client/src/features/gallery/planted.ts', '../../../../api/app.ts', 'client-only-shared-schemas'],
  ])('refuses %s importing api/', async (file, specifier, rule) => {
    expect(await violated({ ...api, [file]: `import { app } from '${specifier}';\n` }, file)).toEqual([rule]);
  });

  it('lets the client import the shared schemas, but no decider, store or Node module (outside its tests)', async () => {
    const files = {
      'events/schemas/accounts.ts': 'export const s = 1;\n',
      'events/votes/vote.decider.ts': 'export const d = 1;\n',
      'client/src/lib/a.ts': "import { s } from '../../../events/schemas/accounts.ts';\n",
      'client/src/lib/b.ts': "import { d } from '../../../events/votes/vote.decider.ts';\n",
      'client/src/lib/c.ts': "import fs from 'node:fs';\n",
      'client/src/lib/c.int.test.ts': "import { Server } from 'socket.io';\n",
    };
    expect(await violated(files, 'client/src/lib/a.ts')).toEqual([]);
    expect(await violated(files, 'client/src/lib/b.ts')).toEqual(['client-only-shared-schemas']);
    expect(await violated(files, 'client/src/lib/c.ts')).toEqual(['client-runs-in-the-browser']);
    expect(await violated(files, 'client/src/lib/c.int.test.ts')).toEqual([]);
  });

  it('keeps features apart, including through dynamic imports', async () => {
    const files = {
      'client/src/features/gallery/api/list.ts': 'export const list = 1;\n',
      'client/src/features/votes/components/Vote.tsx':
        "const list = () => import('../../gallery/api/list.ts');\nexport const Vote = () => <b>{String(list)}</b>;\n",
      'client/src/features/gallery/components/Grid.tsx':
        "import { list } from '../api/list.ts';\nexport const x = list;\n",
    };
    expect(await violated(files, 'client/src/features/votes/components/Vote.tsx')).toEqual([
      'features-are-independent',
    ]);
    expect(await violated(files, 'client/src/features/gallery/components/Grid.tsx')).toEqual([]);
  });

  it('lets tests use the shared test fixtures of ops/testing, and nothing else of ops/', async () => {
    const files = {
      'ops/testing/test-database.ts': 'export const db = 1;\n',
      'ops/seed/seed.ts': 'export const seed = 1;\n',
      'events/votes/vote.int.test.ts': "import { db } from '../../ops/testing/test-database.ts';\n",
      'events/votes/vote.decider.ts': "import { db } from '../../ops/testing/test-database.ts';\n",
      'projections/gallery/gallery.int.test.ts': "import { seed } from '../../ops/seed/seed.ts';\n",
    };
    expect(await violated(files, 'events/votes/vote.int.test.ts')).toEqual([]);
    expect(await violated(files, 'events/votes/vote.decider.ts')).toEqual(['events-are-pure-domain']);
    expect(await violated(files, 'projections/gallery/gallery.int.test.ts')).toEqual(['projections-read-events-only']);
  });

  it('makes the lint command fail on a planted file that git has not seen yet', async () => {
    await tree({ ...api, 'events/planted.ts': "import { app } from '../api/app.ts';\n" });
    await run('git', ['init', '-q'], { cwd: root });
    const lint = run(process.execPath, [path.join(import.meta.dirname, 'lint-layers.ts'), '--root', root]);
    await expect(lint).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('events/planted.ts → api/app.ts'),
    });
  });
});
