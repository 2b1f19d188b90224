import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_BLOCKS, PERFORMANCE_PAGE, docsRequest, readBlock, replaceBlock, runCaption, runStart } from './bench-docs.mjs';

describe('bench blocks of docs/performance.md', () => {
  it('the page has each bench block once, each holding a dated run', () => {
    const page = readFileSync(PERFORMANCE_PAGE, 'utf8');
    for (const name of BENCH_BLOCKS) {
      expect(page.split(`<!-- ${name} -->`)).toHaveLength(2);
      expect(page.split(`<!-- /${name} -->`)).toHaveLength(2);
      const block = readBlock(page, name);
      expect(block, name).toMatch(/^Measured \d{4}-\d{2}-\d{2} /);
      expect(block, name).toMatch(/load average/);
      expect(block, name).toMatch(/^\|.*\|$/m);
    }
  });

  it('a run replaces what is between its markers and nothing else', () => {
    const page = 'intro\n<!-- bench:api -->\nold table\n<!-- /bench:api -->\nafter\n<!-- bench:scale -->\nkept\n<!-- /bench:scale -->\n';
    const next = replaceBlock(page, 'bench:api', '\nnew table\n');
    expect(next).toBe('intro\n<!-- bench:api -->\nnew table\n<!-- /bench:api -->\nafter\n<!-- bench:scale -->\nkept\n<!-- /bench:scale -->\n');
    expect(replaceBlock(next, 'bench:api', 'newer')).toBe(next.replace('new table', 'newer'));
  });

  it('refuses a page without the block, or with it twice', () => {
    expect(() => replaceBlock('no markers', 'bench:web', 'x')).toThrow(/bench:web/);
    const twice = '<!-- bench:web -->a<!-- /bench:web -->\n<!-- bench:web -->b<!-- /bench:web -->';
    expect(() => replaceBlock(twice, 'bench:web', 'x')).toThrow(/duas vezes/);
  });

  it('the caption says when, on what, under what load and with which command', () => {
    const caption = runCaption({ command: 'pnpm bench:api --postgres', setup: 'PostgreSQL 15', ...runStart() });
    expect(caption).toMatch(/^Measured \d{4}-\d{2}-\d{2} \d{2}:\d{2}–\d{2}:\d{2} UTC on commit `[^`]+` with `pnpm bench:api --postgres` \(PostgreSQL 15\)\./);
    expect(caption).toMatch(/Machine: \d+ × .+, \d+ GiB, Node v\d+/);
    expect(caption).toMatch(/load average \(1 \/ 5 \/ 15 min\) [\d.]+ \/ [\d.]+ \/ [\d.]+ at the start/);
  });

  it('--write-docs is taken out of the command line the caption repeats', () => {
    expect(docsRequest(['--postgres', '--write-docs', '--duration', '3'])).toEqual({ write: true, args: ['--postgres', '--duration', '3'] });
    expect(docsRequest(['--postgres'])).toEqual({ write: false, args: ['--postgres'] });
  });
});
