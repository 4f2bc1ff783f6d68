import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { messages } from '../events/schemas/messages.ts';
import { answerValidationInSpanish } from '../events/schemas/spanish-validation.ts';
import { type ContestView, currentContest } from '../projections/contest/contest.projection.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { contactRoutes } from './accounts/contact.routes.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { registrationRoutes } from './accounts/registration.routes.ts';
import { staffRoutes } from './accounts/staff.routes.ts';
import { votingUserRoutes } from './accounts/voting.routes.ts';
import { accountsRoutes } from './admin/accounts.routes.ts';
import { assistantSettingsRoutes, publicAssistantRoutes } from './admin/assistant.routes.ts';
import { designHistoryRoutes } from './admin/design-history.routes.ts';
import { eventRoutes } from './admin/event.routes.ts';
import { exportRoutes } from './admin/export.routes.ts';
import { statisticsRoutes } from './admin/statistics.routes.ts';
import type { AppEnv } from './app-env.ts';
import { captchaChallengeRoutes, captchaVerifyRoutes } from './captcha/captcha.routes.ts';
import { embedUrls, trustedProxyList } from './config.ts';
import { contestRoutes } from './contest/contest.routes.ts';
import { dealersRoutes } from './contest/dealers.routes.ts';
import { designPage } from './gallery/design-page.ts';
import { galleryRoutes } from './gallery/gallery.routes.ts';
import { healthRoutes, type Readiness } from './health/health.routes.ts';
import { libraryRoutes } from './library/library.routes.ts';
import { jsonBodyLimit } from './middleware/body-limit/index.ts';
import { clientAddress } from './middleware/client-address/index.ts';
import { errorHandler } from './middleware/error-handler/index.ts';
import { httpMetrics } from './middleware/http-metrics/index.ts';
import { requestLog } from './middleware/request-log/index.ts';
import { securityHeaders } from './middleware/security-headers/index.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { adminOutcomeRoutes, publicOutcomeRoutes } from './outcome/outcome.routes.ts';
import { readModelCache } from './platform/read-model-cache.ts';
import type { Services } from './services.ts';
import { shareRoutes } from './shares/share.routes.ts';
import { socialRoutes } from './shares/social.routes.ts';
import { texturesRoutes } from './textures/textures.routes.ts';
import { uploadsPath } from './uploads/signed-blob-store.ts';
import { signedUrlRoutes, uploadsRoutes } from './uploads/uploads.routes.ts';
import { adminLeaderboardRoutes, leaderboardRoutes } from './votes/leaderboard.routes.ts';
import { voteRoutes } from './votes/vote.routes.ts';

export const clientDist = path.resolve(import.meta.dirname, '../client/dist');

export function createApp(services: Services, readiness: Readiness = { ready: true }) {
  answerValidationInSpanish();
  const social = socialRoutes(services);
  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes(services, readiness))
    .route('/event', contestRoutes(services))
    .route('/assistant', publicAssistantRoutes(services))
    .route('/dealers', dealersRoutes())
    .route('/user', authRoutes(services, 'user'))
    .route('/user', registrationRoutes(services))
    .route('/user', profileRoutes(services))
    .route('/user', contactRoutes(services))
    .route('/user', signedUrlRoutes(services, services.blobs))
    .route('/user', captchaVerifyRoutes(services, services.captchaSecret))
    .route('/voting-user', votingUserRoutes(services))
    .route('/admin', authRoutes(services, 'admin'))
    .route('/admin', staffRoutes(services))
    .route('/admin', eventRoutes(services))
    .route('/admin', accountsRoutes(services))
    .route('/admin', statisticsRoutes(services))
    .route('/admin', exportRoutes(services))
    .route('/admin', designHistoryRoutes(services))
    .route('/admin', assistantSettingsRoutes(services))
    .route('/moderator', authRoutes(services, 'moderator'))
    .route('/moderator', moderationRoutes(services))
    .route('/uploads', uploadsRoutes(services, services.blobs))
    .route('/captcha', captchaChallengeRoutes(services, services.captchaSecret))
    .route('/ai', texturesRoutes(services))
    .route('/ai', libraryRoutes(services))
    .route('/vote', voteRoutes(services))
    .route('/leaderboard', leaderboardRoutes(services))
    .route('/admin', adminLeaderboardRoutes(services))
    .route('/admin', adminOutcomeRoutes(services))
    .route('/outcome', publicOutcomeRoutes(services))
    .route('/ai', shareRoutes(services))
    .route('/ai', social.ai)
    .route('/user', social.user)
    .route('/gallery', galleryRoutes(services));

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(services.logger));
  app.use(httpMetrics(services.metrics));
  app.use(
    clientAddress({
      trustedProxies: trustedProxyList(services.config.TRUSTED_PROXIES),
      hashSecret: services.addressSecret,
    }),
  );
  const contest = readModelCache<ContestView | undefined>(services.progress, 'contest');
  app.use(
    securityHeaders({
      publicUrl: services.config.PUBLIC_URL,
      embedUrls: embedUrls(services.config),
      eventVideoUrl: async () => (await contest('current', () => currentContest(services.db)))?.videoUrl,
    }),
  );
  // Only the signed upload takes a large body; it has its own limit.
  const jsonLimit = jsonBodyLimit();
  app.use('/api/*', (c, next) => (isUpload(c) ? next() : jsonLimit(c, next)));
  app.onError(errorHandler(services.logger));
  app.route('/api/v1', api);
  app.all('/api/*', (c) => c.json({ message: messages.errors.notFound }, 404));
  app.get('/metrics', async (c) => {
    c.header('Content-Type', services.metrics.registry.contentType);
    return c.body(await services.metrics.registry.metrics());
  });
  // Built assets carry a content hash in their names: a browser may keep them for good.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/*', serveStatic({ root: clientDist, precompressed: true }));
  const indexHtml = () => readFile(path.join(clientDist, 'index.html'), 'utf8').catch(() => missingBuildPage);
  app.get('/detalles-de-la-galeria/:id', designPage(services, indexHtml));
  app.get('*', async (c) => c.html(await indexHtml()));
  return app;
}

const isUpload = (c: Context) => c.req.method === 'PUT' && c.req.path.startsWith(`${uploadsPath}/`);

const missingBuildPage =
  '<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Cliente sin compilar</title>' +
  '<p>El cliente web no está compilado. Ejecuta <code>npm start</code>, que lo compila.</p></html>';
