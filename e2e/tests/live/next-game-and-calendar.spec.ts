import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import type { NextGame } from '@areia/shared/core/schemas/calendar';
import { championshipsApi } from '../../support/championships-api';
import { apiGet, signInNewAthlete } from '../../support/profile';
import { signIn } from '../../support/session';
import { shotPath } from '../../support/shots';

const events = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
};
const brasilia = (iso: string) => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

test('the home shows "Seu próximo jogo" with opponent, court and time; an athlete with no game sees none', async ({ page }) => {
  const session = await signIn(page);
  const next = await apiGet<NextGame>(page.request, session.token, '/api/user/next-game');
  expect(next.court).toMatch(/^Quadra/);
  await page.goto('/home');
  const card = page.getByTestId('next-game');
  await expect(card.getByRole('heading', { name: 'Seu próximo jogo' })).toBeVisible();
  await expect(card).toContainText(`contra ${next.opponent}`);
  await expect(card).toContainText(next.court!);
  await expect(card).toContainText(brasilia(next.scheduled_at));
  // It comes first on the home, above the ranking, on a phone's first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const [cardBox, rankingBox] = [await card.boundingBox(), await page.getByRole('heading', { name: 'Ranking Geral' }).boundingBox()];
  expect(cardBox!.y).toBeLessThan(rankingBox!.y);
  expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(844);
  await page.screenshot({ path: shotPath('edges-home.png') });
  await card.getByRole('link', { name: `Ver ${next.championship_title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/championship/${next.championship_id}$`));

  await signInNewAthlete(page, 'semjogo');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Ranking Geral' })).toBeVisible();
  await expect(page.getByTestId('next-game')).toHaveCount(0);
});

test('"Adicionar à agenda" downloads an .ics of the championship and the athlete’s games in it', async ({ page }) => {
  const session = await signIn(page);
  const api = championshipsApi(page.request, session.token);
  const next = await apiGet<NextGame>(page.request, session.token, '/api/user/next-game');
  const championship = await api.detail(next.championship_id);
  await page.goto(`/championship/${championship.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Adicionar à agenda' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('rei-da-praia-leme.ics');
  const { calendar, events: found } = events(await readFile((await file.path())!, 'utf8'));
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
  const main = found.find((event) => event.uid === `campeonato-${championship.id}@areia.app`)!;
  expect(main.summary).toBe(`${championship.title} (Areia)`);
  expect(main.startDate.toJSDate().toISOString()).toBe(new Date(championship.occurs).toISOString());
  expect(main.location).toContain(championship.arena_name);
  const game = found.find((event) => event.uid === `jogo-${next.game_id}@areia.app`)!;
  expect(game.summary).toBe(`Jogo contra ${next.opponent} — ${next.court}`);
  expect(game.startDate.toJSDate().toISOString()).toBe(next.scheduled_at);
  expect(game.description).toContain(`${brasilia(next.scheduled_at)} (horário de Brasília)`);
});

test('the profile creates, rotates and revokes the private calendar address; the feed parses', async ({ page }) => {
  const session = await signIn(page);
  await page.goto('/profile');
  const box = page.getByTestId('calendar-subscription');
  await expect(box.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  // A previous run may have left an address: start from none.
  const revokeFirst = box.getByRole('button', { name: 'Revogar endereço' });
  const create = box.getByRole('button', { name: 'Criar endereço da agenda' });
  // Wait until the address has loaded, so an existing one is not mistaken for none.
  await expect(revokeFirst.or(create)).toBeVisible();
  if (await revokeFirst.isVisible()) await revokeFirst.click();
  await create.click();
  const field = box.getByLabel('Endereço privado da agenda');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await field.inputValue();
  await expect(box.getByRole('link', { name: 'Assinar no calendário' })).toHaveAttribute('href', first.replace(/^http:/, 'webcal:'));
  await page.screenshot({ path: '/tmp/profile-calendar.png', fullPage: true });

  const feed = await page.request.get(first);
  expect(feed.ok()).toBe(true);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const { events: listed } = events(await feed.text());
  const mine = (await championshipsApi(page.request, session.token).list()).filter((c) => c.isRegistered);
  for (const c of mine) expect(listed.some((event) => event.uid === `campeonato-${c.id}@areia.app`)).toBe(true);
  expect(listed.some((event) => event.summary.startsWith('Jogo contra '))).toBe(true);

  await box.getByRole('button', { name: 'Gerar novo endereço' }).click();
  await expect(field).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  const second = await field.inputValue();
  expect((await page.request.get(second)).status()).toBe(200);

  await box.getByRole('button', { name: 'Revogar endereço' }).click();
  await expect(box.getByText('Nenhum endereço ativo.')).toBeVisible();
  expect((await page.request.get(second)).status()).toBe(404);
});
