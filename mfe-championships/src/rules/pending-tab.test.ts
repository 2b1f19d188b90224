import { describe, expect, it, vi } from 'vitest';
import { openPendingTab } from './pending-tab';

function fakeTab() {
  return { location: { href: 'about:blank' } as Location, close: vi.fn(), opener: {} as unknown };
}

describe('openPendingTab', () => {
  it('opens a blank tab at once, detached from this page, and points it at the url later', () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab);
    const pending = openPendingTab(open);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(pending.opened).toBe(true);
    pending.go('https://wa.me/5511999999999?text=oi');
    expect(tab.location.href).toBe('https://wa.me/5511999999999?text=oi');
    expect(tab.close).not.toHaveBeenCalled();
  });
  it('closes the tab when the request fails', () => {
    const tab = fakeTab();
    openPendingTab(() => tab).cancel();
    expect(tab.close).toHaveBeenCalledOnce();
    expect(tab.location.href).toBe('about:blank');
  });
  it('reports a blocked tab and does nothing with it', () => {
    const pending = openPendingTab(() => null);
    expect(pending.opened).toBe(false);
    expect(() => pending.go('https://wa.me/55')).not.toThrow();
    expect(() => pending.cancel()).not.toThrow();
  });
});
