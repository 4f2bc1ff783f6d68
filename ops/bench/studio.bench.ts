import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { carModelPath } from '../car/car-model-file.ts';
import { buildClientIfStale } from '../client-build.ts';
import { signedUpUser } from '../testing/accounts-fixture.ts';
import { startProductProcess } from '../testing/product-process.ts';
import { startSmtpSink } from '../testing/smtp-sink.ts';
import { log } from './bench-database.ts';

const root = path.resolve(import.meta.dirname, '../..');
const assets = path.join(root, 'client/dist/assets');
const runs = 3;
/** Present in three.js's core and in nothing else the client ships. */
const threeSignature = 'WebGLRenderer';

const chunkNamed = (prefix: string) =>
  readdirSync(assets).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'))!;
const source = (file: string) => readFileSync(path.join(assets, file), 'utf8');
const gzipKb = (files: Iterable<string>) =>
  Math.round(
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length, 0) / 102.4,
  ) / 10;

/** A chunk and every chunk it imports statically (what loads before it runs). */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of source(file).matchAll(/import\s*(?:[^"';()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    withStaticImports(match[1]!, seen);
  }
  return seen;
}

function bundles() {
  const html = readFileSync(path.join(root, 'client/dist/index.html'), 'utf8');
  const entry = html.match(/src="\/assets\/([^"]+\.js)"/)![1]!;
  const landing = withStaticImports(chunkNamed('HomePage'), withStaticImports(entry));
  const configurator = [...withStaticImports(chunkNamed('ConfiguratorPage'))].filter((file) => !landing.has(file));
  const viewer = [...withStaticImports(chunkNamed('DesignScene'))].filter((file) => !landing.has(file));
  return {
    // A build made with NODE_ENV other than production carries React's development JSX runtime.
    productionBuild: !html.includes('jsx-dev-runtime'),
    landingGzipKB: gzipKb(landing),
    threeInLandingBundle: [...landing].some((file) => source(file).includes(threeSignature)),
    configuratorRouteGzipKB: gzipKb(configurator),
    viewerChunkGzipKB: gzipKb(viewer),
    threeInViewerChunk: viewer.some((file) => source(file).includes(threeSignature)),
  };
}

/**
 * Size and drawn triangles of the car: the GLB's JSON chunk names each primitive's index count, and
 * a mesh placed by several nodes (the four wheels) is drawn once per node.
 */
function carModel() {
  const glb = readFileSync(carModelPath);
  const jsonLength = glb.readUInt32LE(12);
  const gltf = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8')) as {
    nodes: { mesh?: number }[];
    meshes: { primitives: { indices?: number; attributes: { POSITION: number } }[] }[];
    accessors: { count: number }[];
  };
  const triangles = gltf.nodes
    .flatMap((node) => (node.mesh === undefined ? [] : gltf.meshes[node.mesh]!.primitives))
    .reduce((sum, primitive) => sum + gltf.accessors[primitive.indices ?? primitive.attributes.POSITION]!.count / 3, 0);
  return { glbKB: Math.round(statSync(carModelPath).size / 1024), triangles: Math.round(triangles) };
}

/**
 * The configurator's JS (gzip) and whether three.js stays out of the landing bundle; then the time
 * from navigation to the first frame of the car on /configurador in headless Chromium (software
 * WebGL), each run in a fresh browser context, so with an empty HTTP cache.
 */
export async function run() {
  const nodeEnv = process.env.NODE_ENV;
  await buildClientIfStale(log);
  // vite sets NODE_ENV=production in this process; the product below must not inherit it.
  process.env.NODE_ENV = nodeEnv;
  const mailbox = await startSmtpSink();
  const product = await startProductProcess({ SMTP_URL: mailbox.url });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  });
  try {
    const { token } = await signedUpUser(product.url, mailbox);
    const profile = await fetch(`${product.url}/api/v1/user/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const user = ((await profile.json()) as { data: { data: unknown } }).data.data;
    const firstFrameMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('accessToken', token);
          localStorage.setItem('user', user);
        },
        [token, JSON.stringify(user)],
      );
      const page = await context.newPage();
      await page.goto(`${product.url}/configurador`);
      await page.locator('.design-viewer[data-ready="true"]').waitFor({ timeout: 120_000 });
      const mark = await page.evaluate(() => performance.getEntriesByName('design-viewer:first-frame')[0]?.startTime);
      firstFrameMs.push(Math.round(mark!));
      // When the pieces on the way to the first frame had arrived, for a reader looking for the slow one.
      const arrivals = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /DesignScene|ConfiguratorPage|sedan\.glb|studio-environment/.test(entry.name))
          .map(
            (entry) =>
              `${entry.name.split('/').pop()!.split('-')[0]} ${Math.round((entry as PerformanceResourceTiming).responseEnd)}`,
          ),
      );
      log(`run ${i + 1}: first car frame ${Math.round(mark!)} ms after navigation (arrived: ${arrivals.join(', ')})`);
      await context.close();
    }
    const sorted = [...firstFrameMs].sort((a, b) => a - b);
    return {
      benchmark: 'studio',
      ...bundles(),
      car: carModel(),
      firstCarFrameMs: firstFrameMs,
      firstCarFrameMedianMs: sorted[Math.floor(sorted.length / 2)],
      targetFirstFrameMs: 3000,
    };
  } finally {
    await browser.close();
    await product.stop();
    await mailbox.close();
  }
}
