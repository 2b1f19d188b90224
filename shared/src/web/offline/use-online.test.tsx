// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from './use-online';

function Status() {
  return <p data-testid="status">{useOnline() ? 'online' : 'offline'}</p>;
}

let onLine = true;
function stubOnLine() {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useOnline', () => {
  it('follows the online and offline events', () => {
    stubOnLine();
    render(<Status />);
    expect(screen.getByTestId('status').textContent).toBe('online');
    act(() => {
      onLine = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('status').textContent).toBe('offline');
    act(() => {
      onLine = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('status').textContent).toBe('online');
  });

  it('a change between the first render and the subscription shows, though no event comes after it', () => {
    stubOnLine();
    const listen = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      // The device goes offline after the first render read it, before anyone listens: its event is gone.
      if (type === 'offline') onLine = false;
      listen(type, listener, options);
    });
    render(<Status />);
    expect(screen.getByTestId('status').textContent).toBe('offline');
  });
});
