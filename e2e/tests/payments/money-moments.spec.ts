import { expect, test } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { newSignedInAthlete, ORGANIZER_ACCOUNT, organizerApi, signUpTeams, type Athlete } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { shotPath } from '../../support/shots';
import { waitForApiRead } from '../../support/api-reads';

test.describe('money where it is seen', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', permissions: ['clipboard-read', 'clipboard-write'] });

  test('a pending share is a card on the home and first on the championship, and the copy answers inside the sheet', async ({ page, request }) => {
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const championship = await organizerApi(request, organizer.token).create({ title: `Copa Pague ${Date.now().toString(36)}`, price: 60 });
    const [athlete, partner]: Athlete[] = [await newSignedInAthlete(request, 'deve'), await newSignedInAthlete(request, 'parceira')];
    const base = `${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${championship.id}`;
    expect((await request.post(`${base}/teams`, { headers: { Authorization: `Bearer ${athlete!.token}` }, data: { championship_id: championship.id, team_members: [{ player_id: athlete!.id }, { player_id: partner!.id }] } })).status()).toBe(201);
    const invitations = (await (await request.get(`${apiUrl()}/api/invitations`, { headers: { Authorization: `Bearer ${partner!.token}` } })).json()) as { id: string }[];
    expect((await request.post(`${apiUrl()}/api/invitations/${invitations[0]!.id}/accept`, { headers: { Authorization: `Bearer ${partner!.token}` } })).status()).toBe(200);

    await signIn(page, athlete!);
    await page.goto('/home');
    const card = page.getByTestId('due-shares');
    await expect(card.getByRole('heading', { name: 'Pagamento pendente' })).toBeVisible();
    await expect(card).toContainText(/Pague R\$ 60,00 até \d{2}:\d{2} de (hoje|amanhã|domingo|segunda|terça|quarta|quinta|sexta|sábado)/);
    await expect(card).toContainText(championship.title);
    await expectNoSeriousViolationsInBothThemes(page, 'home com pagamento pendente', { shot: 'money-home', enhancedContrast: false });

    // The card leads to the championship with the PIX sheet already open.
    await card.getByRole('link', { name: `Pagar com PIX a inscrição em ${championship.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/championship/${championship.id}$`));
    const sheet = page.getByRole('dialog', { name: 'Pagar com PIX' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('copy-feedback')).toHaveText('');
    await sheet.getByRole('button', { name: 'Copiar código' }).click();
    await expect(sheet.getByRole('button', { name: 'Código copiado ✓' })).toBeVisible();
    await expect(sheet.getByRole('status').filter({ hasText: 'Código PIX copiado. Cole no app do seu banco.' })).toHaveAttribute('aria-live', 'polite');
    await expectNoSeriousViolationsInBothThemes(page, 'folha PIX com código copiado', { shot: 'money-copied', enhancedContrast: false });
    await sheet.getByRole('button', { name: 'Fechar' }).click();

    // On the championship the share comes first, above "Sobre", with its line and its button.
    const share = page.getByTestId('my-payment');
    await expect(share.getByTestId('payment-due')).toHaveText(/^Pague R\$ 60,00 até \d{2}:\d{2} de /);
    const shareTop = (await share.boundingBox())!.y;
    const aboutTop = (await page.getByRole('heading', { name: 'Sobre' }).boundingBox())!.y;
    expect(shareTop).toBeLessThan(aboutTop);
    await expectNoSeriousViolationsInBothThemes(page, 'campeonato com pagamento pendente', { shot: 'money-championship', enhancedContrast: false });

    // The team withdraws: the share reads as withdrawn, not expired, and the home card goes.
    const teams = (await (await request.get(`${base}/teams`, { headers: { Authorization: `Bearer ${athlete!.token}` } })).json()) as { id: string }[];
    expect((await request.delete(`${base}/teams/${teams[0]!.id}`, { headers: { Authorization: `Bearer ${athlete!.token}` } })).status()).toBe(204);
    await page.reload();
    await expect(share.getByTestId('payment-status')).toHaveText('Situação: Cancelado — inscrição retirada');
    await page.screenshot({ path: shotPath('money-withdrawn.png') });
    const due = waitForApiRead(page, (read) => read.pathname === '/api/payments/due');
    await page.goto('/home');
    expect(await due).toEqual({ status: 200, data: [] });
    await expect(page.getByTestId('due-shares')).toHaveCount(0);
  });

  test('the draw confirmation names the unpaid teams it releases and refuses with the reason when too few remain', async ({ page, request }) => {
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const api = organizerApi(request, organizer.token);
    const championship = await api.create({ title: `Copa Sorteio Pago ${Date.now().toString(36)}`, price: 40 });
    await signUpTeams(request, championship.id, 4);
    const shares = (await (await request.get(`${apiUrl()}/api/organizer/championships/${championship.id}/payments`, { headers: { Authorization: `Bearer ${organizer.token}` } })).json()) as { id: string; teamId: string; team: string }[];
    const teamIds = [...new Set(shares.map((share) => share.teamId))];
    const confirmTeam = async (teamId: string) => {
      for (const share of shares.filter((item) => item.teamId === teamId)) {
        expect((await request.post(`${apiUrl()}/api/organizer/payments/${share.id}/confirm`, { headers: { Authorization: `Bearer ${organizer.token}` } })).status()).toBe(200);
      }
    };
    await confirmTeam(teamIds[0]!);
    await api.closeSignups(championship.id);

    await signIn(page, ORGANIZER_ACCOUNT);
    await page.goto(`/organizer/championships/${championship.id}`);
    const draw = page.getByRole('form', { name: 'Sortear grupos' });
    await draw.getByRole('button', { name: 'Sortear grupos' }).click();
    const refusal = draw.getByTestId('draw-refusal');
    await expect(refusal).toHaveText('São necessários pelo menos 3 times para sortear os grupos: 3 times com pagamento pendente serão liberados e restaria 1');
    await expect(draw.getByText('Perdem a vaga (pagamento pendente): 3 times')).toBeVisible();
    await expect(draw.getByTestId('draw-release').getByRole('listitem')).toHaveCount(3);
    await expect(draw.getByTestId('draw-teams').getByRole('listitem')).toHaveText([shares.find((share) => share.teamId === teamIds[0])!.team]);
    await expect(draw.getByRole('button', { name: 'Confirmar sorteio' })).toBeDisabled();
    await draw.getByTestId('draw-consequences').scrollIntoViewIfNeeded();
    await expectNoSeriousViolationsInBothThemes(page, 'sorteio recusado com times a liberar', { shot: 'draw-refused', enhancedContrast: false });

    // Two more teams pay: the draw can go, and still names the one it releases.
    await confirmTeam(teamIds[1]!);
    await confirmTeam(teamIds[2]!);
    await draw.getByRole('button', { name: 'Voltar' }).click();
    await draw.getByRole('button', { name: 'Sortear grupos' }).click();
    await expect(draw.getByTestId('draw-confirm')).toHaveText('Sortear 3 times em 1 grupo? As inscrições serão encerradas e nenhum time poderá entrar ou sair.');
    await expect(draw.getByTestId('draw-release').getByRole('listitem')).toHaveText([shares.find((share) => share.teamId === teamIds[3])!.team]);
    await expect(draw.getByRole('button', { name: 'Confirmar sorteio' })).toBeEnabled();
    await draw.getByTestId('draw-consequences').scrollIntoViewIfNeeded();
    await expectNoSeriousViolationsInBothThemes(page, 'confirmação do sorteio', { shot: 'draw-confirm', enhancedContrast: false });
  });
});
