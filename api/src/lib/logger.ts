/** One JSON object per line on stdout/stderr, so log collectors can parse it without configuration. */
export function createLogger(silent: boolean) {
  const write = (level: 'info' | 'error', fields: Record<string, unknown>) => {
    if (silent) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
    if (level === 'error') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    info: (fields: Record<string, unknown>) => write('info', fields),
    error: (fields: Record<string, unknown>) => write('error', fields),
  };
}
