import { expect, test } from '@playwright/test';
import { drawnChampionshipDay } from '../../support/live-day';

/**
 * "Ao vivo" for people without an account: /ao-vivo/:id opens with no session (no login, no redirect), shows the
 * courts and what comes next, and `?tv=1` fits the arena's TV (1920×1080) without scrolling, with its QR code. The
 * link itself carries the championship's preview for chat apps.
 */
test('a spectator with no account sees the day, a TV sees it whole, and the link has its preview', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const day = await drawnChampionshipDay(request);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL });
  try {
    const page = await phone.newPage();
    const authorized: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['authorization']) authorized.push(r.url());
    });
    await page.goto(`/ao-vivo/${day.championshipId}`);
    await expect(page.getByRole('heading', { level: 1, name: day.title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/ao-vivo/${day.championshipId}`);
    await expect(page.getByTestId('live-court').first()).toBeVisible();
    await expect(page.getByText(/^previsto \d{2}:\d{2}$/).first()).toBeVisible();
    await expect(page).toHaveTitle(`Ao vivo · ${day.title} · Areia`);
    expect(authorized).toEqual([]);
  } finally {
    await phone.close();
  }

  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL });
  try {
    const page = await tv.newPage();
    await page.goto(`/ao-vivo/${day.championshipId}?tv=1`);
    await expect(page.getByRole('heading', { level: 1, name: day.title })).toBeVisible();
    await expect(page.getByTestId('live-qr')).toBeVisible();
    const courts = page.getByTestId('live-court');
    await expect(courts).toHaveCount(day.courts.length);
    // Side by side: every court on one row.
    const tops = await courts.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const overflow = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight - window.innerHeight,
      width: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(overflow).toEqual({ height: 0, width: 0 });
    await expect(page.getByRole('navigation')).toHaveCount(0);
  } finally {
    await tv.close();
  }

  // What a chat app reads: the HTML itself, no JavaScript run.
  const html = await (await request.get(`/ao-vivo/${day.championshipId}`)).text();
  const escaped = day.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  expect(html).toContain(`<title>Ao vivo · ${escaped} · Areia</title>`);
  expect(html).toContain(`<meta property="og:title" content="Ao vivo · ${escaped} · Areia" />`);
  expect(html).toMatch(/<meta property="og:description" content="[^"]*\d{4}[^"]*" \/>/);
  expect(html).toContain(`/ao-vivo/${day.championshipId}" />`);
});
