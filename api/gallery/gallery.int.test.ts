import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestStreamId } from '../../events/contest/contest.events.ts';
import { signedUpUser } from '../../ops/testing/accounts-fixture.ts';
import { apiClient } from '../../ops/testing/api-client.ts';
import { publishDesign, votingUser } from '../../ops/testing/gallery-fixture.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

const day = 86_400_000;
const start = Date.UTC(2026, 5, 20);

describe('the gallery over HTTP', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;
  const ids: string[] = [];

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' });
    api = apiClient(platform.url);
    const creator = await signedUpUser(platform.url, mailbox);
    const designs = [
      ['Águila dorada', 'Plumas doradas sobre el cofre'],
      ['Olas del Pacífico', 'Azul profundo en las puertas'],
      ['Corazón de México', 'Colores de la fiesta'],
      ...Array.from({ length: 9 }, (_, i) => [`Trazo ${i + 1}`, 'Líneas finas']),
    ];
    for (const [index, [name, description]] of designs.entries()) {
      const designId = randomUUID();
      ids.push(designId);
      await publishDesign(platform.services, {
        designId,
        userId: creator.id,
        name: name!,
        description: description!,
        createdAt: start + index * day,
      });
    }
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  const listing = (query: string) => api.get(`/gallery/glb-model-listing?${query}`);
  const namesOf = (body: { data: { name: string }[] }) => body.data.map((design) => design.name);

  it('lists the latest designs first, a page at a time, with the totals SPEC names', async () => {
    const first = await listing('limit=9&page=1&sortBy=createdAt&sortOrder=desc');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalcount: 12, totalPages: 2 });
    expect(first.body.data).toHaveLength(9);
    expect(first.body.data[0]).toMatchObject({
      name: 'Trazo 9',
      userId: { firstName: 'Ana', lastName: 'López', name: 'Ana López' },
      totalVotes: 0,
      totalShares: 0,
      isSubmitted: true,
    });
    const second = await listing('limit=9&page=2&sortBy=createdAt&sortOrder=desc');
    expect(namesOf(second.body)).toEqual(['Corazón de México', 'Olas del Pacífico', 'Águila dorada']);
    const oldest = await listing('limit=1&sortBy=createdAt&sortOrder=asc');
    expect(namesOf(oldest.body)).toEqual(['Águila dorada']);
  });

  it('searches with or without accents from three characters on', async () => {
    expect(namesOf((await listing('search=aguila')).body)).toEqual(['Águila dorada']);
    expect(namesOf((await listing('search=%C3%81GUILA')).body)).toEqual(['Águila dorada']);
    expect(namesOf((await listing('search=corazon')).body)).toEqual(['Corazón de México']);
    expect(namesOf((await listing(`search=${encodeURIComponent('lópez')}&limit=20`)).body)).toHaveLength(12);
    expect((await listing('search=zz')).body.totalcount).toBe(12);
    expect((await listing('search=zzz')).body).toEqual({ data: [], totalPages: 0, totalcount: 0 });
  });

  it('falls back to the defaults for malformed parameters instead of failing the page', async () => {
    const response = await listing('limit=abc&page=-3&sortBy=colour&sortOrder=sideways');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalcount: 12, totalPages: 2 });
    expect(response.body.data[0].name).toBe('Trazo 9');
  });

  it('shows one design with its textures, and answers 404 in Spanish for one not in the gallery', async () => {
    const found = await api.get(`/gallery/glb-model-user-details?glbModelId=${ids[0]}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: ids[0], name: 'Águila dorada', glbState: [{ objectName: 'hood' }] });
    const missing = await api.get(`/gallery/glb-model-user-details?glbModelId=${randomUUID()}`);
    expect(missing).toEqual({ status: 404, body: { message: 'Diseño no encontrado' } });
    const noId = await api.get('/gallery/glb-model-user-details');
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('La solicitud no es válida');
  });

  it('hides the like counts from the public while the contest does not reveal them', async () => {
    const schedule = {
      startDate: start,
      contentCreationEndDate: start + 40 * day,
      votingEndDate: start + 45 * day,
      expertReviewEnd: start + 49 * day,
      contactWinner: null,
      winnerAnnouncement: start + 53 * day,
      videoUrl: null,
      revealVotes: false,
      countDown: false,
    };
    const { lastPosition } = await platform.services.store.append(
      contestStreamId('main'),
      [{ type: 'ContestScheduled', data: { eventId: 'main', ...schedule, at: start } }],
      { expectedVersion: 0 },
    );
    await platform.services.progress.waitFor('contest', lastPosition!);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the gallery reads the flag at most once a second
    const hidden = await listing('sortBy=totalVotes');
    expect(hidden.body.data.every((design: { totalVotes: unknown }) => design.totalVotes === null)).toBe(true);
    const detail = await api.get(`/gallery/glb-model-user-details?glbModelId=${ids[0]}`);
    expect(detail.body.data.totalVotes).toBeNull();
  });

  it('serves the detail page with Open Graph and Twitter tags for crawlers', async () => {
    const page = await fetch(`${platform.url}/detalles-de-la-galeria/${ids[0]}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const image = `${platform.services.config.PUBLIC_URL}/favicon.svg`;
    expect(html).toContain('<meta property="og:title" content="Águila dorada · Tú Determinas Tu Diseño" />');
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta property="og:description" content="Diseño de Ana López: Plumas doradas/);
    expect((await fetch(`${platform.url}/detalles-de-la-galeria/${randomUUID()}`)).status).toBe(404);
  });

  describe('shares', () => {
    it('counts a voting user’s shares per platform and answers the new total', async () => {
      const voter = await votingUser(platform.url, mailbox);
      const share = (name: string) =>
        api.post('/ai/user-glbs/share', { postId: ids[1], socialPlatform: { name } }, voter.token);
      expect((await share('facebook')).body).toEqual({ message: 'Gracias por compartir', data: { totalShares: 1 } });
      expect((await share('x')).status).toBe(201);
      expect((await share('facebook')).body.data.totalShares).toBe(3);
      const detail = await api.get(`/gallery/glb-model-user-details?glbModelId=${ids[1]}`);
      expect(detail.body.data).toMatchObject({ totalShares: 3, shares: { facebook: 2, x: 1 } });
    });

    it('asks for a session, a known platform and a design in the gallery', async () => {
      const voter = await votingUser(platform.url, mailbox);
      const body = { postId: ids[1], socialPlatform: { name: 'facebook' } };
      expect((await api.post('/ai/user-glbs/share', body)).status).toBe(401);
      const unknown = await api.post(
        '/ai/user-glbs/share',
        { ...body, socialPlatform: { name: 'myspace' } },
        voter.token,
      );
      expect(unknown.status).toBe(400);
      const elsewhere = await api.post('/ai/user-glbs/share', { ...body, postId: randomUUID() }, voter.token);
      expect(elsewhere).toEqual({ status: 404, body: { message: 'Diseño no encontrado' } });
    });
  });

  describe('platform adapters without credentials', () => {
    it('answer that Instagram and TikTok are not configured, in Spanish', async () => {
      const voter = await votingUser(platform.url, mailbox);
      const instagram = await api.post(
        '/ai/instagram-auth-url',
        { redirectUri: `${platform.url}/galeria` },
        voter.token,
      );
      expect(instagram.status).toBe(409);
      expect(instagram.body.message).toMatch(/Instagram no está configurada/);
      for (const call of [
        api.get('/user/tiktok-auth-url', voter.token),
        api.post('/user/tiktok-upload', { code: 'abc' }, voter.token),
        api.post(
          '/user/tiktok-auth',
          { link_to_share: 'x', title: 't', description: 'd', postId: ids[0] },
          voter.token,
        ),
      ]) {
        const answer = await call;
        expect(answer.status).toBe(409);
        expect(answer.body.message).toMatch(/TikTok no está configurada/);
      }
    });
  });
});

describe('the gallery with platform credentials', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({
      SMTP_URL: mailbox.url,
      META_APP_ID: 'meta-app',
      TIKTOK_CLIENT_KEY: 'tiktok-key',
      TIKTOK_CLIENT_SECRET: 'tiktok-secret',
    });
  });
  afterAll(async () => {
    await platform?.close();
    await mailbox?.close();
  });

  it('builds the Instagram and TikTok authorization addresses back to this site', async () => {
    const api = apiClient(platform.url);
    const voter = await votingUser(platform.url, mailbox);
    const instagram = await api.post('/ai/instagram-auth-url', { redirectUri: `${platform.url}/galeria` }, voter.token);
    const url = new URL(instagram.body.data.url);
    expect([url.host, url.searchParams.get('client_id'), url.searchParams.get('redirect_uri')]).toEqual([
      'api.instagram.com',
      'meta-app',
      `${platform.url}/galeria`,
    ]);
    const tiktok = new URL((await api.get('/user/tiktok-auth-url', voter.token)).body.data.url);
    expect(tiktok.searchParams.get('client_key')).toBe('tiktok-key');
    expect(tiktok.searchParams.get('redirect_uri')).toBe(`${platform.services.config.PUBLIC_URL}/handleTikTokShare`);
  });
});
