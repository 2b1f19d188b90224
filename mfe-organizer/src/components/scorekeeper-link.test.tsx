// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayGame } from '@areia/shared/core/schemas/gameday';
import * as api from '@areia/shared/web/api/scorekeeper-links';
import { CourtScorekeeperLink, ScorekeeperLink, whatsappUrl } from './scorekeeper-link';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), warning: vi.fn() } }));
vi.mock('./keeper-qr', () => ({ default: ({ url }: { url: string }) => <img alt="QR code do link do mesário" data-url={url} /> }));
vi.mock('@areia/shared/web/api/scorekeeper-links', () => ({
  createGameScorekeeperLink: vi.fn(async () => ({ id: 'l1', token: 'abc.def', url: 'https://api/placar/abc.def' })),
  createCourtScorekeeperLink: vi.fn(async () => ({ id: 'l2', token: 'cou.rt', url: 'https://api/placar/cou.rt' })),
  revokeScorekeeperLink: vi.fn(async () => ({ id: 'l1', gameId: 'g1', court: null, createdAt: '2026-11-28T13:00:00.000Z', revokedAt: '2026-11-28T13:05:00.000Z' })),
}));

const game = { id: 'g1', teamA: { id: 'ta', name: 'Ana / Bia' }, teamB: { id: 'tb', name: 'Carla / Duda' } } as DayGame;

function renderLink() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ScorekeeperLink championshipId="c1" game={game} />
    </QueryClientProvider>,
  );
}

const open = vi.fn();
beforeEach(() => {
  vi.stubGlobal('open', open);
  open.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScorekeeperLink', () => {
  it('creates the game\'s link and shows this app\'s /placar/{token} address', async () => {
    renderLink();
    fireEvent.click(screen.getByRole('button', { name: 'Link do mesário: Ana / Bia x Carla / Duda' }));
    const input = (await screen.findByRole('textbox', { name: 'Endereço do link do mesário' })) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/placar/abc.def`);
    expect((await screen.findByRole('img', { name: 'QR code do link do mesário' })).getAttribute('data-url')).toBe(input.value);
    expect(api.createGameScorekeeperLink).toHaveBeenCalledWith('g1');
  });

  it('shares on WhatsApp through wa.me when the browser has no share sheet', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderLink();
    fireEvent.click(screen.getByRole('button', { name: /Link do mesário/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Compartilhar no WhatsApp' }));
    expect(open).toHaveBeenCalledWith(whatsappUrl(`Placar de Ana / Bia x Carla / Duda: marque os pontos por este link (não precisa de conta): ${window.location.origin}/placar/abc.def`), '_blank', 'noopener');
    expect(String(open.mock.calls[0]![0])).toMatch(/^https:\/\/wa\.me\/\?text=Placar%20de/);
  });

  it('revokes the link only once "Revogar este link do mesário?" is confirmed, and goes back to the button', async () => {
    renderLink();
    fireEvent.click(screen.getByRole('button', { name: /Link do mesário/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revogar' }));
    const dialog = screen.getByRole('dialog', { name: 'Revogar este link do mesário?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(api.revokeScorekeeperLink).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Endereço do link do mesário' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revogar' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Revogar este link do mesário?' })).getByRole('button', { name: 'Revogar link' }));
    await waitFor(() => expect(api.revokeScorekeeperLink).toHaveBeenCalledWith('l1'));
    expect(await screen.findByRole('button', { name: /Link do mesário/ })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('"Link da quadra" creates the court\'s link for the day, with the same QR, Copiar and WhatsApp', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CourtScorekeeperLink championshipId="c1" court="1" />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link da quadra: Quadra 1' }));
    const sheet = await screen.findByRole('group', { name: 'Link da quadra: Quadra 1' });
    expect(api.createCourtScorekeeperLink).toHaveBeenCalledWith('c1', '1');
    const url = `${window.location.origin}/placar/cou.rt`;
    expect((within(sheet).getByRole('textbox', { name: 'Endereço do link do mesário' }) as HTMLInputElement).value).toBe(url);
    expect((await within(sheet).findByRole('img', { name: 'QR code do link do mesário' })).getAttribute('data-url')).toBe(url);
    expect(sheet.textContent).toContain('marca o placar da Quadra 1 o dia todo');
    expect(within(sheet).getByRole('button', { name: 'Copiar' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Compartilhar no WhatsApp' }));
    expect(open).toHaveBeenCalledWith(whatsappUrl(`Placar da Quadra 1: marque os pontos dos jogos desta quadra por este link (não precisa de conta): ${url}`), '_blank', 'noopener');
  });
});
