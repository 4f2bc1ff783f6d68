import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '../events/schemas/messages.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { staffAuthRoutes, staffOnboardingRoutes } from './accounts/staff.routes.ts';
import { userAuthRoutes } from './accounts/user-auth.routes.ts';
import { votingUserRoutes } from './accounts/voting-user.routes.ts';
import type { AppEnv } from './app-env.ts';
import { captchaChallengeRoutes, captchaVerifyRoutes } from './captcha/captcha.routes.ts';
import { contestRoutes } from './contest/contest.routes.ts';
import { dealersRoutes } from './contest/dealers.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { libraryRoutes } from './library/library.routes.ts';
import { errorHandler } from './middleware/error-handler/index.ts';
import { httpMetrics } from './middleware/http-metrics/index.ts';
import { requestLog } from './middleware/request-log/index.ts';
import type { Services } from './services.ts';
import { texturesRoutes } from './textures/textures.routes.ts';
import { signedUrlRoutes, uploadsRoutes } from './uploads/uploads.routes.ts';

export const clientDist = path.resolve(import.meta.dirname, '../client/dist');

export function createApp(services: Services) {
  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes(services))
    .route('/event', contestRoutes(services))
    .route('/dealers', dealersRoutes())
    .route('/user', userAuthRoutes(services))
    .route('/user', profileRoutes(services))
    .route('/user', signedUrlRoutes(services, services.blobs))
    .route('/user', captchaVerifyRoutes(services, services.captchaSecret))
    .route('/voting-user', votingUserRoutes(services))
    .route('/admin', staffAuthRoutes(services, 'admin'))
    .route('/admin', staffOnboardingRoutes(services))
    .route('/moderator', staffAuthRoutes(services, 'moderator'))
    .route('/uploads', uploadsRoutes(services, services.blobs))
    .route('/captcha', captchaChallengeRoutes(services, services.captchaSecret))
    .route('/ai', texturesRoutes(services))
    .route('/ai', libraryRoutes(services));

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(services.logger));
  app.use(httpMetrics(services.metrics));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
      },
    }),
  );
  app.onError(errorHandler(services.logger));
  app.route('/api/v1', api);
  app.all('/api/*', (c) => c.json({ message: messages.errors.notFound }, 404));
  app.get('/metrics', async (c) => {
    c.header('Content-Type', services.metrics.registry.contentType);
    return c.body(await services.metrics.registry.metrics());
  });
  app.use('/*', serveStatic({ root: clientDist }));
  app.get('*', async (c) =>
    c.html(await readFile(path.join(clientDist, 'index.html'), 'utf8').catch(() => missingBuildPage)),
  );
  return app;
}

const missingBuildPage =
  '<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Cliente sin compilar</title>' +
  '<p>El cliente web no está compilado. Ejecuta <code>npm start</code>, que lo compila.</p></html>';
