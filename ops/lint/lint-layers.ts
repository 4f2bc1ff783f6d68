// `npm run lint` step: the import rules of DESIGN §2 on every tracked or new source file.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findLayerViolations } from './check-layers.ts';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../..'));
const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
// A tracked file deleted from the work tree (not yet staged) is no longer a source.
const sources = listed
  .split('\n')
  .filter((file) => /^(events|projections|api|client|ops)\/.*\.tsx?$/.test(file) && existsSync(path.join(root, file)));

const violations = await findLayerViolations(root, sources);
for (const { file, target, rule } of violations) console.error(`${file} → ${target}: ${rule.why} (${rule.name})`);
if (violations.length > 0) process.exit(1);
console.log(`layers: ${sources.length} files, no forbidden import`);
