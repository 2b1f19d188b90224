import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));

const children = new Set<ChildProcess>();
function killAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}
process.on('exit', killAll);
const cleanups: (() => Promise<void>)[] = [];
/** Work to run when the bench is interrupted (Ctrl-C, SIGTERM): stop servers, drop scratch databases and folders. */
export function onInterrupt(cleanup: () => Promise<void>) {
  cleanups.push(cleanup);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    void Promise.allSettled(cleanups.map((cleanup) => cleanup())).finally(() => process.exit(130));
  });
}

export type Child = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Runs a TypeScript file with tsx in its own process (so the load generator never shares its event loop) and waits
 * for the "API em http://…" line it prints. `apiDir`: the api folder the file is in (another checkout's, for a
 * baseline), run with that checkout's own dependencies.
 */
export async function startChild(
  file: string,
  env: Record<string, string>,
  timeoutMs = 600_000,
  nodeArgs: string[] = [],
  apiDir = API_DIR,
): Promise<Child> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.resolve(apiDir, file)], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${file} não respondeu em ${timeoutMs} ms`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /API em (http:\/\/[^\s]+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} saiu com código ${code}: ${seen}`));
    });
  });
  child.stdout!.resume();
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          children.delete(child);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const TICKS_PER_MS = 100 / 1000; // USER_HZ: 100 ticks a second on Linux

/**
 * CPU time (user + system, ms) used so far by these processes and all their descendants, from /proc (Linux); null
 * elsewhere. Descendants that already exited are not counted: read it around a steady run, not across restarts.
 */
export function treeCpuMs(rootPids: number[]): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of entries) {
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const seen = new Set<number>();
  const stack = [...rootPids];
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    ticks += stats.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_MS;
}

export function argValue(name: string): string | undefined {
  const index = process.argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = process.argv[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[index + 1];
}

/**
 * Prints a Markdown table, the first `leftColumns` columns aligned left (text), the others right (numbers), and returns
 * its text (for `--write-docs`).
 */
export function printTable(headers: string[], rows: (string | number)[][], leftColumns = 1): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const text = [
    line(headers),
    `|${widths.map((width, column) => (column < leftColumns ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
  console.log(text);
  return text;
}
