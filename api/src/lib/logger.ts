type Level = 'info' | 'error';

/** Lines waiting for the next turn of the event loop, per stream: one write for many requests, not one each. */
const pending: Record<Level, string[]> = { info: [], error: [] };
let flushScheduled = false;

function flush() {
  flushScheduled = false;
  if (pending.info.length) process.stdout.write(pending.info.join(''));
  if (pending.error.length) process.stderr.write(pending.error.join(''));
  pending.info = [];
  pending.error = [];
}

// Whatever is still buffered goes out before the process ends.
process.once('beforeExit', flush);
process.once('exit', flush);

/**
 * One JSON object per line on stdout/stderr, so log collectors can parse it without configuration. Lines are buffered
 * and written once per event-loop turn (a synchronous write per request costs more than the request itself).
 */
export function createLogger(silent: boolean) {
  const write = (level: Level, fields: Record<string, unknown>) => {
    if (silent) return;
    pending[level].push(`${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  };
  return {
    silent,
    info: (fields: Record<string, unknown>) => write('info', fields),
    error: (fields: Record<string, unknown>) => write('error', fields),
  };
}
