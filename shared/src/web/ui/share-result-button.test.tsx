// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AthleteResultView } from '@areia/shared/core/schemas/result';
import { apiClient } from '@areia/shared/web/api/client';
import { ShareResultButton } from '@areia/shared/web/ui/share-result-button';

const view: AthleteResultView = {
  championship_id: 'c0ffee00-0000-4000-8000-000000000001',
  championship_title: 'Rachão Noturno',
  category: 'Open',
  occurs: '2026-11-27T22:00:00.000Z',
  finalized_at: '2026-11-28T01:00:00.000Z',
  athlete_id: 'a7e00000-0000-4000-8000-000000000002',
  team: ['Ana', 'Bia'],
  placement: 1,
  teams: 4,
  points: 500,
  level_before: 100,
  level_after: 364,
  headline: 'Campeãs',
  text: 'Vocês foram campeãs do Rachão Noturno: +500 pontos, nível 100 → 364.',
  share_text: 'Campeãs do Rachão Noturno: +500 pontos, nível 100 → 364.',
  card_url: 'http://api.test/api/results/c/a/card.png',
  share_url: 'http://api.test/api/results/c/a/share',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderButton() {
  vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) =>
    url.endsWith('card.png') ? { data: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), headers: {} } : { data: view, headers: {} },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareResultButton championshipId={view.championship_id} athleteId={view.athlete_id} championshipTitle={view.championship_title} prefetch />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Compartilhar o resultado do Rachão Noturno' });
}

describe('ShareResultButton', () => {
  it('hands the card file to the share sheet where files are shared', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: share }, canShare: { value: () => true } }));
    fireEvent.click(renderButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0] as ShareData;
    expect(data.files?.[0]?.type).toBe('image/png');
    expect(data.text).toBe(`${view.share_text} ${view.share_url}`);
  });

  it('without a share sheet copies the page link and says so on the button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: undefined }, canShare: { value: undefined }, clipboard: { value: { writeText } } }));
    fireEvent.click(renderButton());
    expect(await screen.findByRole('button', { name: 'Link copiado ✓' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(view.share_url);
    expect(screen.getByRole('status').textContent).toBe('Link do resultado copiado');
  });
});
