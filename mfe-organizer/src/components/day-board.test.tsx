// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { DayGame, OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import type { ScorekeeperLink as ScorekeeperLinkRow } from '@areia/shared/core/schemas/scorekeeper';
import * as api from '@areia/shared/web/api/gameday';
import * as linksApi from '@areia/shared/web/api/scorekeeper-links';
import { DayBoard } from './day-board';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), warning: vi.fn() } }));
vi.mock('@areia/shared/web/api/gameday', () => ({
  callGame: vi.fn(async () => undefined),
  moveGame: vi.fn(async () => undefined),
  pauseCourt: vi.fn(async () => undefined),
  resumeCourt: vi.fn(async () => undefined),
  forfeitGame: vi.fn(async () => undefined),
  checkInPlayer: vi.fn(async () => undefined),
}));

vi.mock('@areia/shared/web/api/scorekeeper-links', async () => {
  const { queryOptions } = await import('@tanstack/react-query');
  const fetchScorekeeperLinks = vi.fn(async () => links);
  return {
    fetchScorekeeperLinks,
    scorekeeperLinkQueries: { list: (id: string) => queryOptions({ queryKey: ['organizer', 'championships', id, 'scorekeeper-links'], queryFn: () => fetchScorekeeperLinks() }) },
    createGameScorekeeperLink: vi.fn(),
    createCourtScorekeeperLink: vi.fn(),
    revokeScorekeeperLink: vi.fn(async (id: string) => ({ ...links.find((link) => link.id === id)!, revokedAt: '2026-11-28T13:01:00.000Z' })),
  };
});

// Newest first, as the API answers: a court link, a revoked game link, a live game link, and one of a game now gone.
let links: ScorekeeperLinkRow[] = [];
const someLinks: ScorekeeperLinkRow[] = [
  { id: 'l4', gameId: null, court: '2', createdAt: '2026-11-28T12:55:00.000Z', revokedAt: null },
  { id: 'l3', gameId: 'g1', court: null, createdAt: '2026-11-28T12:50:00.000Z', revokedAt: '2026-11-28T12:52:00.000Z' },
  { id: 'l2', gameId: 'g1', court: null, createdAt: '2026-11-28T12:40:00.000Z', revokedAt: null },
  { id: 'l1', gameId: 'gone', court: null, createdAt: '2026-11-27T21:00:00.000Z', revokedAt: null },
];

afterEach(() => {
  cleanup();
  links = [];
});

// 10:00 in Brasília.
const now = new Date('2026-11-28T13:00:00Z');

const game = (patch: Partial<DayGame>): DayGame => ({
  id: 'g1',
  court: '1',
  position: 1,
  phaseLabel: 'Fase de grupos',
  group: 'A',
  teamA: { id: 'ta', name: 'Ana / Bia' },
  teamB: { id: 'tb', name: 'Carla / Duda' },
  state: 'aguardando',
  scheduledAt: '2026-11-28T13:25:00Z',
  predictedStart: '2026-11-28T13:40:00Z',
  predictedEnd: '2026-11-28T14:10:00Z',
  delayMinutes: 15,
  notBefore: null,
  calledAt: null,
  endedAt: null,
  liveSets: null,
  sets: null,
  scoreA: null,
  scoreB: null,
  forfeitTeamId: null,
  version: 0,
  ...patch,
});

const onCourt = game({ id: 'g0', position: 0, state: 'em_quadra', teamA: { id: 'te', name: 'Eva / Fê' }, teamB: { id: 'tf', name: 'Gabi / Hana' }, liveSets: [{ a: 21, b: 18 }, { a: 4, b: 2 }], calledAt: '2026-11-28T12:55:00Z', delayMinutes: 0, predictedStart: '2026-11-28T13:00:00Z' });
const queued = game({});
const later = game({ id: 'g2', position: 2, teamA: { id: 'tg', name: 'Iara / Julia' }, teamB: { id: 'th', name: 'Kika / Lu' }, predictedStart: '2026-11-28T15:00:00Z', delayMinutes: 0 });

const day = (patch: Partial<OrganizerGameDay> = {}): OrganizerGameDay => ({
  championshipId: 'c1',
  title: 'Copa',
  occurs: '2026-11-28T11:00:00Z',
  arenaName: 'Arena',
  liveVersion: 3,
  paceMinutes: 30,
  restMinutes: 5,
  checkinMinutes: 60,
  courts: [
    { court: '1', unavailableUntil: null, current: onCourt, next: [queued, later] },
    { court: '2', unavailableUntil: '2026-11-28T13:30:00Z', current: null, next: [] },
  ],
  games: [onCourt, queued, later],
  standings: [],
  checkIns: [
    { teamId: 'ta', teamName: 'Ana / Bia', players: [{ id: 'pa', nickname: 'Ana', checkedInAt: '2026-11-28T12:30:00Z' }, { id: 'pb', nickname: 'Bia', checkedInAt: null }] },
    { teamId: 'tg', teamName: 'Iara / Julia', players: [{ id: 'pi', nickname: 'Iara', checkedInAt: null }, { id: 'pj', nickname: 'Julia', checkedInAt: null }] },
  ],
  ...patch,
});

function renderBoard(value = day()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <DayBoard championshipId="c1" day={value} now={now} stage="em_andamento" /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the organizer’s day board', () => {
  it('shows each court with its game on court, its live set score and its queue with predicted times', () => {
    renderBoard();
    const courts = screen.getAllByTestId('day-court');
    expect(courts.map((court) => within(court).getByRole('heading', { level: 2 }).textContent)).toEqual(['Quadra 1', 'Quadra 2']);
    const current = within(courts[0]!).getByTestId('day-current');
    expect(current.textContent).toContain('Eva / Fê x Gabi / Hana');
    expect(current.textContent).toContain('Set 1: 21 a 18 · Set 2: 4 a 2');
    const queue = within(courts[0]!).getAllByTestId('day-queued');
    expect(queue.map((row) => row.textContent)).toEqual([
      expect.stringContaining('1º · previsto 10:40 (+15 min)'),
      expect.stringContaining('2º · previsto 12:00'),
    ]);
    expect(queue[1]!.textContent).not.toContain('(+');
    expect(within(courts[1]!).getByText('Indisponível até 10:30')).toBeTruthy();
    expect(within(courts[1]!).getByRole('button', { name: 'Liberar quadra: Quadra 2' })).toBeTruthy();
    // "Encerrar" opens the game's score entry: a game ends through its score.
    expect(within(current).getByRole('link', { name: 'Encerrar Eva / Fê x Gabi / Hana: lançar o placar' }).getAttribute('href')).toBe('/organizer/championships/c1/games/g0');
  });

  it('"Chamar para a quadra" calls the game, and is disabled while the call is on its way, once called, and while its court is busy', async () => {
    renderBoard();
    expect((screen.getByRole('button', { name: 'Chamar para a quadra: Ana / Bia x Carla / Duda' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    let finish: () => void = () => undefined;
    vi.mocked(api.callGame).mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    renderBoard(day({ courts: [{ court: '1', unavailableUntil: null, current: null, next: [queued, later] }] }));
    const button = screen.getByRole('button', { name: 'Chamar para a quadra: Ana / Bia x Carla / Duda' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe('Chamando...');
    expect(api.callGame).toHaveBeenCalledWith('g1');
    finish();
    await waitFor(() => expect(button.disabled).toBe(false));
    cleanup();
    renderBoard(day({ courts: [{ court: '1', unavailableUntil: null, current: null, next: [game({ calledAt: '2026-11-28T12:58:00Z' })] }] }));
    expect((screen.getByRole('button', { name: 'Chamar para a quadra: Ana / Bia x Carla / Duda' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives W.O. only after "Dar W.O. para {time}?" is confirmed', async () => {
    renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'W.O. para Gabi / Hana' }));
    const dialog = screen.getByRole('dialog', { name: 'Dar W.O. para Gabi / Hana?' });
    expect(api.forfeitGame).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(api.forfeitGame).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'W.O. para Gabi / Hana' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Dar W.O. para Gabi / Hana?' })).getByRole('button', { name: 'Dar W.O.' }));
    await waitFor(() => expect(api.forfeitGame).toHaveBeenCalledWith('g0', 'tf'));
  });

  it('moves a queued game to another court or to a later place in its queue', async () => {
    renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Mover Ana / Bia x Carla / Duda' }));
    const form = screen.getByRole('group', { name: 'Mover Ana / Bia x Carla / Duda' });
    const confirm = within(form).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    // Nothing to move until a place or a court other than its own is chosen.
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Posição na fila'), { target: { value: '2' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(api.moveGame).toHaveBeenCalledWith('g1', { position: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Mover Iara / Julia x Kika / Lu' }));
    const other = screen.getByRole('group', { name: 'Mover Iara / Julia x Kika / Lu' });
    fireEvent.change(within(other).getByLabelText('Quadra'), { target: { value: '2' } });
    fireEvent.click(within(other).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.moveGame).toHaveBeenCalledWith('g2', { court: '2' }));
  });

  it('"Não antes de" takes a time of the game’s day in Brasília, refuses a malformed one in Portuguese, and is cleared', async () => {
    vi.mocked(api.moveGame).mockClear();
    renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Mover Ana / Bia x Carla / Duda' }));
    const form = screen.getByRole('group', { name: 'Mover Ana / Bia x Carla / Duda' });
    const field = within(form).getByLabelText('Não antes de (horário de Brasília)') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('HH:MM, no dia do jogo (28/11). Apague para tirar o horário.');
    fireEvent.change(field, { target: { value: '25:10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    const error = within(form).getByRole('alert');
    expect(error.textContent).toBe('Informe o horário como HH:MM, entre 00:00 e 23:59 (por exemplo, 14:30).');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(api.moveGame).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '14:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.moveGame).toHaveBeenCalledWith('g1', { notBefore: '2026-11-28T17:30:00.000Z' }));
    cleanup();
    vi.mocked(api.moveGame).mockClear();

    // A game that has one shows it, and "Tirar o horário" takes it back.
    const postponed = game({ notBefore: '2026-11-28T14:00:00.000Z' });
    renderBoard(day({ courts: [{ court: '1', unavailableUntil: null, current: null, next: [postponed] }], games: [postponed] }));
    expect(screen.getByTestId('day-queued').textContent).toContain('não antes de 11:00');
    fireEvent.click(screen.getByRole('button', { name: 'Mover Ana / Bia x Carla / Duda' }));
    const again = screen.getByRole('group', { name: 'Mover Ana / Bia x Carla / Duda' });
    expect((within(again).getByLabelText('Não antes de (horário de Brasília)') as HTMLInputElement).value).toBe('11:00');
    expect((within(again).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(again).getByRole('button', { name: 'Tirar o horário' }));
    expect((within(again).getByLabelText('Não antes de (horário de Brasília)') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(again).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.moveGame).toHaveBeenCalledWith('g1', { notBefore: null }));
  });

  it('"Links do mesário" lists game and court links with when they were made, marks the revoked, and revokes after asking', async () => {
    links = someLinks;
    renderBoard();
    const list = await screen.findByRole('list', { name: 'Links do mesário' });
    const rows = within(list).getAllByTestId('keeper-link-row');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Quadra 2, dia todo',
      'Jogo: Ana / Bia x Carla / Duda',
      'Jogo que não está mais no dia',
      'Jogo: Ana / Bia x Carla / Duda',
    ]);
    expect(rows[0]!.textContent).toContain('Criado às 09:55 · Ativo');
    expect(rows[2]!.textContent).toContain('Criado em 27/11/26 às 18:00');
    expect(rows[3]!.getAttribute('data-revoked')).toBe('true');
    expect(rows[3]!.textContent).toContain('Revogado às 09:52');
    expect(within(rows[3]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Revogar link: Jogo: Ana / Bia x Carla / Duda' }));
    const dialog = screen.getByRole('dialog', { name: 'Revogar este link do mesário?' });
    expect(linksApi.revokeScorekeeperLink).not.toHaveBeenCalled();
    links = someLinks.map((link) => (link.id === 'l2' ? { ...link, revokedAt: '2026-11-28T13:01:00.000Z' } : link));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar link' }));
    await waitFor(() => expect(linksApi.revokeScorekeeperLink).toHaveBeenCalledWith('l2'));
    // The list is read again: the link now stands with the revoked ones.
    await waitFor(() => expect(within(list).getAllByTestId('keeper-link-row').filter((row) => row.getAttribute('data-revoked') === 'true')).toHaveLength(2));
  });

  it('says when no link was made yet, and offers "Link da quadra" on every court', async () => {
    renderBoard();
    expect(await screen.findByText('Nenhum link do mesário criado ainda: crie um pelo jogo ("Link do mesário") ou pela quadra ("Link da quadra").')).toBeTruthy();
    for (const court of screen.getAllByTestId('day-court')) {
      const name = within(court).getByRole('heading', { level: 2 }).textContent;
      expect(within(court).getByRole('button', { name: `Link da quadra: ${name}` })).toBeTruthy();
    }
  });

  it('marks a court unavailable for 15, 30 or 60 minutes', async () => {
    renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Quadra indisponível: Quadra 1' }));
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Quadra 1 indisponível por 30 minutos' }));
    await waitFor(() => expect(api.pauseCourt).toHaveBeenCalled());
    const [championshipId, court, until] = vi.mocked(api.pauseCourt).mock.calls[0]!;
    expect([championshipId, court]).toEqual(['c1', '1']);
    expect(new Date(until).getTime() - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(new Date(until).getTime() - before).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('"Quem falta" lists the players without check-in of the teams that play soon, with the organizer’s check-in', async () => {
    renderBoard();
    const list = screen.getByRole('list', { name: 'Quem falta' });
    // Bia's team is next (10:40, within the hour); Iara's plays at 12:00, not yet; Ana already checked in.
    expect(within(list).getAllByTestId('day-missing').map((row) => row.querySelector('strong')?.textContent)).toEqual(['Bia']);
    fireEvent.click(within(list).getByRole('button', { name: 'Fazer check-in de Bia' }));
    await waitFor(() => expect(api.checkInPlayer).toHaveBeenCalledWith('c1', 'pb'));
  });
});
