import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_BAR_COLOR, THEME_CHOICES, themeChoiceOf, themeFor } from './theme';

describe('themeFor', () => {
  it('follows the phone when the athlete chose nothing: light asks for Modo sol, dark or no preference stay dark', () => {
    expect(themeFor('auto', true)).toBe('sol');
    expect(themeFor('auto', false)).toBe('escuro');
  });

  it('lets the profile override the phone both ways', () => {
    expect(themeFor('sol', false)).toBe('sol');
    expect(themeFor('sol', true)).toBe('sol');
    expect(themeFor('escuro', true)).toBe('escuro');
    expect(themeFor('escuro', false)).toBe('escuro');
  });
});

describe('themeChoiceOf', () => {
  it('reads the stored choices', () => {
    for (const choice of THEME_CHOICES) expect(themeChoiceOf(choice)).toBe(choice);
  });

  it('follows the phone for nothing stored or a value it does not know', () => {
    expect(themeChoiceOf(null)).toBe('auto');
    expect(themeChoiceOf(undefined)).toBe('auto');
    expect(themeChoiceOf('')).toBe('auto');
    expect(themeChoiceOf('light')).toBe('auto');
    expect(themeChoiceOf('SOL')).toBe('auto');
  });
});

describe('THEME_BAR_COLOR', () => {
  it("is each theme's page background in theme.css", () => {
    const css = readFileSync(path.join(import.meta.dirname, '../web/ui/theme.css'), 'utf8');
    const bg = (selector: string) => {
      const block = css.slice(css.indexOf(`${selector} {`));
      return /--areia-bg:\s*([^;]+);/.exec(block.slice(0, block.indexOf('}')))?.[1];
    };
    expect(bg(':root')).toBe(THEME_BAR_COLOR.escuro);
    expect(bg(":root[data-theme='sol']")).toBe(THEME_BAR_COLOR.sol);
  });
});
