import type { AppDeps } from '../../deps';
import { answerCache } from '../../lib/answer-cache';
import { requireAuth } from '../../lib/auth';
import { snapshotBeforeAnswer } from '../../lib/ranking';
import { createRouter } from '../../lib/router';
import { userHandlers } from './user.handlers';
import { getMeRoute, updateAvatarRoute, updateMeRoute } from './user.routes';

export function userRouter(deps: AppDeps) {
  const handlers = userHandlers(deps);
  const router = createRouter();
  // GET /me tests the session in its own statement (profile.ts); writes check it first.
  router.use('/api/user/*', requireAuth(deps, { foldReads: true }));
  // /me's first read of a month writes the ranking snapshot, kept answer or not.
  router.use('/api/user/me', answerCache(deps, { signedIn: true, perViewer: true, before: () => snapshotBeforeAnswer(deps) }));
  return router.openapi(getMeRoute, handlers.getMe).openapi(updateMeRoute, handlers.updateMe).openapi(updateAvatarRoute, handlers.updateAvatar);
}
