import { expect, test, type BrowserContext } from '@playwright/test';
import { ORGANIZER_ACCOUNT, newSignedInAthlete, organizerApi, signUpTeams } from '../../support/organizer';
import { mailsTo } from '../../support/outbox';
import { apiLogin, signIn } from '../../support/session';

const SHOTS = '/work/notes/shots';

test.describe('waitlist (two athletes, two browsers)', () => {
  test.describe.configure({ timeout: 120_000 });
  let otherContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await otherContext?.close();
    otherContext = undefined;
  });

  test('a full championship takes a team on its list; a team withdraws and the first on the list takes the slot, told in the app and by e-mail', async ({
    page,
    browser,
    baseURL,
  }) => {
    const organizer = await apiLogin(page.request, ORGANIZER_ACCOUNT);
    const championship = await organizerApi(page.request, organizer.token).create({ maxTeams: 3, price: 0, category: 'Open' });
    const [holder] = await signUpTeams(page.request, championship.id, 3);
    const c = await newSignedInAthlete(page.request, 'espera');
    const d = await newSignedInAthlete(page.request, 'parceira');

    // C, in their own browser, finds the championship full and puts a team with D on the list.
    otherContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const cPage = await otherContext.newPage();
    await signIn(cPage, c);
    await cPage.goto(`/championship/${championship.id}`);
    await cPage.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await cPage.getByRole('button', { name: 'Vaga 2: escolher jogador' }).click();
    await cPage.getByRole('searchbox', { name: 'Buscar jogador' }).fill(d.nickname);
    await cPage.getByRole('button', { name: new RegExp(`^${d.nickname}`) }).click();
    await cPage.getByRole('button', { name: 'Salvar' }).click();
    await expect(cPage.getByText('Vocês estão na lista de espera: 1º lugar')).toBeVisible();
    await expect(cPage.getByTestId('waitlist-place')).toHaveText('Seu time é o 1º da lista de espera.');
    await cPage.getByTestId('waitlist-section').scrollIntoViewIfNeeded();
    await cPage.screenshot({ path: `${SHOTS}/queue-waitlist-place.png` });

    // A member of a team holding a slot withdraws it in the other browser.
    await signIn(page, holder!.members[0]);
    await page.goto(`/championship/${championship.id}`);
    await page.getByRole('button', { name: 'Retirar inscrição' }).click();
    await page.getByRole('button', { name: 'Confirmar retirada' }).click();
    await expect(page.getByText('Inscrição retirada. A vaga foi liberada.')).toBeVisible();

    // C's team took the slot in the same step: the list is empty, the team is among the championship's, and C is told.
    await cPage.reload();
    await expect(cPage.getByTestId('waitlist-place')).toHaveCount(0);
    await expect(cPage.getByText(`${c.nickname} / ${d.nickname}`)).toBeVisible();
    await cPage.goto('/notifications');
    await expect(cPage.getByRole('list', { name: 'Seus avisos' }).getByRole('link', { name: new RegExp(`Vaga da lista de espera.*${championship.title}`) })).toBeVisible();
    await cPage.screenshot({ path: `${SHOTS}/queue-waitlist-aviso.png` });
    // D, the partner, is told too: in the app and by e-mail (the dev outbox).
    await signIn(page, d);
    await page.goto('/notifications');
    await expect(page.getByRole('list', { name: 'Seus avisos' }).getByRole('link', { name: new RegExp(`Vaga da lista de espera.*${championship.title}`) })).toBeVisible();
    await expect.poll(() => mailsTo(d.email).some((mail) => mail.subject.includes('Vaga da lista de espera')), { timeout: 90_000 }).toBe(true);
  });
});
