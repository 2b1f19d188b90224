import { describe, expect, it } from 'vitest';
import { firstPaintCss } from './first-paint-css.mjs';

describe('firstPaintCss', () => {
  it("carries both themes' page background and text from theme.css", () => {
    const css = firstPaintCss();
    expect(css).toContain(':root{--areia-bg:#000000;--areia-text:#fafafa;color-scheme:dark}');
    expect(css).toContain(':root[data-theme=sol]{--areia-bg:#ffffff;--areia-text:#09090b;color-scheme:light}');
    expect(css).toContain('html,body{background:var(--areia-bg)');
    // nothing that could end the inline <style> or needs escaping in the template
    expect(css).not.toMatch(/[<>'"]/);
  });

  it('fails the build when theme.css loses a token it needs', () => {
    expect(() => firstPaintCss(":root {\n  --areia-bg: #000;\n}\n:root[data-theme='sol'] { --areia-bg: #fff; }")).toThrow(/--areia-text/);
  });
});
