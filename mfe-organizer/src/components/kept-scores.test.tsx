// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { OUTBOX_MAX_AGE_MS, type OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import type { Outbox } from '@areia/shared/web/offline/use-outbox';
import { KeptScores } from './kept-scores';

afterEach(cleanup);

const item = (patch: Partial<OutboxItem>): OutboxItem => ({
  id: 'c1',
  revision: 1,
  kind: 'score',
  userId: 'u1',
  championshipId: 'ch1',
  gameId: 'g1',
  label: 'Ana/Bia x Carla/Duda',
  sets: [{ a: 21, b: 15 }, { a: 21, b: 17 }],
  version: 0,
  queuedAt: new Date().toISOString(),
  state: 'pending',
  ...patch,
});

function renderKept(items: OutboxItem[] | null, extra: Partial<Outbox> = {}) {
  const outbox: Outbox = { items, unavailable: false, discard: vi.fn(async () => undefined), sendAgain: vi.fn(async () => undefined), ...extra };
  const router = createMemoryRouter([{ path: '/', element: <KeptScores outbox={outbox} championshipId="ch1" /> }]);
  render(<RouterProvider router={router} />);
  return outbox;
}

describe('the organizer’s kept scores', () => {
  it('lists each kind in its own section; other championships’ and athletes’ items stay out', () => {
    const old = new Date(Date.now() - OUTBOX_MAX_AGE_MS - 60_000).toISOString();
    renderKept([
      item({ id: 'p', gameId: 'g1' }),
      item({ id: 'x', gameId: 'g2', state: 'conflict', current: { status: 'finalizado', version: 1, sets: [{ a: 21, b: 11 }, { a: 21, b: 12 }], report: null } }),
      item({ id: 'r', gameId: 'g3', state: 'refused', reason: 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)' }),
      item({ id: 'e', gameId: 'g4', queuedAt: old }),
      item({ id: 'o', championshipId: 'other' }),
      item({ id: 'a', kind: 'report' }),
    ]);
    const text = (name: string) => screen.getByRole('list', { name }).textContent;
    expect(within(screen.getByRole('list', { name: 'Placares guardados no aparelho' })).getAllByTestId('kept-score')).toHaveLength(1);
    expect(text('Placares guardados no aparelho')).toMatch(/21-15, 21-17 · Pendente de envio · \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(text('Outro placar foi salvo antes')).toContain('O seu: 21-15, 21-17');
    expect(text('Outro placar foi salvo antes')).toContain('O salvo: 21-11, 21-12');
    expect(text('Recusados pelo servidor')).toContain('Set 2: o set só termina com 2 pontos de diferença (21 a 20)');
    expect(within(screen.getByRole('list', { name: 'Recusados pelo servidor' })).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/organizer/championships/ch1/games/g3');
    expect(within(screen.getByRole('list', { name: 'Não enviados (mais de 7 dias)' })).getAllByTestId('kept-score')).toHaveLength(1);
    expect(screen.getAllByTestId('kept-score')).toHaveLength(4);
  });

  it('"Manter o meu" sends mine again; "Manter o salvo" discards it; a "não enviado" can be resent', async () => {
    const current = { status: 'finalizado' as const, version: 1, sets: [{ a: 21, b: 11 }, { a: 21, b: 12 }], report: null };
    const conflict = item({ id: 'x', state: 'conflict', current });
    const expired = item({ id: 'e', gameId: 'g4', queuedAt: new Date(Date.now() - OUTBOX_MAX_AGE_MS - 60_000).toISOString() });
    const outbox = renderKept([conflict, expired]);
    fireEvent.click(screen.getByRole('button', { name: 'Manter o meu' }));
    expect(outbox.sendAgain).toHaveBeenCalledWith(conflict);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar de novo' }));
    expect(outbox.sendAgain).toHaveBeenCalledWith(expired);
    // The item's buttons wait while its action runs, then "Manter o salvo" drops it.
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Manter o salvo' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Manter o salvo' }));
    expect(outbox.discard).toHaveBeenCalledWith('x');
  });

  it('shows nothing without kept scores, and says so when the device cannot keep any', () => {
    renderKept([]);
    expect(screen.queryByTestId('kept-scores')).toBeNull();
    cleanup();
    renderKept([], { unavailable: true });
    expect(screen.getByText('Este aparelho não consegue guardar placares sem conexão: lance os placares com a internet ligada.')).toBeTruthy();
  });
});
