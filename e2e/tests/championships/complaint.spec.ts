import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerAthlete } from '../../support/athletes';
import { championshipsApi } from '../../support/championships-api';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiUrl, signIn } from '../../support/session';

/**
 * A fresh athlete signed in, an open championship with a registered team, and WhatsApp answered locally (no internet
 * here: only the addresses the app opens are checked).
 */
async function reportableTeam(page: Page, context: BrowserContext) {
  const athlete = await registerAthlete(page.request);
  const session = await signIn(page, athlete);
  const api = championshipsApi(page.request, session.token);
  const championship = (await api.list()).find((c) => !c.isDisabled && c.max_teams - c.free > 0)!;
  const [team] = await api.teams(championship.id);
  expect(team).toBeDefined();
  const opened: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ body: 'ok', contentType: 'text/plain' });
  });
  return { session, championship, team: team!, opened };
}

test('a complaint is posted and opens the organiser on WhatsApp with the championship named', async ({ page, context }) => {
  const { session, championship, team, opened } = await reportableTeam(page, context);

  await page.goto(`/championship/${championship.id}`);
  await page.getByRole('button', { name: `Ver time ${team.team} e denunciar` }).click();
  await expect(page).toHaveURL(/\/complaint$/);
  await expect(page.getByRole('heading', { level: 2, name: championship.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: team.team })).toBeVisible();
  for (const member of team.team_members) {
    await expect(page.getByRole('list', { name: 'Jogadores' }).getByText(member.nickname!, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/championships-complaint.png' });

  // Hold the real request for a moment (it still reaches the API) to see the busy label.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const complaintPath = `/${championship.id}/${team.id}`;
  await page.route((url) => url.pathname.endsWith(complaintPath), async (route) => {
    await held;
    await route.continue();
  });
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(complaintPath));
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Alertar categoria incorreta' }).click();
  // The tab opens within the click, before the API answers (a popup opened after an await is blocked).
  const whatsapp = await popup;
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  expect(whatsapp.url()).toBe('about:blank');
  expect(opened).toHaveLength(0);
  release();

  expect((await posted).postDataJSON()).toEqual({ reported_by_id: session.user.id, reason: 'Categoria incorreta' });
  await expect(page.getByText('Denúncia enviada com sucesso!')).toBeVisible();
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  await expect.poll(() => opened.length).toBe(1);
  const url = new URL(whatsapp.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/55${championship.contact}`);
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(championship.title);
  expect(text).toContain(championship.id);
  expect(text).toContain(team.team);
  // noopener by hand: the WhatsApp tab cannot reach back into the app.
  expect(await whatsapp.evaluate(() => window.opener)).toBeNull();

  // Sent once: the button stays off and says so; the conversation can be reopened from a link.
  await expect(page.getByRole('button', { name: 'Denúncia enviada' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Alertar categoria incorreta' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Abrir conversa no WhatsApp' })).toHaveAttribute('href', whatsapp.url());
  await page.screenshot({ path: '/tmp/championships-complaint-sent.png' });
});

test('with the tab blocked, the complaint still goes and a link opens the WhatsApp conversation', async ({ page, context }) => {
  const { championship, team, opened } = await reportableTeam(page, context);
  // What a popup blocker does: window.open gives null.
  await page.addInitScript(() => {
    window.open = () => null;
  });

  await page.goto(`/championship/${championship.id}`);
  await page.getByRole('button', { name: `Ver time ${team.team} e denunciar` }).click();
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/${championship.id}/${team.id}`));
  await page.getByRole('button', { name: 'Alertar categoria incorreta' }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText('Denúncia enviada com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Denúncia enviada' })).toBeDisabled();
  expect(context.pages()).toHaveLength(1);

  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Abrir conversa no WhatsApp' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(whatsapp.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/55${championship.contact}`);
  expect(url.searchParams.get('text')).toContain(championship.title);
  expect(opened).toHaveLength(1);
});

test('the complaint screen opened without data says so and goes back', async ({ page }) => {
  await signIn(page);
  await page.goto('/championships');
  await expect(page.getByRole('heading', { level: 1, name: 'Campeonatos' })).toBeVisible();
  await page.goto('/complaint');
  await expect(page.getByText('Nenhum dado do time disponível.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alertar categoria incorreta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/championships$/);
});

test('a team already reported by the athlete is refused with the server message and no WhatsApp tab stays open', async ({ page, context }) => {
  const { session, championship, team } = await reportableTeam(page, context);

  // The first report, straight through the API.
  const first = await page.request.post(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${championship.id}/${team.id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { reported_by_id: session.user.id, reason: 'Categoria incorreta' },
  });
  expect(first.status()).toBe(201);

  await page.goto(`/championship/${championship.id}`);
  await page.getByRole('button', { name: `Ver time ${team.team} e denunciar` }).click();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Alertar categoria incorreta' }).click();
  const tab = await popup;
  await expect(page.getByText('Você já denunciou este time')).toBeVisible();
  await expect(page.getByText('Denúncia enviada com sucesso!')).toHaveCount(0);
  await expect.poll(() => tab.isClosed()).toBe(true);
  await expect(page.getByRole('button', { name: 'Denúncia enviada' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Abrir conversa no WhatsApp' })).toHaveCount(0);
});
