import { describe, expect, it, vi } from 'vitest';
import { shareResult, type ResultShare } from '@areia/shared/web/share/share-result';

const file = new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });
const share: ResultShare = { file, url: 'https://api.areia.app/api/results/c/a/share', title: 'Campeãs · Rachão', text: 'Vocês foram campeãs do Rachão.' };

describe('shareResult', () => {
  it('hands the card as a file, with the link in the text, where the device shares files', async () => {
    const nav = { share: vi.fn(async () => {}), canShare: vi.fn(() => true) };
    expect(await shareResult(share, nav)).toBe('shared');
    expect(nav.canShare).toHaveBeenCalledWith({ files: [file] });
    expect(nav.share).toHaveBeenCalledWith({ files: [file], title: share.title, text: `${share.text} ${share.url}` });
  });

  it('shares the link where files are not shared, or when the card could not be fetched', async () => {
    for (const [canShare, card] of [[() => false, file], [undefined, file], [() => true, null]] as const) {
      const nav = { share: vi.fn(async () => {}), canShare };
      expect(await shareResult({ ...share, file: card }, nav)).toBe('shared');
      expect(nav.share).toHaveBeenCalledWith({ title: share.title, text: share.text, url: share.url });
    }
  });

  it('copies the link with no share sheet, or when the sheet refuses; a closed sheet is no failure', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareResult(share, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(share.url);
    const refused = Object.assign(new Error('no activation'), { name: 'NotAllowedError' });
    expect(await shareResult(share, { share: async () => Promise.reject(refused), clipboard: { writeText } })).toBe('copied');
    const closed = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    expect(await shareResult(share, { share: async () => Promise.reject(closed), clipboard: { writeText } })).toBe('cancelled');
    expect(await shareResult(share, {})).toBe('failed');
    expect(await shareResult(share, { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } })).toBe('failed');
  });
});
