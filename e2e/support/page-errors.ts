import type { Page } from '@playwright/test';

/** What a page reports while a test runs: uncaught errors, and console errors as text. */
export function watchPageErrors(page: Page) {
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { uncaught, consoleErrors };
}
