// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { championshipQueries } from './championships';

describe('live championship queries (games, groups, standings)', () => {
  it('never poll by themselves (the live stream invalidates them) and read offline through the service worker', () => {
    for (const options of [championshipQueries.games('c1'), championshipQueries.groups('c1'), championshipQueries.results('c1')]) {
      expect(options).not.toHaveProperty('refetchInterval');
      expect(options.networkMode).toBe('offlineFirst');
      expect(options.refetchOnWindowFocus).toBe(true);
    }
    expect(championshipQueries.detail('c1')).not.toHaveProperty('refetchInterval');
    expect(championshipQueries.detail('c1').networkMode).toBe('offlineFirst');
  });
});
