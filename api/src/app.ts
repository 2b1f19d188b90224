import { OpenAPIHono, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import type { Context, Next } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import { AVATAR_MAX_BYTES } from './platform/media/avatar';
import { answerMiddlewares } from './platform/http/answer';
import { DOCS_PAGE } from './platform/http/docs-page';
import { clientIp } from './platform/http/client-ip';
import { databaseUnavailable } from './platform/db/db-errors';
import { HttpError } from './platform/http/http-error';
import { createLogger } from './platform/logger';
import { databaseAnswers } from './platform/http/readiness';
import { messages } from './platform/http/messages';
import { holdsLoneSurrogate, LONE_SURROGATE_ESCAPE_HINT } from './platform/http/json-text';
import { mountSwaggerUi } from './platform/http/swagger-ui';
import { limitAuthCallsPerIp } from './platform/http/rate-limit';
import { arenasRouter } from './routes/arenas/arenas.index';
import { batchRouter } from './routes/batch/batch.index';
import { authRouter } from './routes/auth/auth.index';
import { calendarRouter } from './routes/calendar/calendar.index';
import { resultsRouter } from './routes/results/results.index';
import { championshipsRouter } from './routes/championships/championships.index';
import { invitationsRouter } from './routes/invitations/invitations.index';
import { partnersRouter } from './routes/partners/partners.index';
import { openGamesRouter } from './routes/open-games/open-games.index';
import { notificationsRouter } from './routes/notifications/notifications.index';
import { pushRouter } from './routes/push/push.index';
import { gamedayRouter } from './routes/gameday/gameday.index';
import { scorekeeperRouter } from './routes/scorekeeper/scorekeeper.index';
import { liveRouter } from './routes/live/live.index';
import { mediaRouter } from './routes/media';
import { organizerRouter } from './routes/organizer/organizer.index';
import { paymentsRouter } from './routes/payments/payments.index';
import { scoresRouter } from './routes/scores/scores.index';
import { playersRouter } from './routes/players/players.index';
import { restRouter } from './routes/rest/rest.index';
import { summaryRouter } from './routes/summary/summary.index';
import { testHooksRouter } from './routes/test-hooks';
import { userRouter } from './routes/user/user.index';
import { playRouter } from './routes/play/play.index';

// Default zod messages (types, missing fields) in Portuguese; our schemas' own messages still win.
z.config(z.locales.ptBR());

export { clientIp };

const JSON_BODY_LIMIT = 64 * 1024;

export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-request-id',
  'apikey',
  'x-client-info',
  'accept-profile',
  'content-profile',
  'prefer',
  'x-supabase-api-version',
  'range',
];

// X-Next-Cursor: the next page of a list (see platform/http/paging.ts).
export const CORS_EXPOSED_HEADERS = ['x-request-id', 'x-next-cursor'];

/** A path segment that is `*` or starts with `:`: what the router reads as a wildcard or a parameter. */
const ROUTER_TOKEN_SEGMENT = /\/(?:\*(?:\/|$)|:)/;

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const logger = createLogger(deps.config.logSilent);
  const corsOrigins = new Set(deps.config.corsOrigins);

  app.use('*', ...answerMiddlewares({ logger, corsOrigins, allowHeaders: CORS_ALLOWED_HEADERS, exposeHeaders: CORS_EXPOSED_HEADERS }));
  // Hono's trie router (SmartRouter falls back to it for this route table) matches a route twice when a segment of the
  // path is literally one of its tokens: `/api/arenas/*` (or `%2A`) ran the `/api/arenas/*` middlewares twice, and
  // the answer cache then waited for its own build: the request never answered. No route has such a segment.
  app.use('*', async (c, next) => (ROUTER_TOKEN_SEGMENT.test(c.req.path) ? c.notFound() : next()));
  // The database is unreachable for now: the client (or the load balancer) tries again a little later.
  const unavailable = (c: Context<AppEnv>) => {
    c.header('Retry-After', '5');
    return c.json({ message: messages.unavailable }, 503);
  };
  const tooLarge = (message: string) => () => {
    throw new HttpError(413, message);
  };
  const imageBodyLimit = bodyLimit({ maxSize: AVATAR_MAX_BYTES + 64 * 1024, onError: tooLarge(messages.avatarTooLarge) });
  app.use('/api/user/avatar', imageBodyLimit);
  app.use('/api/organizer/championships/:id/banner', imageBodyLimit);
  app.use('/api/championships/:modalityId/:championshipId/payment/informed', imageBodyLimit);
  const IMAGE_UPLOAD_PATH = /^\/api\/(?:organizer\/championships\/[^/]+\/banner|championships\/[^/]+\/[^/]+\/payment\/informed)$/;
  const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge(messages.bodyTooLarge) });
  /**
   * JSON bodies must be valid UTF-8 without NUL (PostgreSQL text cannot hold it) and without a lone surrogate escape
   * ("\ud800": no UTF-8 can hold it, the driver would store U+FFFD and PostgreSQL's jsonb refuses it): a 400, never a
   * database error.
   */
  const checkText = async (c: Context<AppEnv>, next: Next) => {
    if (/json/i.test(c.req.header('content-type') ?? '')) {
      let text: string;
      try {
        // Invalid UTF-8 is refused, not silently turned into U+FFFD and stored.
        text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
      } catch {
        throw new HttpError(400, messages.invalidUtf8);
      }
      if (text.includes('\\u0000')) throw new HttpError(400, messages.badRequest);
      if (LONE_SURROGATE_ESCAPE_HINT.test(text) && holdsLoneSurrogate(text)) throw new HttpError(400, messages.invalidUtf8);
    }
    await next();
  };
  // One middleware for bodies, so a GET (no body) costs a single step here.
  app.use('*', async (c, next) => {
    const method = c.req.method;
    if (method === 'GET') return next();
    // HEAD and OPTIONS carry no body to limit; images have their own limit above.
    if (method === 'HEAD' || method === 'OPTIONS' || c.req.path === '/api/user/avatar' || IMAGE_UPLOAD_PATH.test(c.req.path)) {
      return checkText(c, next);
    }
    return jsonBodyLimit(c, () => checkText(c, next));
  });
  app.use('/api/auth/*', async (c, next) => {
    // Login counts itself once it knows the device: one that signed in before is not held back by its address.
    if (c.req.method !== 'OPTIONS' && !(c.req.method === 'POST' && c.req.path === '/api/auth/login')) await limitAuthCallsPerIp(deps, c);
    await next();
  });

  // Liveness: the process answers, whatever the database does (a process manager restarts it only when this fails).
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Readiness: the database answers too (a load balancer sends traffic only while this is 200).
  app.get('/readyz', async (c) => {
    if (await databaseAnswers(deps.db)) return c.json({ status: 'ok' });
    return unavailable(c);
  });
  app.route('/', authRouter(deps));
  app.route('/', calendarRouter(deps));
  app.route('/', resultsRouter(deps));
  app.route('/', playRouter(deps));
  app.route('/', userRouter(deps));
  app.route('/', arenasRouter(deps));
  app.route('/', championshipsRouter(deps));
  app.route('/', organizerRouter(deps));
  app.route('/', paymentsRouter(deps));
  app.route('/', scoresRouter(deps));
  app.route('/', invitationsRouter(deps));
  app.route('/', partnersRouter(deps));
  app.route('/', openGamesRouter(deps));
  app.route('/', notificationsRouter(deps));
  app.route('/', pushRouter(deps));
  app.route('/', playersRouter(deps));
  app.route('/', summaryRouter(deps));
  app.route('/', gamedayRouter(deps));
  app.route('/', scorekeeperRouter(deps));
  app.route('/', liveRouter(deps));
  app.route('/', restRouter(deps));
  app.route('/', mediaRouter(deps));
  // Each path of a batch is a request of its own through this same app.
  app.route('/', batchRouter((request, env) => app.fetch(request, env)));
  // Test-only, off unless AREIA_TEST_HOOKS=1 (the e2e suite's API): see routes/test-hooks.ts.
  if (deps.config.testHooks) app.route('/', testHooksRouter(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/api/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Areia API',
      version: '0.1.0',
      description: 'Rankings, campeonatos e arenas em um mesmo lugar',
      license: { name: 'Proprietária', url: 'https://areia.app/termos' },
    },
    // Where this instance is reached: its public URL when configured, else the origin the document was asked from.
    servers: [{ url: deps.config.publicUrl ?? new URL(c.req.url).origin, description: 'Esta API' }],
  }));
  app.get('/api/docs', (c) => {
    // The page runs its own inline script; nothing else may load.
    c.header('Content-Security-Policy', "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'");
    return c.html(DOCS_PAGE);
  });
  mountSwaggerUi(app);

  app.notFound((c) => c.json({ message: messages.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ ...error.extra, message: error.message }, error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = status === 400 ? messages.invalidJson : status === 413 ? messages.bodyTooLarge : messages.badRequest;
      return c.json({ message }, status >= 500 ? 500 : status);
    }
    if (databaseUnavailable(error)) {
      logger.error({ msg: 'database unavailable', request_id: c.var.requestId, error: error instanceof Error ? error.message : String(error) });
      return unavailable(c);
    }
    logger.error({ msg: 'unhandled error', request_id: c.var.requestId, error: error instanceof Error ? error.stack : String(error) });
    return c.json({ message: messages.internal }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
