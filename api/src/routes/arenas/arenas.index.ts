import type { AppDeps } from '../../deps';
import { createRouter } from '../../lib/router';
import { arenaHandlers } from './arenas.handlers';
import { getArenaRoute, listArenasRoute } from './arenas.routes';

export function arenasRouter(deps: AppDeps) {
  const handlers = arenaHandlers(deps);
  return createRouter().openapi(listArenasRoute, handlers.list).openapi(getArenaRoute, handlers.getOne);
}
