import type { secureHeaders } from 'hono/secure-headers';

type Directives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The page may talk only to its own origin (plus that origin's WebSocket for Socket.IO), may not
 * be framed by another site, and cannot re-point relative URLs or post forms elsewhere.
 */
export function contentSecurityPolicy(publicUrl: string): Directives {
  const site = new URL(publicUrl);
  const socketOrigin = `${site.protocol === 'https:' ? 'wss:' : 'ws:'}//${site.host}`;
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", socketOrigin],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}
