import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../ops/testing/test-database.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';
import { loadConfig } from '../config.ts';
import { freePort } from '../platform/embedded-postgres.ts';
import { createLogger } from '../platform/logger.ts';
import { startPlatform } from '../platform/start-platform.ts';

describe('platform HTTP surface', () => {
  let platform: TestPlatform;
  beforeAll(async () => (platform = await startTestPlatform()));
  afterAll(async () => platform?.close());

  it('reports the event store, the database and every projector with checkpoint and lag', async () => {
    const response = await platform.app.request(`/api/v1/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', eventStore: 'postgres', database: { status: 'up' }, leader: true });
    expect(body.projectors.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['contest', 'event_counts']),
    );
    for (const projector of body.projectors)
      expect(projector).toMatchObject({
        status: 'running',
        lag: expect.any(Number),
        checkpoint: expect.stringMatching(/^\d+\/\d+$/),
      });
  });

  it('answers unknown API paths with JSON 404, not the web app', async () => {
    const response = await platform.app.request(`/api/v1/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Recurso no encontrado' });
  });

  it('serves the built web app for any other path, with its script', async () => {
    const response = await platform.app.request('/una-ruta-cualquiera');
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<title>Tú Determinas Tu Diseño · Concurso de diseño</title>');
    expect(page).toContain('<div id="root"></div>');
    const script = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(page)?.[1];
    expect(script).toBeDefined();
    const bundle = await platform.app.request(script!);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it('exposes Prometheus metrics', async () => {
    await platform.app.request(`/api/v1/health`);
    const text = await (await platform.app.request(`/metrics`)).text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/projector_lag_events\{projection="contest"\} \d+/);
    expect(text).toContain('events_appended_total');
  });

  it('serves the current contest dates publicly', async () => {
    const response = await platform.app.request(`/api/v1/event`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toBeNull();
  });
});

describe('health while the node starts', () => {
  it('answers 503 starting until migrations, the first projector pass and the demo seed are done', async () => {
    const database = await createTestDatabase();
    await database.pool.end();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contest-starting-'));
    const port = await freePort();
    const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port) });
    let finishSeed = () => {};
    const seeding = new Promise<void>((resolve) => (finishSeed = resolve));
    let seedStarted = () => {};
    const seedRuns = new Promise<void>((resolve) => (seedStarted = resolve));
    const starting = startPlatform(config, createLogger('silent'), {
      beforeReady: async () => {
        seedStarted();
        await seeding;
      },
    });
    await seedRuns;
    const early = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(early.status).toBe(503);
    expect(await early.json()).toMatchObject({ status: 'starting' });

    finishSeed();
    const platform = await starting;
    const ready = await fetch(`${platform.url}/api/v1/health`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).status).toBe('ok');
    await platform.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('security headers', () => {
  it('sends a CSP that keeps the page to its own origin and its WebSocket, unframed by others', async () => {
    const platform = await startTestPlatform({ PUBLIC_URL: 'https://concurso.example.mx' });
    const response = await fetch(`${platform.url}/`);
    const policy = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(policy).toMatchObject({
      'connect-src': "'self' wss://concurso.example.mx",
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'self'",
      'object-src': "'none'",
    });
    await platform.close();
  });
});

describe('static assets', () => {
  it('sends a built script compressed when the browser accepts it, to be kept for good', async () => {
    const platform = await startTestPlatform();
    const page = await (await fetch(`${platform.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)![1];
    const brotli = await fetch(`${platform.url}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await fetch(`${platform.url}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await brotli.text()).toBe(await plain.text());
    await platform.close();
  });
});
