import { imageSize } from 'image-size';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../ops/testing/accounts-fixture.ts';
import { apiClient } from '../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../ops/testing/test-platform.ts';

describe('textures over HTTP and Socket.IO', () => {
  let platform: TestPlatform;
  let mailbox: SmtpSink;
  let api: ReturnType<typeof apiClient>;
  let ana: Awaited<ReturnType<typeof signedUpUser>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    mailbox = await startSmtpSink();
    platform = await startTestPlatform({ SMTP_URL: mailbox.url, AUTH_RATE_LIMIT: '1000' });
    api = apiClient(platform.url);
    ana = await signedUpUser(platform.url, mailbox);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await platform?.close();
    await mailbox?.close();
  });

  function connect(token?: string) {
    const socket = io(platform.url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {} });
    sockets.push(socket);
    return socket;
  }

  it.each([
    [{ style_preset: 'anime' }, 'Se requiere aviso.'],
    [{ prompt: '   ', style_preset: 'anime' }, 'Se requiere aviso.'],
    [{ prompt: 'x'.repeat(1001), style_preset: 'anime' }, 'El mensaje debe tener como máximo 1000 caracteres'],
    [{ prompt: 'olas' }, 'el estilo es requerido'],
    [{ prompt: 'olas', style_preset: 'acuarela-inventada' }, 'el estilo es requerido'],
  ])('answers 400 with the SPEC message for %j', async (body, message) => {
    const response = await api.post('/ai/generate', body, ana.token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('serves the styles with tile-texture first, and the studio backgrounds', async () => {
    const answer = (await api.get('/ai/ai_styles')).body;
    expect(answer.defaultStyle).toBe('tile-texture');
    const styles = answer.data;
    expect(styles[0]).toEqual({ value: 'tile-texture', title: 'Textura en mosaico' });
    expect(styles.map((style: { value: string }) => style.value)).toContain('neon-punk');
    const backgrounds = (await api.get('/ai/hdris')).body.data.map((hdri: { background: string }) => hdri.background);
    expect(backgrounds).toEqual(['#F5F5F5', '#000000', '#C4C4C4']);
  });

  it('needs a user session to generate or list', async () => {
    expect((await api.post('/ai/generate', { prompt: 'olas', style_preset: 'anime' })).status).toBe(401);
    expect((await api.get('/ai/generate')).status).toBe(401);
  });

  it('queues a texture, answers at once, and pushes the finished PNG to the user’s room only', async () => {
    const own = connect(ana.token);
    expect(await own.emitWithAck('subscribe', { room: `user:${ana.id}` })).toEqual({ ok: true });
    expect(await connect().emitWithAck('subscribe', { room: `user:${ana.id}` })).toMatchObject({ ok: false });
    const other = await signedUpUser(platform.url, mailbox);
    expect(await connect(other.token).emitWithAck('subscribe', { room: `user:${ana.id}` })).toMatchObject({
      ok: false,
    });
    const pushed: { type: string; texture?: { _id: string; status: string; generatedImageUrl: string } }[] = [];
    own.on('user', (payload) => pushed.push(payload));

    const asked = await api.post(
      '/ai/generate',
      { prompt: 'Talavera azul y blanca', style_preset: 'tile-texture' },
      ana.token,
    );
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({
      status: 'pending',
      prompt: 'Talavera azul y blanca',
      generatedImageUrl: null,
    });
    const id = asked.body.data._id;
    expect((await api.get('/ai/generate', ana.token)).body.data.data[0]).toMatchObject({ _id: id, status: 'pending' });

    await expect.poll(() => pushed.find((push) => push.texture?._id === id), { timeout: 30_000 }).toBeDefined();
    const texture = pushed.find((push) => push.texture?._id === id)!.texture!;
    expect(texture.status).toBe('ready');
    const png = await fetch(`${platform.url}${texture.generatedImageUrl}`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(imageSize(new Uint8Array(await png.arrayBuffer()))).toMatchObject({ width: 1024, height: 1024 });
  });

  it('lists the user’s textures newest first and nobody else’s', async () => {
    const bruno = await signedUpUser(platform.url, mailbox);
    const first = await api.post('/ai/generate', { prompt: 'fuego', style_preset: 'anime' }, bruno.token);
    const second = await api.post('/ai/generate', { prompt: 'hielo', style_preset: 'origami' }, bruno.token);
    const listed = (await api.get('/ai/generate', bruno.token)).body.data.data;
    expect(listed.map((texture: { _id: string }) => texture._id)).toEqual([second.body.data._id, first.body.data._id]);
  });
});
