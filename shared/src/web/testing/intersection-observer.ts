import { vi } from 'vitest';

/**
 * For tests only (happy-dom has no layout): an IntersectionObserver whose targets the test brings into view by hand.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; live: boolean }[] = [];
  class Stub {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] as Element[], live: true };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.live = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    scrollIntoView: () => {
      for (const observer of observers.filter((o) => o.live)) {
        observer.callback(
          observer.targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry),
          observer as unknown as IntersectionObserver,
        );
      }
    },
    live: () => observers.filter((o) => o.live).length,
  };
}
