import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { shotPath } from './shots';

export interface AxeOptions {
  /** The theme the page must be in (`<html data-theme>`), so a check never passes on the wrong one. */
  theme?: 'escuro' | 'sol';
  /** Also axe's `color-contrast-enhanced` (text at 7:1, WCAG AAA): Modo sol's promise. */
  enhancedContrast?: boolean;
}

/**
 * axe-core on what the page shows, once its content is on screen (no skeleton left): no serious or critical
 * violation.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, options: AxeOptions = {}) {
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  if (options.theme) await expect(page.locator('html')).toHaveAttribute('data-theme', options.theme);
  // axe.run in the page itself: the app has no frames, and the default run opens a blank page per check to merge the
  // frames' results there, which took half of each check's time and a renderer of its own.
  const axe = new AxeBuilder({ page }).setLegacyMode();
  if (options.enhancedContrast) axe.options({ rules: { 'color-contrast-enhanced': { enabled: true } } });
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `${screen}\n${serious.join('\n')}`).toEqual([]);
}

/**
 * axe in the dark theme (the default), then with the phone set to light (Modo sol, held to 7:1 unless
 * `enhancedContrast` is false), each with a 390×844 screenshot when `shot` names it (support/shots.ts); the phone is
 * set back to dark after.
 */
export async function expectNoSeriousViolationsInBothThemes(page: Page, screen: string, options: { shot?: string; enhancedContrast?: boolean } = {}) {
  const { shot, enhancedContrast = true } = options;
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page, `${screen} (escuro)`, { theme: 'escuro' });
  if (shot) await page.screenshot({ path: shotPath(`${shot}.png`) });
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousViolations(page, `${screen} (Modo sol)`, { theme: 'sol', enhancedContrast });
  if (shot) await page.screenshot({ path: shotPath(`${shot}-sol.png`) });
  await page.emulateMedia({ colorScheme: 'dark' });
}
