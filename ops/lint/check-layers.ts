import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';
import { type LayerRule, layerRules } from './layer-rules.ts';

export type LayerViolation = { readonly file: string; readonly target: string; readonly rule: LayerRule };

const resolver = new ResolverFactory({
  extensions: ['.ts', '.tsx', '.js', '.json'],
  conditionNames: ['import', 'browser', 'node', 'default'],
  builtinModules: true,
});

/** Every import of each file that breaks a layer rule. Files are repository-relative. */
export async function findLayerViolations(root: string, files: readonly string[]): Promise<LayerViolation[]> {
  const violations: LayerViolation[] = [];
  for (const file of files) {
    const rules = layerRules.filter((rule) => rule.from.test(file) && !rule.except?.test(file));
    if (rules.length === 0) continue;
    for (const specifier of importsOf(file, await readFile(path.join(root, file), 'utf8'))) {
      const target = resolveTarget(root, file, specifier);
      for (const rule of rules) if (rule.forbids(target, file)) violations.push({ file, target, rule });
    }
  }
  return violations;
}

function importsOf(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
  const dynamic = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end))
    .filter((text) => /^['"`][^'"`]+['"`]$/.test(text))
    .map((text) => text.slice(1, -1));
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : [])),
    ),
    ...dynamic,
  ];
}

/** A repository path for our own files, `node:x` for built-ins, the package name otherwise. */
function resolveTarget(root: string, file: string, specifier: string): string {
  const resolved = resolver.sync(path.join(root, path.dirname(file)), specifier);
  if (resolved.builtin) return resolved.builtin.resolved;
  if (!resolved.path) return specifier;
  if (resolved.path.includes(`${path.sep}node_modules${path.sep}`)) return packageName(specifier);
  return path.relative(root, resolved.path).split(path.sep).join('/');
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
