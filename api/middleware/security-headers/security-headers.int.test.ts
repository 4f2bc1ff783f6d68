import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, codeIn } from '../../../ops/testing/api-client.ts';
import { contestSettings } from '../../../ops/testing/contest-settings.ts';
import { type SmtpSink, startSmtpSink } from '../../../ops/testing/smtp-sink.ts';
import { onboardedStaff } from '../../../ops/testing/staff-fixture.ts';
import { startTestPlatform, type TestPlatform } from '../../../ops/testing/test-platform.ts';

/** The CSP of a response, directive by directive. */
async function policyOf(url: string): Promise<Record<string, string>> {
  const response = await fetch(url);
  return Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('the CSP for frames and media', () => {
  it('allows only the site itself when nothing outside is configured', async () => {
    const platform = await startTestPlatform();
    try {
      for (const page of ['/', '/vlog', '/eventos', '/blog']) {
        expect(await policyOf(`${platform.url}${page}`)).toMatchObject({
          'frame-src': "'self'",
          'media-src': "'self'",
          'default-src': "'self'",
        });
      }
    } finally {
      await platform.close();
    }
  });

  describe('with brand pages to frame and an event video elsewhere', () => {
    let platform: TestPlatform;
    let mailbox: SmtpSink;
    // The admin's code may be sent again only after a minute: the test moves the clock on.
    const clock = { at: Date.now(), now: () => clock.at };
    beforeAll(async () => {
      mailbox = await startSmtpSink();
      platform = await startTestPlatform(
        {
          SMTP_URL: mailbox.url,
          VITE_EMBED_BLOG_URL: 'https://blog.marca.mx/aniversario?origen=concurso',
          VITE_EMBED_NEWS_URL: 'https://blog.marca.mx/noticias',
          VITE_EMBED_JOURNEY_URL: 'https://viaje.marca.mx/',
          // A path on the site itself needs nothing more.
          VITE_EMBED_PROMOTIONS_URL: '/embeds/promociones.html',
        },
        { clock },
      );
    });
    afterAll(async () => {
      await platform?.close();
      await mailbox?.close();
    });

    it('frames exactly the configured origins, once each, and keeps media local until the event has a video', async () => {
      expect(await policyOf(`${platform.url}/blog`)).toMatchObject({
        'frame-src': "'self' https://viaje.marca.mx https://blog.marca.mx",
        'media-src': "'self'",
      });
    });

    it("allows the event video's origin for media once the admin sets it, and drops it when it is cleared", async () => {
      const api = apiClient(platform.app);
      const admin = await onboardedStaff(platform, mailbox, 'admin');
      const saveEvent = async (videoUrl: string | null, skip: number) => {
        clock.at += 61_000;
        expect((await api.get('/admin/send-otp', admin.token)).status).toBe(200);
        const code = codeIn((await mailbox.waitFor(admin.email, { subject: /confirmar cambios/, skip })).text);
        expect((await api.post('/admin/verify-admin-otp', { otp: code }, admin.token)).status).toBe(200);
        expect((await api.post('/admin/update-event', event(videoUrl), admin.token)).status).toBe(200);
      };

      await saveEvent('https://videos.marca.mx/eventos/ganador.mp4', 0);
      for (const page of ['/', '/eventos']) {
        expect(await policyOf(`${platform.url}${page}`)).toMatchObject({
          'frame-src': "'self' https://viaje.marca.mx https://blog.marca.mx",
          'media-src': "'self' https://videos.marca.mx",
        });
      }
      // The API is never a page: its answers keep media local.
      expect((await policyOf(`${platform.url}/api/v1/event`))['media-src']).toBe("'self'");

      await saveEvent(null, 1);
      expect((await policyOf(`${platform.url}/eventos`))['media-src']).toBe("'self'");
    });
  });
});

const event = (videoUrl: string | null) => contestSettings(Date.UTC(2026, 5, 20, 15), { videoUrl });
