import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on what the page shows, once its content is on screen (no skeleton left): no serious or critical
 * violation.
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `${screen}\n${serious.join('\n')}`).toEqual([]);
}
