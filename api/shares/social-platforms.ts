import { DomainError } from '../../events/command/decider.ts';
import type { Config } from '../config.ts';

export const instagramNotConfigured =
  'Compartir con Instagram no está disponible: la integración con Instagram no está configurada.';
export const tiktokNotConfigured =
  'Compartir con TikTok no está disponible: la integración con TikTok no está configurada.';

type SocialConfig = Pick<Config, 'META_APP_ID' | 'TIKTOK_CLIENT_KEY' | 'TIKTOK_CLIENT_SECRET' | 'TIKTOK_API_URL'>;

export type TikTokPost = Record<string, unknown>;

/** The platforms' own APIs (SPEC §7) behind one door: each call explains in Spanish when it is not set up. */
export function socialPlatforms(config: SocialConfig) {
  const metaApp = () => {
    if (!config.META_APP_ID) throw new DomainError('social.not-configured', instagramNotConfigured, 409);
    return config.META_APP_ID;
  };
  const tiktokApp = () => {
    if (!config.TIKTOK_CLIENT_KEY || !config.TIKTOK_CLIENT_SECRET)
      throw new DomainError('social.not-configured', tiktokNotConfigured, 409);
    return { key: config.TIKTOK_CLIENT_KEY, secret: config.TIKTOK_CLIENT_SECRET };
  };

  async function tiktok<T>(path: string, init: { token?: string; form?: Record<string, string>; json?: unknown }) {
    const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
    let body: string | undefined;
    if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json; charset=UTF-8';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(new URL(path, config.TIKTOK_API_URL), { method: 'POST', headers, body }).catch(
      () => undefined,
    );
    if (!response?.ok) throw new DomainError('social.tiktok-failed', 'TikTok no respondió. Inténtalo más tarde.', 409);
    return (await response.json()) as T;
  }

  return {
    instagramAuthUrl(redirectUri: string): string {
      const url = new URL('https://api.instagram.com/oauth/authorize');
      url.search = new URLSearchParams({
        client_id: metaApp(),
        redirect_uri: redirectUri,
        scope: 'user_profile,user_media',
        response_type: 'code',
      }).toString();
      return url.toString();
    },
    facebookLoginUrl(redirectUri: string): string {
      const url = new URL('https://www.facebook.com/v19.0/dialog/oauth');
      url.search = new URLSearchParams({
        client_id: metaApp(),
        redirect_uri: redirectUri,
        response_type: 'code',
      }).toString();
      return url.toString();
    },
    tiktokAuthUrl(redirectUri: string, state: string): string {
      const url = new URL('https://www.tiktok.com/v2/auth/authorize/');
      url.search = new URLSearchParams({
        client_key: tiktokApp().key,
        scope: 'user.info.basic,video.publish',
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async tiktokToken(code: string, redirectUri: string): Promise<string> {
      const app = tiktokApp();
      const answer = await tiktok<{ access_token?: string }>('/v2/oauth/token/', {
        form: {
          client_key: app.key,
          client_secret: app.secret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
      });
      if (!answer.access_token) throw new DomainError('social.tiktok-failed', 'TikTok rechazó la autorización.', 409);
      return answer.access_token;
    },
    async tiktokCreator(token: string): Promise<unknown> {
      tiktokApp();
      return (await tiktok<{ data: unknown }>('/v2/post/publish/creator_info/query/', { token, json: {} })).data;
    },
    async tiktokPublish(token: string, post: TikTokPost): Promise<unknown> {
      tiktokApp();
      return (await tiktok<{ data: unknown }>('/v2/post/publish/content/init/', { token, json: post })).data;
    },
  };
}
