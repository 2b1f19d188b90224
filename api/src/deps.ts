import type { Agent } from 'node:https';
import type { Config } from './config';
import type { Db } from './platform/db/client';
import type { JobSender } from './platform/jobs/queue';
import type { Mailer } from './platform/mail/mailer';
import type { MediaStore } from './platform/media/media-store';
import type { PaymentProvider } from './domain/payments/provider';
import type { LiveBus } from './platform/live/bus';

/** What the app needs from outside; tests build it on a fresh PGlite folder. */
export type AppDeps = {
  db: Db;
  config: Config;
  /** HS256 key bytes from AREIA_JWT_SECRET (or a test); when absent, the keys kept in the database (platform/auth/jwt-keys.ts). */
  jwtSecret?: Uint8Array | undefined;
  /** Where avatars are kept; defaults to the database (platform/media/media-store.ts). */
  mediaStore?: MediaStore;
  /** Where e-mails go; defaults to SMTP when configured, else the dev outbox (platform/mail/mailer.ts). */
  mailer?: Mailer;
  /** The job queue (platform/jobs/queue.ts): opened with the database by the server and by test contexts. */
  jobs?: JobSender;
  /** How shares are charged; defaults to the static PIX code the organizer confirms (domain/payments/static-pix.ts). */
  paymentProvider?: PaymentProvider;
  /** This instance's listener of championship changes, which the live streams subscribe to (domain/live/stream.ts). */
  live?: LiveBus;
  /** The HTTPS agent pushes go out through (platform/push/sender.ts); tests trust their local push service's certificate with one. */
  pushAgent?: Agent;
  /** Injected so tests can pin time; defaults to the wall clock. */
  now?: () => Date;
};

export type AuthUser = { id: string; email: string; sessionId: string };

export type AppEnv = {
  Variables: {
    requestId: string;
    auth: AuthUser;
    /** Set once this request's session is known to be open (platform/auth/auth.ts). */
    sessionConfirmed?: boolean;
  };
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
};

export const nowOf = (deps: AppDeps) => (deps.now ? deps.now() : new Date());
