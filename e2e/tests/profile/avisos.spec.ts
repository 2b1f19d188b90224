import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { championshipsApi, openChampionship } from '../../support/championships-api';
import { mailsTo } from '../../support/outbox';
import { signIn } from '../../support/session';
import { SHOTS } from '../../support/shots';
import { expectNoSeriousViolations } from '../../support/axe';


/** The app regaining focus, as when the athlete comes back to it: what the bell listens for. */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

test.describe('avisos (two athletes, two browsers)', () => {
  test.describe.configure({ timeout: 90_000 });
  let partnerContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await partnerContext?.close();
    partnerContext = undefined;
  });

  test('A invites B: B bell counts it on coming back, the list opens the championship, the count drops, the e-mail is in the outbox', async ({
    page,
    browser,
    baseURL,
  }) => {
    const a = await registerAthlete(page.request, newAthlete('avisa'));
    const sessionA = await signIn(page, a);
    partnerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const bPage = await partnerContext.newPage();
    const b = await registerAthlete(bPage.request, newAthlete('avisado'));
    await signIn(bPage, b);
    await bPage.goto('/home');
    const bell = bPage.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Avisos');

    // A signs up with B through the screens.
    const championship = openChampionship(await championshipsApi(page.request, sessionA.token).list())!;
    expect(championship, 'o seed deve ter um campeonato aberto com vagas').toBeDefined();
    await page.goto(`/championship/${championship.id}`);
    await page.getByRole('button', { name: /^Inscrever-se por/ }).click();
    await page.getByRole('button', { name: 'Vaga 2: escolher jogador' }).click();
    await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill(b.nickname);
    await page.getByRole('button', { name: new RegExp(`^${b.nickname}`) }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Time criado com sucesso!')).toBeVisible();
    // The inviter is told nothing about their own invitation.
    await expect(page.getByRole('link', { name: 'Avisos', exact: true })).toBeVisible();

    // B comes back to the app: the bell asks again and counts the invitation.
    await comeBack(bPage);
    await expect(bPage.getByRole('link', { name: 'Avisos, 1 não lido' })).toBeVisible();
    // The home's invitations row, read before the invitation, agrees with the bell.
    await expect(bPage.getByRole('link', { name: 'Convites: 1', exact: true })).toBeVisible();
    await bPage.screenshot({ path: `${SHOTS}/avisos-home-bell.png` });
    await bell.click();
    await expect(bPage).toHaveURL(/\/notifications$/);
    await expect(bPage.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    const list = bPage.getByRole('list', { name: 'Seus avisos' });
    const aviso = list.getByRole('link', { name: new RegExp(`Convite para jogar.*${a.nickname} convidou você para formar um time no campeonato ${championship.title}`) });
    await expect(aviso).toBeVisible();
    await expect(aviso).toContainText('Não lido');
    await expect(bPage.getByRole('button', { name: 'Marcar todos como lidos' })).toBeVisible();
    await expectNoSeriousViolations(bPage, 'avisos');
    await bPage.screenshot({ path: `${SHOTS}/avisos-list.png` });

    // Tapping it opens the championship and reads it: the bell's count drops.
    await aviso.click();
    await expect(bPage).toHaveURL(new RegExp(`/championship/${championship.id}$`));
    await expect(bPage.getByRole('heading', { level: 1, name: championship.title })).toBeVisible();
    await expect(bPage.getByRole('link', { name: 'Avisos', exact: true })).toBeVisible();
    await bPage.goBack();
    await expect(list.getByRole('link').first()).not.toContainText('Não lido');
    await expect(bPage.getByRole('button', { name: 'Marcar todos como lidos' })).toHaveCount(0);
    await bPage.screenshot({ path: `${SHOTS}/avisos-list-read.png` });

    // The same aviso by e-mail, with the link to the championship.
    await expect.poll(() => mailsTo(b.email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(b.email);
    expect(mail!.subject).toBe('Areia: Convite para jogar');
    expect(mail!.text).toContain(`${a.nickname} convidou você para formar um time no campeonato ${championship.title}.`);
    expect(mail!.text).toMatch(new RegExp(`https?://\\S+/championship/${championship.id}`));
    expect(mailsTo(a.email)).toEqual([]);
  });

  test('an athlete with no aviso sees the empty state', async ({ page }) => {
    const athlete = await registerAthlete(page.request, newAthlete('semaviso'));
    await signIn(page, athlete);
    await page.goto('/notifications');
    await expect(page.getByText('Nenhum aviso por enquanto')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Avisos', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/avisos-empty.png` });
  });
});
