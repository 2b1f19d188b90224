// `--write-docs` for the benches: each one owns a marked block of docs/performance.md,
//   <!-- bench:api -->
//   …the latest run's caption and tables…
//   <!-- /bench:api -->
// and replaces what is between the markers with its own run, so the page holds the latest figures of each bench only.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PERFORMANCE_PAGE = path.join(root, 'docs', 'performance.md');

/** The names of the blocks, one per bench. */
export const BENCH_BLOCKS = ['bench:size', 'bench:web', 'bench:api', 'bench:scale'];

const markers = (name) => [`<!-- ${name} -->`, `<!-- /${name} -->`];

/** `text` with the block `name` holding `body`; throws when the page lacks the block's markers (or has them twice). */
export function replaceBlock(text, name, body) {
  const [open, close] = markers(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`docs/performance.md não tem o bloco ${open} … ${close}`);
  if (text.indexOf(open, start + 1) >= 0) throw new Error(`docs/performance.md tem o bloco ${open} duas vezes`);
  return `${text.slice(0, start + open.length)}\n${body.trim()}\n${text.slice(end)}`;
}

/** What the block `name` holds now, or undefined when the page lacks it. */
export function readBlock(text, name) {
  const [open, close] = markers(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  return start < 0 || end < start ? undefined : text.slice(start + open.length, end).trim();
}

/** Writes a bench's latest run into its block of docs/performance.md. */
export function writeBenchDocs(name, body, file = PERFORMANCE_PAGE) {
  writeFileSync(file, replaceBlock(readFileSync(file, 'utf8'), name, body));
  console.log(`${path.relative(root, file)}: bloco ${name} reescrito`);
}

/** The flag that asks a bench to write its block, and the rest of its command line as a reader would retype it. */
export function docsRequest(argv = process.argv.slice(2)) {
  return { write: argv.includes('--write-docs'), args: argv.filter((arg) => arg !== '--write-docs') };
}

const utc = (date) => date.toISOString().slice(0, 16).replace('T', ' ');
const loads = (values) => values.map((value) => value.toFixed(2)).join(' / ');

function commit() {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    // The page itself does not count: an earlier --write-docs may have rewritten it.
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/performance.md'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash} + uncommitted changes` : hash;
  } catch {
    return 'unknown';
  }
}

/**
 * The lines above a run's tables: when, on what, under what load, with which command. `started` and `loadBefore`
 * are taken when the bench starts (`runStart()`), the rest when it ends.
 * @param {{ command: string, setup?: string, started: Date, loadBefore: number[] }} run
 */
export function runCaption({ command, setup, started, loadBefore }) {
  const cpus = os.cpus();
  const ended = new Date();
  return [
    `Measured ${utc(started)}–${utc(ended).slice(11)} UTC on commit \`${commit()}\` with \`${command}\`${setup ? ` (${setup})` : ''}.`,
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `load average (1 / 5 / 15 min) ${loads(loadBefore)} at the start, ${loads(os.loadavg())} at the end.`,
  ].join('\n');
}

/** Call when the bench starts: the time and load its caption will report. */
export function runStart() {
  return { started: new Date(), loadBefore: os.loadavg() };
}
