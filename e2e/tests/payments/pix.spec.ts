import { expect, test, type BrowserContext } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { bannerPng, newSignedInAthlete, ORGANIZER_ACCOUNT, organizerApi, type Athlete } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { expectNoSeriousViolations } from '../../support/axe';
import { shotPath } from '../../support/shots';

test.describe('paid sign-ups by PIX (an athlete and the organizer, two browsers)', () => {
  test.describe.configure({ timeout: 120_000 });
  let athleteContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await athleteContext?.close();
    athleteContext = undefined;
  });

  test('the athlete pays with the code and "Já paguei", the organizer sees the receipt and confirms, the athlete sees "pago"', async ({ page, browser, baseURL, request }) => {
    // The organizer's PIX details, through their form.
    await signIn(page, ORGANIZER_ACCOUNT);
    await page.goto('/organizer/pix');
    await page.getByRole('textbox', { name: 'Chave PIX' }).fill('123.456.789-00');
    await page.getByRole('textbox', { name: 'Nome de quem recebe' }).fill('Organização Areia');
    await page.getByRole('textbox', { name: 'Cidade' }).fill('Niterói');
    await page.getByRole('button', { name: 'Salvar dados PIX' }).click();
    await expect(page.getByText('CPF inválido: confira os dígitos')).toBeVisible();
    await page.getByRole('textbox', { name: 'Chave PIX' }).fill('+55 (21) 98888-7777');
    await page.getByRole('button', { name: 'Salvar dados PIX' }).click();
    await expect(page.getByText('Dados PIX salvos')).toBeVisible();
    await expect(page.getByText('Chave salva: celular')).toBeVisible();
    await expectNoSeriousViolations(page, 'dados PIX');

    // A championship at R$ 50,00 per person; a team of two fresh athletes, confirmed when the partner accepts.
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const championship = await organizerApi(request, organizer.token).create({ title: `Copa PIX ${Date.now().toString(36)}`, price: 50 });
    const [athlete, partner]: Athlete[] = [await newSignedInAthlete(request, 'paga'), await newSignedInAthlete(request, 'parceiro')];
    const base = `${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${championship.id}`;
    const created = await request.post(`${base}/teams`, {
      headers: { Authorization: `Bearer ${athlete!.token}` },
      data: { championship_id: championship.id, team_members: [{ player_id: athlete!.id }, { player_id: partner!.id }] },
    });
    expect(created.status()).toBe(201);
    const invitations = (await (await request.get(`${apiUrl()}/api/invitations`, { headers: { Authorization: `Bearer ${partner!.token}` } })).json()) as { id: string }[];
    expect((await request.post(`${apiUrl()}/api/invitations/${invitations[0]!.id}/accept`, { headers: { Authorization: `Bearer ${partner!.token}` } })).status()).toBe(200);

    // The athlete, on their own phone.
    athleteContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const phone = await athleteContext.newPage();
    await signIn(phone, athlete!);
    await phone.goto(`/championship/${championship.id}`);
    const share = phone.getByTestId('my-payment');
    await expect(share.getByTestId('payment-status')).toHaveText('Situação: Pendente');
    await share.getByRole('button', { name: 'Pagar minha parte — R$ 50,00' }).click();

    const sheet = phone.getByRole('dialog', { name: 'Pagar com PIX' });
    await expect(sheet.getByRole('img', { name: 'QR Code do PIX para pagar a sua parte' })).toBeVisible();
    const code = await sheet.getByRole('textbox', { name: 'PIX copia e cola' }).inputValue();
    expect(code).toMatch(/^000201/);
    expect(code).toContain('0014br.gov.bcb.pix0114+5521988887777');
    expect(code).toContain('540550.00');
    expect(code).toContain('5917ORGANIZACAO AREIA6007NITEROI');
    await expect(sheet.getByText(/Pague até \d{2}\/\d{2}\/\d{2} às \d{2}:\d{2}/)).toBeVisible();
    await expect(sheet.getByRole('status').filter({ hasText: 'Código PIX copiado' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Copiar código' }).click();
    // The answer is inside the sheet: on the button, and said to screen readers by its live region.
    await expect(sheet.getByRole('button', { name: 'Código copiado ✓' })).toBeVisible();
    await expect(sheet.getByTestId('copy-feedback')).toHaveAttribute('aria-live', 'polite');
    await expect(sheet.getByTestId('copy-feedback')).toHaveText('Código PIX copiado. Cole no app do seu banco.');
    expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await phone.screenshot({ path: shotPath('pix-sheet.png') });
    await expectNoSeriousViolations(phone, 'folha de pagamento');

    await sheet.getByLabel('Comprovante (opcional)').setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: bannerPng(600, 900) });
    await sheet.getByRole('button', { name: 'Já paguei' }).click();
    await expect(phone.getByText('Pagamento informado. O organizador vai conferir.')).toBeVisible();
    await expect(share.getByTestId('payment-status')).toHaveText('Situação: Informado');
    await expectNoSeriousViolations(phone, 'campeonato com a parte informada');

    // The organizer's payments screen: totals, the team not yet paga, the receipt, then the confirmation.
    await page.goto(`/organizer/championships/${championship.id}`);
    await page.getByRole('link', { name: 'Pagamentos das inscrições' }).click();
    const totals = page.getByTestId('payment-totals');
    await expect(totals).toContainText('R$ 0,00Recebido');
    await expect(totals).toContainText('R$ 100,00A receber');
    const team = page.getByTestId('payment-team');
    await expect(team.getByTestId('team-paid')).toHaveText('Em aberto');
    const row = page.getByRole('listitem', { name: `${athlete!.nickname}: R$ 50,00, Informado` });
    await row.getByRole('button', { name: 'Ver comprovante' }).click();
    const receipt = page.getByRole('dialog', { name: `Comprovante de ${athlete!.nickname}` });
    await expect(receipt.getByRole('img', { name: `Comprovante enviado por ${athlete!.nickname}` })).toBeVisible();
    await receipt.getByRole('button', { name: 'Fechar' }).click();
    await row.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Pagamento confirmado')).toBeVisible();
    const paidRow = page.getByRole('listitem', { name: `${athlete!.nickname}: R$ 50,00, Pago` });
    await expect(paidRow.getByTestId('payment-row-status')).toHaveText('Pago');
    await expect(paidRow.getByRole('button', { name: 'Desfazer' })).toBeVisible();
    await expect(totals).toContainText('R$ 50,00Recebido');
    await expect(totals).toContainText('R$ 50,00A receber');
    await expect(page.getByText('Pagamento confirmado')).toBeHidden({ timeout: 15_000 });
    await page.screenshot({ path: shotPath('pix-payments.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'pagamentos');

    // The athlete sees "pago" on the championship page, and an aviso tells them.
    await phone.reload();
    await expect(share.getByTestId('payment-status')).toHaveText('Situação: Pago');
    await expect(share.getByText('Pagamento confirmado pelo organizador. Bom jogo!')).toBeVisible();
    await expect(share.getByRole('button', { name: /Pagar minha parte/ })).toHaveCount(0);
    const avisos = (await (await request.get(`${apiUrl()}/api/notifications`, { headers: { Authorization: `Bearer ${athlete!.token}` } })).json()) as { kind: string; link: string }[];
    expect(avisos.filter((aviso) => aviso.kind === 'payment_confirmed').map((aviso) => aviso.link)).toEqual([`/championship/${championship.id}`]);

    // The partner still owes: their own share is pendente, and the team becomes paga once it is confirmed too.
    const partnerRow = page.getByRole('listitem', { name: `${partner!.nickname}: R$ 50,00, Pendente` });
    await partnerRow.getByRole('button', { name: 'Confirmar' }).click();
    await expect(team.getByTestId('team-paid')).toHaveText('Paga');
    await expect(totals).toContainText('R$ 100,00Recebido');
  });
});
