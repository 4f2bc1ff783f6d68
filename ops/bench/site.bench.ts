import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProductProcess } from '../testing/product-process.ts';
import { log } from './bench-database.ts';

const runs = 5;
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update'];

type LandingLoad = { scriptGzipBytes: number; scripts: number; loadsThree: boolean; lcpMs: number };

// The landing as a first-time visitor on a phone-sized screen gets it: every script it loads
// (its size as gzip would send it), whether three.js is among them, and the Largest Contentful Paint.
async function loadLanding(url: string): Promise<LandingLoad> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    // Bodies are read as they arrive and all awaited before the browser closes (a late chunk's read
    // would otherwise fail on a closed page).
    const bodies: Promise<Buffer | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    const scripts = (await Promise.all(bodies)).filter((body) => body !== null);
    return {
      scriptGzipBytes: scripts.reduce((total, body) => total + gzipSync(body).length, 0),
      scripts: scripts.length,
      loadsThree: scripts.some((body) => body.includes('WebGLRenderer')),
      lcpMs: Math.round(lcpMs),
    };
  } finally {
    await browser.close();
  }
}

export async function run() {
  const product = await startProductProcess({ SEED_DEMO: 'true' });
  try {
    log(`loading the landing ${runs} times in headless Chromium…`);
    const loads: LandingLoad[] = [];
    for (let attempt = 0; attempt < runs; attempt++) loads.push(await loadLanding(`${product.url}/`));
    const lcps = loads.map((load) => load.lcpMs).sort((a, b) => a - b);
    return {
      benchmark: 'site',
      landingScriptKbGzip: Math.round(loads[0]!.scriptGzipBytes / 102.4) / 10,
      landingScripts: loads[0]!.scripts,
      landingLoadsThree: loads.some((load) => load.loadsThree),
      landingLcpMs: { median: lcps[Math.floor(runs / 2)], worst: lcps.at(-1) },
    };
  } finally {
    await product.stop('SIGINT');
  }
}
