import { describe, expect, it } from 'vitest';
import type { DeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { homeCounts } from './use-home-counts';

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
