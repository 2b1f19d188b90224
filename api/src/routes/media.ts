import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { mediaStoreOf } from '../platform/media/media-store';
import { HttpError } from '../platform/http/http-error';
import { DEMO_KINDS, renderDemoSvg, type DemoKind } from '../platform/media/media';
import { messages } from '../platform/http/messages';

/** Uploaded avatars from the media store (database or AREIA_MEDIA_DIR) and the generated demo art. */
export function mediaRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>();

  router.get('/media/demo/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    if (!(DEMO_KINDS as readonly string[]).includes(kind) || !match) throw new HttpError(404, messages.notFound);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    // Even for our own SVG: no script may ever run if someone opens it directly.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(renderDemoSvg(kind as DemoKind, match[1]!));
  });

  router.get('/media/avatars/:file', async (c) => {
    const file = c.req.param('file');
    if (!/^[0-9a-f-]{36}-[0-9a-f]{12}\.webp$/.test(file)) throw new HttpError(404, messages.notFound);
    const stored = await mediaStoreOf(deps).get(file);
    if (!stored) throw new HttpError(404, messages.notFound);
    c.header('Content-Type', stored.contentType);
    // File names change on every upload, so they can be cached forever.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(stored.bytes);
  });

  return router;
}
