import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPorts, remotes } from '@areia/shared/core/manifest';

export type Config = {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** A folder for uploaded files shared by every instance; unset: files are kept in the database. */
  mediaDir: string | undefined;
  corsOrigins: string[];
  authIpLimit: number;
  /** Sign-ups per client IP per hour (0: no limit). */
  signupIpLimit: number;
  /** Peers allowed to say who the client is through X-Forwarded-For (load balancers, reverse proxies). */
  trustedProxies: string[];
  logSilent: boolean;
  /** SMTP server for e-mails (`smtp://user:pass@host:587`, `smtps://…:465`); unset: e-mails go to the dev outbox. */
  smtpUrl: string | undefined;
  /** Sender of the app's e-mails. */
  mailFrom: string;
  /** The dev outbox: one .eml file per e-mail when no SMTP server is configured (`<dataDir>/outbox` by default). */
  outboxDir: string;
  /**
   * Who runs this server, for the push services (the VAPID `sub` claim): a real `mailto:` or `https:` address
   * (AREIA_PUSH_SUBJECT; Apple refuses `localhost`). Defaults to the sender's address of AREIA_MAIL_FROM.
   */
  pushSubject: string;
  /**
   * The push services a subscription's endpoint may point at (a host or its parent domain), from AREIA_PUSH_HOSTS:
   * the server posts to that address, so an endpoint anywhere else (the internal network) is refused.
   */
  pushHosts: string[];
  /** The web app's address, for links in e-mails when the request does not come from a known origin. */
  appUrl: string;
  argon2: { memoryCost: number; timeCost: number };
  /** Memory for answers of the busiest reads (platform/http/answer-cache.ts), from AREIA_ANSWER_CACHE_MB (32; 0 turns it off). */
  answerCacheBytes: number;
  /** AREIA_TEST_HOOKS=1: test-only endpoints under /api/test-hooks (e2e suite only; never set by `pnpm start`). */
  testHooks: boolean;
};

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The shell and every remote of the route manifest on their default ports. */
function defaultCorsOrigins(): string[] {
  const ports = [defaultPorts.shell, ...remotes.map((remote) => defaultPorts.shell + remote.portOffset)];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : fallback;
}

/** '::ffff:10.0.0.1' (IPv4 seen by an IPv6 socket) and '10.0.0.1' are the same peer. */
export function normalizeIp(ip: string): string {
  return ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** Chrome and Android (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge (WNS). */
export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/**
 * AREIA_PUSH_SUBJECT as given, or `mailto:` the sender's address; refused at start when it is neither a `mailto:` nor
 * an `https:` address, or names localhost: push services would refuse every push signed with it.
 */
export function pushSubjectFrom(subject: string | undefined, mailFrom: string): string {
  const value = subject?.trim() || `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const host = url?.protocol === 'mailto:' ? url.pathname.split('@')[1] : url?.hostname;
  if (!url || (url.protocol !== 'mailto:' && url.protocol !== 'https:') || !host || /^(localhost|127\.|\[::1\])/i.test(host) || host.endsWith('.localhost')) {
    throw new Error(`AREIA_PUSH_SUBJECT deve ser um endereço mailto: ou https: real (não localhost), recebido: ${value}`);
  }
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.AREIA_DATA_DIR || path.join(API_ROOT, '.areia-data'));
  return {
    port: intFromEnv(env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    publicUrl: env.AREIA_PUBLIC_URL ? env.AREIA_PUBLIC_URL.replace(/\/+$/, '') : undefined,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.AREIA_JWT_SECRET || undefined,
    mediaDir: env.AREIA_MEDIA_DIR ? path.resolve(env.AREIA_MEDIA_DIR) : undefined,
    corsOrigins: env.AREIA_CORS_ORIGINS
      ? env.AREIA_CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
      : defaultCorsOrigins(),
    authIpLimit: intFromEnv(env.AREIA_AUTH_IP_LIMIT, 30),
    signupIpLimit: intFromEnv(env.AREIA_SIGNUP_IP_LIMIT, 10),
    trustedProxies: (env.AREIA_TRUSTED_PROXIES ?? '').split(',').map((ip) => normalizeIp(ip.trim())).filter(Boolean),
    logSilent: env.AREIA_LOG === 'silent',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.AREIA_MAIL_FROM || 'Areia <nao-responda@areia.app>',
    outboxDir: env.AREIA_OUTBOX_DIR ? path.resolve(env.AREIA_OUTBOX_DIR) : path.join(dataDir, 'outbox'),
    pushSubject: pushSubjectFrom(env.AREIA_PUSH_SUBJECT, env.AREIA_MAIL_FROM || 'Areia <nao-responda@areia.app>'),
    pushHosts: (env.AREIA_PUSH_HOSTS ?? DEFAULT_PUSH_HOSTS.join(','))
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    appUrl: (env.AREIA_APP_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    // OWASP's argon2id minimum (19 MiB, 2 passes); tests lower it through these variables only.
    argon2: {
      memoryCost: intFromEnv(env.AREIA_ARGON2_MEMORY_KIB, 19456),
      timeCost: intFromEnv(env.AREIA_ARGON2_TIME_COST, 2),
    },
    answerCacheBytes: intFromEnv(env.AREIA_ANSWER_CACHE_MB, 32) * 1024 * 1024,
    testHooks: env.AREIA_TEST_HOOKS === '1',
  };
}
