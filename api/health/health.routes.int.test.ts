import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

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
