import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env';
import { type Areas, createAreas } from './areas';
import { createDevRoutes } from './dev/dev.routes';
import type { ErrorBody, Health } from '@petpal/contracts';
import type { Area } from './env';
import { createImagesRoutes } from './images';
import { createOnError } from './errors';
import { jsonBody } from './middleware/json-body';
import { requestId } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { sameOriginWrites } from './middleware/same-origin-writes';
import { apiBodyLimit, apiCors, apiSecureHeaders } from './middleware/security';

export type { AppDeps } from './app-env';

/** Routes whose body is a file (image/*, up to 15 MB, their own limit) rather than JSON (decision 083). */
const UPLOAD_PATHS = ['/api/images'];

const NOT_FOUND: ErrorBody = { error: { code: 'not_found', message: 'We could not find what you were looking for.' } };

/**
 * The whole API: middleware, the one error handler, and one route module per
 * area under /api/<area>, mounted only when listed in API_AREAS.
 */
export function createApp(deps: AppDeps, areas: Areas = createAreas(deps)) {
  const { db, env, log } = deps;
  const enabled = new Set<Area>(env.API_AREAS);
  // AppType always describes every area; an area this process doesn't serve answers 404.
  const area = <R>(name: Area, build: () => R): R =>
    enabled.has(name) ? build() : (new Hono<AppEnv>() as unknown as R);
  const health: Health = { status: 'ok', version: env.APP_VERSION, database: db.mode, areas: [...env.API_AREAS] };

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(log));
  app.use(apiSecureHeaders());
  app.use(apiCors(env.CORS_ORIGINS));
  // Only methods with a body: reading a GET's body would make the node adapter build a full Request.
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '/api/*',
    sameOriginWrites({ allowedOrigins: env.CORS_ORIGINS, trustProxy: env.TRUST_PROXY, uploadPaths: UPLOAD_PATHS }),
    apiBodyLimit({ except: UPLOAD_PATHS }),
    jsonBody(),
  );
  app.use('/api/*', areas.auth.loadSession);
  app.use('/api/*', areas.vet.widgetSession);
  app.onError(createOnError(log));
  app.notFound((c) => c.json(NOT_FOUND, 404));

  return app
    .get('/api/health', (c) => c.json(health))
    .route('/api/images', createImagesRoutes(db, areas.images))
    .route('/api/auth', area('auth', areas.auth.routes))
    .route('/api/vet', area('vet', areas.vet.routes))
    .route('/api/care', area('care', areas.care.routes))
    .route('/api/notifications', area('notifications', areas.notifications.routes))
    .route('/api/messages', area('notifications', areas.notifications.messages.routes))
    .route('/api/community', area('community', areas.community.routes))
    .route('/api/support', area('support', areas.support.routes))
    .route('/api/admin', area('admin', areas.admin.routes))
    .route('/api/shop', area('shop', areas.shop.routes))
    .route('/api/insurance', area('insurance', areas.insurance.routes))
    .route(
      '/api/dev',
      env.NODE_ENV === 'production' ? new Hono<AppEnv>() : createDevRoutes({ db: deps.db, provider: areas.provider }),
    );
}

/** The typed route tree for Hono's `hc` client. Import as a type only. */
export type AppType = ReturnType<typeof createApp>;
