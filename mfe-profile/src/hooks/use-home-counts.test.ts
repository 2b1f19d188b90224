import { describe, expect, it } from 'vitest';
import type { DeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { homeCounts, summaryEnabled } from './use-home-counts';

const located: DeviceLocation = { status: 'located', coords: { latitude: -22.97, longitude: -43.18 } };
const denied: DeviceLocation = { status: 'unavailable', reason: 'denied' };
const summary = { players: 46, upcomingChampionships: 7, nearbyArenas: 4 };
const settled = (data: typeof summary | { players: number; upcomingChampionships: number; nearbyArenas: null } | undefined) => ({
  isError: false,
  data,
  isPlaceholderData: false,
});

describe('homeCounts', () => {
  it('shows every count of the summary answered for the device position', () => {
    expect(homeCounts(located, settled(summary))).toEqual({
      playersTotal: 46,
      players: { value: '46' },
      upcomingChampionships: { value: '7' },
      nearbyArenas: { value: '4' },
    });
  });

  it('shows dots while the summary is on its way, or while only the answer without a position is known', () => {
    expect(homeCounts({ status: 'locating' }, settled(undefined))).toEqual({
      playersTotal: undefined,
      players: { value: '...' },
      upcomingChampionships: { value: '...' },
      nearbyArenas: { value: '...' },
    });
    const withoutPosition = homeCounts(located, { isError: false, data: { ...summary, nearbyArenas: null }, isPlaceholderData: true });
    expect(withoutPosition.players).toEqual({ value: '46' });
    expect(withoutPosition.nearbyArenas).toEqual({ value: '...' });
  });

  it('shows a dash with the reason on the nearby tile when the device gives no position', () => {
    const counts = homeCounts(denied, settled({ ...summary, nearbyArenas: null }));
    expect(counts.players).toEqual({ value: '46' });
    expect(counts.nearbyArenas).toEqual({ value: '—', note: 'Localização indisponível' });
  });

  it('shows dashes when the summary fails', () => {
    expect(homeCounts(located, { isError: true, data: undefined, isPlaceholderData: false })).toEqual({
      playersTotal: undefined,
      players: { value: '—', note: undefined },
      upcomingChampionships: { value: '—', note: undefined },
      nearbyArenas: { value: '—', note: undefined },
    });
  });
});

describe('summaryEnabled', () => {
  it('asks at once without a position when the device has no leave to give one (a prompt may never be answered)', () => {
    expect(summaryEnabled({ status: 'locating' }, 'not-granted', false)).toBe(true);
  });

  it('waits for the position the device may give, up to the grace, and while its leave is not yet known', () => {
    expect(summaryEnabled({ status: 'locating' }, 'granted', false)).toBe(false);
    expect(summaryEnabled({ status: 'locating' }, 'unknown', false)).toBe(false);
    expect(summaryEnabled({ status: 'locating' }, 'granted', true)).toBe(true);
    expect(summaryEnabled({ status: 'locating' }, 'unknown', true)).toBe(true);
  });

  it('asks once the device has answered, with the position or without it', () => {
    expect(summaryEnabled(located, 'granted', false)).toBe(true);
    expect(summaryEnabled(denied, 'not-granted', false)).toBe(true);
  });
});
