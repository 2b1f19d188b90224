import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { summaryQueries } from '@areia/shared/web/api/summary';
import { useErrorToast } from '@areia/shared/web/feedback/use-error-toast';
import { useDeviceLocation, type DeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { useSession } from '@areia/shared/web/session/session-context';
import type { Summary } from '@areia/shared/core/schemas/summary';
import { messages } from '../messages';

/** A count as the tiles show it: '...' while it is on its way, '—' when it cannot be known. */
export type TileCount = { value: string; note?: string };

export interface HomeCounts {
  /** How many athletes the ranking is among, once known (the ranking card's total). */
  playersTotal: number | undefined;
  players: TileCount;
  upcomingChampionships: TileCount;
  nearbyArenas: TileCount;
}

/**
 * How long the home waits for the device's position before asking for the counts without it. Usually the position
 * arrives first and the home makes one call; a permission prompt left unanswered does not hold the other tiles.
 */
export const LOCATION_GRACE_MS = 1500;

const pending: TileCount = { value: messages.counting };
const unknown = (note?: string): TileCount => ({ value: messages.unknownCount, note });
const count = (value: number): TileCount => ({ value: String(value) });

/** What the tiles show for the device's position and the state of the summary query. */
export function homeCounts(
  location: DeviceLocation,
  query: { isError: boolean; data: Summary | undefined; isPlaceholderData: boolean },
): HomeCounts {
  if (query.isError) {
    return {
      playersTotal: undefined,
      players: unknown(),
      upcomingChampionships: unknown(),
      nearbyArenas: location.status === 'unavailable' ? unknown(messages.locationUnavailable) : unknown(),
    };
  }
  const summary = query.data;
  const nearbyArenas =
    location.status === 'unavailable'
      ? unknown(messages.locationUnavailable)
      : location.status === 'locating' || !summary || query.isPlaceholderData
        ? pending
        : summary.nearbyArenas === null
          ? unknown()
          : count(summary.nearbyArenas);
  return {
    playersTotal: summary?.players,
    players: summary ? count(summary.players) : pending,
    upcomingChampionships: summary ? count(summary.upcomingChampionships) : pending,
    nearbyArenas,
  };
}

/**
 * Everything the home's tiles and ranking card count, from the one summary endpoint (upcoming
 * championships, players of the modality, arenas within 10 km of the device). No list is downloaded to be counted.
 */
export function useHomeCounts(): HomeCounts {
  const location = useDeviceLocation();
  const { offline } = useSession();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), LOCATION_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);

  const near = location.status === 'located' ? location.coords : null;
  const query = useQuery({
    ...summaryQueries.home(near),
    enabled: location.status !== 'locating' || graceOver,
    // The answer without a position keeps the other tiles filled while the one with it is on its way.
    placeholderData: keepPreviousData,
  });
  // Offline, the connection notice already says why: the tiles' dashes need no toast as well.
  useErrorToast(offline ? null : query.error, messages.summaryError);
  return homeCounts(location, query);
}
