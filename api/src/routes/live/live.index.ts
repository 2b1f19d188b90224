import type { AppDeps } from '../../deps';
import { createRouter } from '../../platform/http/router';
import { liveHandlers } from './live.handlers';
import { liveChampionshipRoute } from './live.routes';

/** A championship's changes as server-sent events: public, it says only what changed and its version. */
export function liveRouter(deps: AppDeps) {
  const handlers = liveHandlers(deps);
  return createRouter().openapi(liveChampionshipRoute, handlers.stream);
}
