import { createRouter } from '../../platform/http/router';
import { batchHandlers, type Dispatch } from './batch.handlers';
import { batchRoute } from './batch.routes';

/** `dispatch` is the app: each path of a batch goes through it as a request of its own. */
export function batchRouter(dispatch: Dispatch) {
  const handlers = batchHandlers(dispatch);
  return createRouter().openapi(batchRoute, handlers.batch);
}
