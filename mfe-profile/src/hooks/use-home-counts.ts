import { useQuery } from '@tanstack/react-query';
import { arenaQueries } from '@areia/shared/api/arenas';
import { championshipQueries } from '@areia/shared/api/championships';
import { playerQueries } from '@areia/shared/api/players';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { useDeviceLocation } from '@areia/shared/geo/use-device-location';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/constants';
import { messages } from '../messages';
import { countUpcomingChampionships } from '../rules/upcoming-championships';

/** A count as the tiles show it: '...' while it is on its way, '—' when it cannot be known. */
export type TileCount = { value: string; note?: string };

const pending: TileCount = { value: messages.counting };
const unknown = (note?: string): TileCount => ({ value: messages.unknownCount, note });

export function useUpcomingChampionshipsCount(): TileCount {
  const query = useQuery(championshipQueries.list());
  useErrorToast(query.error, messages.championshipsError);
  if (query.isPending) return pending;
  if (query.isError) return unknown();
  return { value: String(countUpcomingChampionships(query.data, new Date())) };
}

export function usePlayersCount(): { tile: TileCount; count: number | undefined } {
  const query = useQuery(playerQueries.list());
  useErrorToast(query.error, messages.playersError);
  if (query.isPending) return { tile: pending, count: undefined };
  if (query.isError) return { tile: unknown(), count: undefined };
  return { tile: { value: String(query.data.length) }, count: query.data.length };
}

/** Arenas within 10 km of the device (spec §9), asked of the API once the device has answered. */
export function useNearbyArenasCount(): TileCount {
  const location = useDeviceLocation();
  const coords = location.status === 'located' ? location.coords : { latitude: 0, longitude: 0 };
  const query = useQuery({ ...arenaQueries.nearby(coords, DEFAULT_MAX_DISTANCE_KM), enabled: location.status === 'located' });
  useErrorToast(query.error, messages.arenasError);
  if (location.status === 'locating') return pending;
  if (location.status === 'unavailable') return unknown(messages.locationUnavailable);
  if (query.isPending) return pending;
  if (query.isError) return unknown();
  return { value: String(query.data.length) };
}
