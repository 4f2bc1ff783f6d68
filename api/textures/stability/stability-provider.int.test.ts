import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../../ops/testing/accounts-fixture.ts';
import { apiClient } from '../../../ops/testing/api-client.ts';
import { type SmtpSink, startSmtpSink } from '../../../ops/testing/smtp-sink.ts';
import { startTestPlatform, type TestPlatform } from '../../../ops/testing/test-platform.ts';
import { TextureGenerationError } from '../texture-provider.ts';
import { type FakeBehaviour, startFakeStability } from './fake-stability-server.ts';
import { stabilityMessages, stabilityProvider } from './stability-provider.ts';

describe('Stability adapter against a local server speaking its contract', () => {
  const behaviour: { current: FakeBehaviour } = { current: 'image' };
  let fake: Awaited<ReturnType<typeof startFakeStability>>;

  beforeAll(async () => {
    fake = await startFakeStability(behaviour);
  });
  afterAll(() => fake?.close());

  const provider = () => stabilityProvider({ apiKey: 'sk-prueba', baseUrl: fake.url, timeoutMs: 1_000 });
  const generate = () => provider().generate({ prompt: 'olas azules', stylePreset: 'tile-texture' });

  it('sends the prompt, the style preset and the key, and answers a 1024² PNG', async () => {
    behaviour.current = 'image';
    const png = await generate();
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1024, height: 1024 });
    expect(fake.received.at(-1)).toEqual({
      path: '/v2beta/stable-image/generate/core',
      authorization: 'Bearer sk-prueba',
      fields: { prompt: 'olas azules', style_preset: 'tile-texture', aspect_ratio: '1:1', output_format: 'png' },
    });
  });

  it.each([
    ['unauthorised', stabilityMessages.rejectedKey, false],
    ['moderated', stabilityMessages.rejectedPrompt, false],
    ['busy', stabilityMessages.busy, true],
    ['broken', 'An error occurred generating textures', true],
    ['not-an-image', stabilityMessages.badImage, false],
    ['slow', stabilityMessages.timeout, true],
  ] as const)('turns %s into "%s" (retryable: %s)', async (kind, message, retryable) => {
    behaviour.current = kind;
    const failure = await generate().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TextureGenerationError);
    expect(failure).toMatchObject({ message, retryable });
  });

  describe('behind the texture queue', () => {
    let platform: TestPlatform;
    let mailbox: SmtpSink;

    beforeAll(async () => {
      mailbox = await startSmtpSink();
      platform = await startTestPlatform({
        SMTP_URL: mailbox.url,
        TEXTURE_PROVIDER: 'stability',
        STABILITY_API_KEY: 'sk-prueba',
        STABILITY_API_URL: fake.url,
        TEXTURE_TIMEOUT_MS: '1000',
      });
    });
    afterAll(async () => {
      await platform?.close();
      await mailbox?.close();
    });

    it('keeps at most three textures in progress per user and reports a failure in Spanish', async () => {
      behaviour.current = 'slow';
      const api = apiClient(platform.url);
      const { token } = await signedUpUser(platform.url, mailbox);
      const ask = () => api.post('/ai/generate', { prompt: 'llamas', style_preset: 'anime' }, token);
      for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(202);
      expect(await ask()).toMatchObject({
        status: 429,
        body: { message: 'Espera a que terminen de generarse tus texturas antes de pedir otra.' },
      });
      behaviour.current = 'moderated';
      await expect
        .poll(
          async () => (await api.get('/ai/generate', token)).body.data.data.map((t: { status: string }) => t.status),
          {
            timeout: 30_000,
            interval: 250,
          },
        )
        .toEqual(['failed', 'failed', 'failed']);
      const [texture] = (await api.get('/ai/generate', token)).body.data.data;
      expect(texture.message).toBe(stabilityMessages.rejectedPrompt);
    });
  });
});
