import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Never written out, wherever they appear in a log line's fields. */
export const REDACTED_PATHS = [
  'authorization',
  'password',
  'token',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.password',
  '*.token',
];

/**
 * Pretty lines for a person at a terminal in development; one JSON object per line otherwise (production, CI, tests),
 * which log collectors parse without configuration. AREIA_LOG_FORMAT=json|pretty overrides.
 */
function wantsPretty(env: NodeJS.ProcessEnv): boolean {
  if (env.AREIA_LOG_FORMAT) return env.AREIA_LOG_FORMAT === 'pretty';
  return env.NODE_ENV !== 'production' && Boolean(process.stdout.isTTY);
}

function destination(env: NodeJS.ProcessEnv): DestinationStream {
  if (wantsPretty(env)) {
    try {
      // A development dependency: absent from a production install, where the JSON lines are what is wanted anyway.
      createRequire(import.meta.url).resolve('pino-pretty');
      return pino.transport({ target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } });
    } catch {
      // fall through to JSON
    }
  }
  // Buffered and written asynchronously: a synchronous write per request costs more than the request itself.
  const stream = pino.destination({ sync: false });
  // Whatever is still buffered goes out before the process ends.
  process.once('exit', () => stream.flushSync());
  return stream;
}

/** The API's pino instance on a destination: ISO time, `level` as a word, secrets redacted. */
export function buildPino(stream: DestinationStream): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    stream,
  );
}

let shared: Logger | undefined;

function processLogger(): Logger {
  shared ??= buildPino(destination(process.env));
  return shared;
}

export type AppLogger = {
  silent: boolean;
  info: (fields: Record<string, unknown>) => void;
  error: (fields: Record<string, unknown>) => void;
};

/** The API's logger: pino underneath, one per process; `silent` (AREIA_LOG=silent) writes nothing. */
export function createLogger(silent: boolean, logger?: Logger): AppLogger {
  if (silent) return { silent, info: () => undefined, error: () => undefined };
  const target = logger ?? processLogger();
  return {
    silent,
    info: (fields) => target.info(fields),
    error: (fields) => target.error(fields),
  };
}
