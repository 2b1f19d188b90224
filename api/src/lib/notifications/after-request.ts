import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { createLogger } from '../logger';
import { deliverNoticeEmails } from './email';

type RequestNotices = { created: boolean };

const requestNotices = new AsyncLocalStorage<RequestNotices>();

/** Called by notify(): this request created avisos whose e-mails are to be sent once it has answered. */
export function noticeEmailsWaiting(): void {
  const state = requestNotices.getStore();
  if (state) state.created = true;
}

type Delivery = { done: Promise<void>; again: boolean };

// By database: apps made from copies of one deps (another clock, another mailer) share their deliveries.
const deliveries = new WeakMap<AppDeps['db'], Delivery>();

/**
 * Sends the avisos' e-mails of a request after it has answered, so its transaction has committed (a rolled-back one
 * left no row to send) and the athlete never waits for, or fails on, the mail server. Costs nothing on a request that
 * created no aviso.
 */
export function sendNoticeEmailsAfterRequest(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const state: RequestNotices = { created: false };
    await requestNotices.run(state, next);
    if (state.created) startNoticeEmails(deps);
  };
}

/**
 * Starts a delivery in the background: one at a time per app; asked again while one runs, it runs once more after it
 * (so an aviso committed meanwhile is not left waiting).
 */
export function startNoticeEmails(deps: AppDeps): void {
  const current = deliveries.get(deps.db);
  if (current) {
    current.again = true;
    return;
  }
  const delivery: Delivery = { done: Promise.resolve(), again: true };
  delivery.done = (async () => {
    while (delivery.again) {
      delivery.again = false;
      try {
        await deliverNoticeEmails(deps);
      } catch (error) {
        createLogger(deps.config.logSilent).error({ msg: 'notice e-mails failed', error: error instanceof Error ? error.message : String(error) });
      }
    }
    deliveries.delete(deps.db);
  })();
  deliveries.set(deps.db, delivery);
}

/** Resolves once the deliveries started so far are done (tests, and a server stopping). */
export async function noticeEmailsSettled(deps: AppDeps): Promise<void> {
  await deliveries.get(deps.db)?.done;
}
