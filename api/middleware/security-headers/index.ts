import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type Directives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** What the site may show from elsewhere: the brand pages it frames and the event's video. */
type OutsideMedia = { frames: readonly string[]; media: readonly string[] };

/**
 * The page may talk only to its own origin (plus that origin's WebSocket for Socket.IO), may not
 * be framed by another site, and cannot re-point relative URLs or post forms elsewhere. Frames and
 * media come from the site itself and from exactly the outside origins configured for them.
 */
function contentSecurityPolicy(publicUrl: string, outside: OutsideMedia): Directives {
  const site = new URL(publicUrl);
  const socketOrigin = `${site.protocol === 'https:' ? 'wss:' : 'ws:'}//${site.host}`;
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", socketOrigin],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...outside.frames],
    mediaSrc: ["'self'", ...outside.media],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** The origin of an absolute http(s) address; nothing for a path on the site or anything else. */
function outsideOrigin(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { protocol, origin } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? origin : null;
}

type SecurityHeadersOptions = {
  publicUrl: string;
  /** The addresses of the brand pages the client frames (its build configuration). */
  embedUrls: readonly (string | undefined)[];
  /** The event's video address as the admin last set it. */
  eventVideoUrl: () => Promise<string | null | undefined>;
};

// The API and the hashed build files are never a page: they keep the policy without the event's video,
// and skip reading it.
const isPage = (path: string) => !path.startsWith('/api/') && !path.startsWith('/assets/');

/** Security headers with a CSP whose frames and media allow exactly the configured outside origins. */
export function securityHeaders({ publicUrl, embedUrls, eventVideoUrl }: SecurityHeadersOptions): MiddlewareHandler {
  const frames = [...new Set(embedUrls.map(outsideOrigin).filter((origin) => origin !== null))];
  const headers = (media: string[]) =>
    secureHeaders({ contentSecurityPolicy: contentSecurityPolicy(publicUrl, { frames, media }) });
  const localMedia = headers([]);
  // The event's video changes rarely: the headers for its current origin are kept until it does.
  let current: { video: string; handler: MiddlewareHandler } | null = null;
  const forVideo = (video: string | null) => {
    if (!video) return localMedia;
    if (current?.video !== video) current = { video, handler: headers([video]) };
    return current.handler;
  };
  return async function securityHeaders(c, next) {
    const video = isPage(c.req.path) ? outsideOrigin(await eventVideoUrl()) : null;
    return forVideo(video)(c, next);
  };
}
