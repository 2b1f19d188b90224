import { expect, type Page } from '@playwright/test';
import { contractVersions } from './contract-versions';
import type { watchPageErrors } from './page-errors';

/** The shell refused a remote on its contract range (`^needs`): said in the console, and nothing failed in a page. */
export function expectContractRefusalLogged(errors: ReturnType<typeof watchPageErrors>, remote: string, needs: string) {
  expect(errors.uncaught).toEqual([]);
  const logged = errors.consoleErrors.join('\n');
  expect(logged).toContain(`${remote} não foi montado`);
  expect(logged).toContain(`precisa do contrato ^${needs}, o shell oferece ${contractVersions.today}`);
  expect(logged).not.toContain('TypeError');
}

/** The page says the remote was updated and offers the reload, instead of the remote or the fallback. */
export async function expectUpdateMessage(page: Page) {
  const updated = page.getByTestId('remote-updated');
  await expect(updated).toContainText('Esta parte do app foi atualizada. Recarregue para usar a versão nova.');
  await expect(updated.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  return updated;
}
