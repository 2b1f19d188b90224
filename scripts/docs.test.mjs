// The front door stays short and true: every relative link of the README and the docs leads somewhere, the README
// stays a ten-minute read, the docs carry no ticket numbers, and the README's commands table lists every root script.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(root, 'docs');
const pages = ['README.md', 'api/README.md', ...readdirSync(docsDir).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const read = (page) => readFileSync(path.join(root, page), 'utf8');

/** The page without fenced code blocks, where `# x` is not a heading. */
const withoutFences = (markdown) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The page without code, fenced or inline, where `[x](y)` is not a link. */
export const prose = (markdown) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a page offers, numbered as GitHub numbers repeated headings (`x`, `x-1`, …). */
export function anchors(markdown) {
  const seen = new Map();
  const result = new Set();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1].replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Relative link targets of a page: Markdown links and images, and src/href attributes of inline HTML. */
export function relativeLinks(markdown) {
  const text = prose(markdown);
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]),
  ];
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

function headingsOf(page) {
  return anchors(read(page));
}

describe('README.md and docs/', () => {
  it.each(pages)('every relative link of %s leads to a file, and every #anchor to a heading', (page) => {
    const broken = [];
    for (const target of relativeLinks(read(page))) {
      const [file, anchor] = target.split('#');
      const resolved = file ? path.normalize(path.join(path.dirname(page), decodeURIComponent(file))) : page;
      if (!existsSync(path.join(root, resolved))) {
        broken.push(`${target}: ${resolved} não existe`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !headingsOf(resolved).has(anchor)) broken.push(`${target}: ${resolved} não tem o título #${anchor}`);
    }
    expect(broken).toEqual([]);
  });

  it('the README is a ten-minute read: at most 300 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it.each(pages)('%s names no ticket and no work session', (page) => {
    const lines = read(page).split('\n');
    const offending = lines.filter((line) => /\b[Ii]ssue [0-9]+|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|this|last|previous) session\b/i.test(line));
    expect(offending).toEqual([]);
  });

  it("the README's commands table lists every script of the root package.json", () => {
    const { scripts } = JSON.parse(read('package.json'));
    const readme = read('README.md');
    const missing = Object.keys(scripts).filter((name) => !readme.includes(`| \`pnpm ${name}\` |`));
    expect(missing).toEqual([]);
  });

  it('the screenshots stay light', () => {
    const images = path.join(docsDir, 'images');
    for (const name of readdirSync(images)) expect(statSync(path.join(images, name)).size, name).toBeLessThanOrEqual(150 * 1024);
  });
});

describe('the link checker itself', () => {
  it('reads Markdown links, images and HTML attributes, not code', () => {
    const page = '[a](docs/a.md#x) ![b](img.png "t") <img src="c.png"> [web](https://x.y) `[no](code.md)`\n```\n[no](block.md)\n```\n';
    expect(relativeLinks(page)).toEqual(['docs/a.md#x', 'img.png', 'c.png']);
  });

  it("makes GitHub's anchors", () => {
    expect([...anchors('# Run it\n## What `pnpm test` holds\n## bench:size — bytes\n## Run it\n```\n# not a heading\n```\n')]).toEqual([
      'run-it',
      'what-pnpm-test-holds',
      'benchsize--bytes',
      'run-it-1',
    ]);
  });
});
