import { afterEach, describe, expect, it, vi } from 'vitest';

const toastify = vi.hoisted(() => ({
  loads: 0,
  calls: [] as [string, unknown, unknown][],
}));
vi.mock('react-toastify', () => {
  toastify.loads += 1;
  const record = (kind: string) => (content: unknown, options?: unknown) => {
    toastify.calls.push([kind, content, options]);
  };
  return { toast: { success: record('success'), error: record('error'), info: record('info'), warning: record('warning') } };
});

afterEach(() => {
  toastify.calls.length = 0;
});

describe('toast facade', () => {
  it('loads nothing until the first toast, then replays the calls made meanwhile in order', async () => {
    const { toast, loadedToastify, loadToastify, subscribeToastify } = await import('./toast');
    expect(toastify.loads).toBe(0);
    expect(loadedToastify()).toBeUndefined();
    const listener = vi.fn();
    subscribeToastify(listener);

    toast.error('Falhou', { toastId: 'x' });
    toast.success('Salvo');
    toast.info('Recusado');
    toast.warning('Conflito');
    expect(toastify.calls).toEqual([]);

    await loadToastify();
    expect(toastify.loads).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loadedToastify()).toBeDefined();
    expect(toastify.calls).toEqual([
      ['error', 'Falhou', { toastId: 'x' }],
      ['success', 'Salvo', undefined],
      ['info', 'Recusado', undefined],
      ['warning', 'Conflito', undefined],
    ]);

    // Loaded: later toasts go straight through, without waiting for a tick.
    toast.error('De novo');
    expect(toastify.calls.at(-1)).toEqual(['error', 'De novo', undefined]);
    expect(toastify.loads).toBe(1);
  });
});
