import { expect, test, type Page } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { newSignedInAthlete, ORGANIZER_ACCOUNT, organizerApi, type Athlete } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { shotPath } from '../../support/shots';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';

/**
 * What reads cramped on a small phone: every chip's text on one line and inside its chip, every named card inside the
 * screen, the team avatars beside (not under) the team's name, and no sideways scroll — at 390×844 and at 320×640.
 */
async function crampedOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const name = (element: Element) => `${element.getAttribute('data-testid') ?? element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    if (document.documentElement.scrollWidth > width) problems.push(`página rola de lado: ${document.documentElement.scrollWidth} > ${width}`);
    for (const chip of [...document.querySelectorAll('.areia-chip, [data-testid="championship-status"]')].filter(shown)) {
      const range = document.createRange();
      range.selectNodeContents(chip);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`${name(chip)} quebra em ${lines.size} linhas`);
      if (chip.scrollWidth > chip.clientWidth + 1) problems.push(`${name(chip)} corta o texto: ${chip.scrollWidth} > ${chip.clientWidth}`);
      const box = chip.getBoundingClientRect();
      if (box.left < 0 || box.right > width) problems.push(`${name(chip)} sai da tela (${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    const cards = '[data-testid="ranking-card"], [data-testid="due-shares"], [data-testid="first-steps"], [data-testid="my-payment"], [data-testid="own-team"], .areia-card';
    for (const card of [...document.querySelectorAll(cards)].filter(shown)) {
      const box = card.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) problems.push(`${name(card)} sai da tela (${Math.round(box.left)}–${Math.round(box.right)})`);
      if (card.scrollWidth > card.clientWidth + 1) problems.push(`${name(card)} transborda: ${card.scrollWidth} > ${card.clientWidth}`);
    }
    // A team's name keeps room to be read beside its avatars and chips: never squeezed to an ellipsis alone.
    for (const team of [...document.querySelectorAll('[data-testid="team-name"]')].filter((element) => element.getBoundingClientRect().height > 0)) {
      const box = team.getBoundingClientRect();
      if (box.width < 96) problems.push(`nome do time ${name(team)} espremido em ${Math.round(box.width)} px`);
      const avatars = team.parentElement?.querySelector('[data-testid="team-avatars"]');
      if (avatars && box.left < avatars.getBoundingClientRect().right - 0.5) problems.push(`avatares sobre o nome ${name(team)}`);
    }
    return problems;
  });
}

const sizes = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** Each screen at both sizes: the whole page and `detail` (the part most at risk) kept as screenshots. */
async function expectRoomy(page: Page, path: string, shot: string, ready: (page: Page) => Promise<void>, detail?: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto(path);
    await ready(page);
    await page.screenshot({ path: shotPath(`${shot}-${size.width}.png`), fullPage: true });
    if (detail) await page.locator(detail).screenshot({ path: shotPath(`${shot}-detail-${size.width}.png`) });
    expect(await crampedOn(page), `${path} em ${size.width}×${size.height}`).toEqual([]);
  }
}

test.describe('nothing cramped on a small phone', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

  test('the home, a paid championship with a team awaiting its partner, and a cancelled one, at 390×844 and 320×640', async ({ page, request }) => {
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const api = organizerApi(request, organizer.token);
    const stamp = Date.now().toString(36);
    const paid = await api.create({ title: `Copa Intermediária da Praia do Leme ${stamp}`, price: 60, category: 'Intermediário Plus' });
    const cancelled = await api.create({ title: `Copa Cancelada da Praia do Leme ${stamp}`, price: 45 });
    const withdrawn = await api.create({ title: `Copa Retirada da Praia do Leme ${stamp}`, price: 1234.5 });
    const [athlete, partner, other, otherPartner, third]: Athlete[] = await Promise.all(['estreita', 'parceira', 'outra', 'convidada', 'terceira'].map((prefix) => newSignedInAthlete(request, prefix)));
    const auth = (who: Athlete) => ({ Authorization: `Bearer ${who.token}` });
    const signUp = async (championshipId: string, who: Athlete, with_: Athlete, accept: boolean) => {
      const base = `${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${championshipId}`;
      const created = await request.post(`${base}/teams`, { headers: auth(who), data: { championship_id: championshipId, team_members: [{ player_id: who.id }, { player_id: with_.id }] } });
      expect(created.status(), await created.text()).toBe(201);
      if (!accept) return;
      const invitations = (await (await request.get(`${apiUrl()}/api/invitations`, { headers: auth(with_) })).json()) as { id: string; championship?: { id: string }; team: { championship_id?: string } }[];
      for (const invitation of invitations) expect((await request.post(`${apiUrl()}/api/invitations/${invitation.id}/accept`, { headers: auth(with_) })).status()).toBe(200);
    };
    await signUp(paid.id, athlete!, partner!, true);
    await signUp(paid.id, other!, otherPartner!, false);
    await signUp(cancelled.id, athlete!, third!, true);
    await api.step(cancelled.id, 'cancel', { reason: 'Chuva forte prevista para o dia todo na praia.' });
    await signUp(withdrawn.id, athlete!, third!, true);
    const withdrawnBase = `${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${withdrawn.id}`;
    const [withdrawnTeam] = (await (await request.get(`${withdrawnBase}/teams`, { headers: auth(athlete!) })).json()) as { id: string }[];
    expect((await request.delete(`${withdrawnBase}/teams/${withdrawnTeam!.id}`, { headers: auth(athlete!) })).status()).toBe(204);

    await signIn(page, athlete!);
    await expectRoomy(page, '/home', 'narrow-home', async (screen) => {
      await expect(screen.getByTestId('ranking-card')).toBeVisible();
      await expect(screen.getByTestId('due-shares')).toContainText(paid.title);
    });
    await expectRoomy(page, `/championship/${paid.id}`, 'narrow-paid', async (screen) => {
      await expect(screen.getByTestId('payment-status')).toBeVisible();
      await expect(screen.getByTestId('own-team')).toBeVisible();
      await expect(screen.getByTestId('team-pending')).toHaveText('aguardando parceiro');
      await expect(screen.getByTestId('team-name')).toHaveCount(2);
    }, 'section[aria-labelledby="teams-title"]');
    await expectRoomy(page, `/championship/${cancelled.id}`, 'narrow-cancelled', async (screen) => {
      await expect(screen.getByTestId('championship-stage')).toHaveText('Cancelado');
      // Nothing expired: the share of a called-off event is cancelled, and says why.
      await expect(screen.getByTestId('payment-status')).toHaveText('Situação: Cancelado');
      await expect(screen.getByText('O campeonato foi cancelado: não há nada a pagar. Se você já pagou, fale com o organizador.')).toBeVisible();
    }, '[data-testid="my-payment"]');
    // The longest status a share shows, beside a four-digit amount.
    await expectRoomy(page, `/championship/${withdrawn.id}`, 'narrow-withdrawn', async (screen) => {
      await expect(screen.getByTestId('payment-status')).toHaveText('Situação: Cancelado — inscrição retirada');
    }, '[data-testid="my-payment"]');
    // The athlete's championships: a cancelled one's status reads in the danger colour, apart from an open one's.
    await expectRoomy(page, '/championships?filtro=registered', 'narrow-registered', async (screen) => {
      await expect(screen.getByTestId('championship-card').filter({ hasText: cancelled.title })).toBeVisible();
    });
    const statusColour = (title: string) =>
      page.getByTestId('championship-card').filter({ hasText: title }).getByTestId('championship-status').evaluate((element) => getComputedStyle(element).color);
    const danger = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--areia-danger)';
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect(page.getByTestId('championship-card').filter({ hasText: cancelled.title }).getByTestId('championship-status')).toHaveText('Cancelado');
    expect(await statusColour(cancelled.title)).toBe(danger);
    expect(await statusColour(paid.title)).not.toBe(danger);
    await expectNoSeriousViolationsInBothThemes(page, 'campeonatos da atleta em 320×640', { enhancedContrast: false });
    await page.goto(`/championship/${paid.id}`);
    await expect(page.getByTestId('team-pending')).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'time aguardando parceiro em 320×640', { enhancedContrast: false });
  });
});
