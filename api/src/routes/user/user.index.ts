import type { AppDeps } from '../../deps';
import { answerCache } from '../../platform/http/answer-cache';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { userHandlers } from './user.handlers';
import { getMeRoute, updateAvatarRoute, updateMeRoute } from './user.routes';

export function userRouter(deps: AppDeps) {
  const handlers = userHandlers(deps);
  const router = createRouter();
  // GET /me tests the session in its own statement (profile.ts); writes check it first.
  router.use('/api/user/*', requireAuth(deps, { foldReads: true }));
  router.use('/api/user/me', answerCache(deps, { signedIn: true, perViewer: true }));
  return router.openapi(getMeRoute, handlers.getMe).openapi(updateMeRoute, handlers.updateMe).openapi(updateAvatarRoute, handlers.updateAvatar);
}
