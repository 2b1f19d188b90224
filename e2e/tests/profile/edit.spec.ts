import { expect, test, type Page } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiGet, drawImage, recordFormDataFiles, sentFiles, servedImageSize, signInNewAthlete } from '../../support/profile';
import { DEMO_ACCOUNT, apiLogin } from '../../support/session';

type Me = { full_name: string | null; nickname: string; born: string | null; gender: string | null; avatar_url: string | null; modalities: { modality: string; status: string }[] };

const MB = 1024 * 1024;

async function pickAvatar(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Alterar foto' }).click();
  await (await chooser).setFiles(file);
}

test('editing name, nickname, birth date, gender and modality persists and shows everywhere without a reload', async ({ page }) => {
  const { session } = await signInNewAthlete(page, 'editar');
  const nickname = `praia${Date.now().toString(36)}`;
  await page.goto('/home');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();

  // A signup plays Vôlei from the start; the switch turns it off and on.
  const volei = page.getByRole('switch', { name: 'Vôlei' });
  await expect(volei).toHaveAttribute('aria-checked', 'true');
  await volei.click();
  await expect(volei).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel('Nome completo').fill('Marina Duarte Lima');
  await page.getByLabel('Apelido').fill(nickname);
  await page.getByLabel('Data de nascimento').fill('1995-07-14');
  await expect(page.getByLabel('Gênero').locator('option')).toHaveText(['Selecione', 'masculino', 'feminino', 'outro']);
  await page.getByLabel('Gênero').selectOption('feminino');
  await volei.click();
  await expect(volei).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: '/tmp/profile-edit.png', fullPage: true });

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Olá ${nickname}`, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ver meu perfil' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Marina Duarte Lima' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Modalidades' }).getByText('Vôlei', { exact: true })).toBeVisible();

  await page.goto('/edit');
  await expect(page.getByLabel('Nome completo')).toHaveValue('Marina Duarte Lima');
  await expect(page.getByLabel('Apelido')).toHaveValue(nickname);
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('1995-07-14');
  await expect(page.getByLabel('Gênero')).toHaveValue('feminino');
  await expect(page.getByRole('switch', { name: 'Vôlei' })).toHaveAttribute('aria-checked', 'true');

  const me = await apiGet<Me>(page.request, session.token, '/api/user/me');
  expect(me).toMatchObject({ full_name: 'Marina Duarte Lima', nickname, born: '1995-07-14', gender: 'feminino' });
  expect(me.modalities).toContainEqual({ modality: VOLEI_MODALITY_ID, status: 'active' });

  // Turning the modality off again empties the chips the profile reads from user_modalities.
  await page.getByRole('switch', { name: 'Vôlei' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Ver meu perfil' }).click();
  await expect(page.getByText('Nenhuma modalidade ativa')).toBeVisible();
});

test("a nickname already taken toasts 'Erro ao atualizar perfil', shows the server's reason under the form and loses nothing typed", async ({ page }) => {
  const demo = await apiLogin(page.request, DEMO_ACCOUNT);
  await signInNewAthlete(page, 'repetido');
  await page.goto('/edit');
  await page.getByLabel('Nome completo').fill('Nome Que Fica');
  await page.getByLabel('Apelido').fill(demo.user.nickname ?? '');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // The toast is the spec's plain text; the reason is the form's own red line, gone once the athlete edits.
  await expect(page.getByText('Erro ao atualizar perfil', { exact: true })).toBeVisible();
  const reason = page.locator('form').getByRole('alert');
  await expect(reason).toHaveText('Este apelido já está em uso');
  await expect(page.getByText('Erro ao atualizar perfil: Este apelido já está em uso')).toHaveCount(0);
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Nome Que Fica');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  await page.getByLabel('Apelido').fill(`${demo.user.nickname ?? ''}x`);
  await expect(reason).toHaveCount(0);
});

test.describe('avatar upload', () => {
  test.beforeEach(async ({ page }) => {
    await recordFormDataFiles(page, 'avatar');
  });

  test('a PNG is compressed, uploaded and served by the API at most 1024 px', async ({ page }) => {
    const { session } = await signInNewAthlete(page, 'fotopng');
    await page.goto('/edit');
    const png = await drawImage(page, { width: 1600, height: 1200, type: 'image/png' });
    await pickAvatar(page, { name: 'praia.png', mimeType: 'image/png', buffer: png });
    // One signal, under the picture: no toast piles up over "Salvar".
    await expect(page.getByRole('status').filter({ hasText: 'Foto atualizada com sucesso!' })).toBeVisible();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeInViewport();

    const [sent] = await sentFiles(page);
    expect(sent!.bytes).toBeLessThanOrEqual(MB);
    expect(Math.max(sent!.width, sent!.height)).toBe(1024);

    const me = await apiGet<Me>(page.request, session.token, '/api/user/me');
    expect(me.avatar_url).toMatch(/\/media\/avatars\//);
    await expect(page.getByRole('button', { name: 'Alterar foto' }).locator('img')).toHaveAttribute('src', me.avatar_url!);
    const served = await servedImageSize(page, me.avatar_url!);
    expect(Math.max(served.width, served.height)).toBeLessThanOrEqual(1024);
    expect(served.width / served.height).toBeCloseTo(4 / 3, 2);
  });

  test('a large phone JPEG leaves the browser under 1 MB and 1024 px and shows on the home', async ({ page }) => {
    const { session } = await signInNewAthlete(page, 'fotojpg');
    await page.goto('/edit');
    const jpeg = await drawImage(page, { width: 3000, height: 2000, type: 'image/jpeg', noise: true });
    expect(jpeg.length).toBeGreaterThan(3 * MB);
    await pickAvatar(page, { name: 'IMG_2026.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const progress = page.getByRole('progressbar', { name: /^(Preparando a foto\.\.\.|Enviando foto\.\.\. \d+%)$/ });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alterar foto' })).toBeDisabled();
    await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible({ timeout: 30_000 });
    await expect(progress).toHaveCount(0);

    const [sent] = await sentFiles(page);
    expect(sent!.type).toBe('image/jpeg');
    expect(sent!.bytes).toBeLessThanOrEqual(MB);
    expect(Math.max(sent!.width, sent!.height)).toBeLessThanOrEqual(1024);

    const me = await apiGet<Me>(page.request, session.token, '/api/user/me');
    const served = await servedImageSize(page, me.avatar_url!);
    expect(Math.max(served.width, served.height)).toBeLessThanOrEqual(1024);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByRole('link', { name: 'Ver meu perfil' }).locator('img')).toHaveAttribute('src', me.avatar_url!);
  });

  test('bytes that are no picture behind an image type, or a corrupt picture, get one error under the picture and no upload', async ({ page }) => {
    const { session } = await signInNewAthlete(page, 'fotoruim');
    await page.goto('/edit');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/avatar')) uploads.push(request.method());
    });
    const png = await drawImage(page, { width: 400, height: 300, type: 'image/png' });
    // A real PNG's signature and header, then damaged pixel data: the browser cannot decode it.
    const corrupt = Buffer.concat([png.subarray(0, 64), Buffer.alloc(png.length - 64, 0x5a)]);
    const cases = [
      { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma imagem\n'.repeat(20)) },
      { name: 'quebrada.png', mimeType: 'image/png', buffer: corrupt },
    ];
    for (const file of cases) {
      await pickAvatar(page, file);
      await expect(page.getByRole('alert').filter({ hasText: 'Erro ao atualizar a foto: Arquivo de imagem inválido' })).toBeVisible();
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    }
    expect(uploads).toEqual([]);
    expect(await sentFiles(page)).toEqual([]);
    expect((await apiGet<Me>(page.request, session.token, '/api/user/me')).avatar_url).toBeNull();
  });

  test('a file that is not an image is rejected before any upload', async ({ page }) => {
    await signInNewAthlete(page, 'fotopdf');
    await page.goto('/edit');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/avatar')) uploads.push(request.method());
    });
    await pickAvatar(page, { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('anotações do treino') });
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao atualizar a foto: o arquivo escolhido não é uma imagem' })).toBeVisible();
    expect(await sentFiles(page)).toEqual([]);
    expect(uploads).toEqual([]);
  });
});
