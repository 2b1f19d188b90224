import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { summaryQueries } from '@areia/shared/web/api/summary';
import { useErrorToast } from '@areia/shared/web/feedback/use-error-toast';
import { useDeviceLocation, type DeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { useSession } from '@areia/shared/web/session/session-context';
import type { Summary } from '@areia/shared/core/schemas/summary';
import type { Coordinates } from '@areia/shared/web/api/arenas';
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
 * How long the home waits for a position the device has leave to give before asking for the counts without it.
 * Usually the position arrives first and the home makes one call.
 */
export const LOCATION_GRACE_MS = 1500;

/** Whether the device may give its position without asking: unknown until the Permissions API answers. */
export type PositionLeave = 'unknown' | 'granted' | 'not-granted';

/**
 * When the home asks for its counts. With leave to read the position, it waits (up to the grace) for it: one call.
 * Without leave, the position needs the athlete's answer to a prompt, if ever: the counts are asked at once without it
 * (the call index.html's boot script already made, shell/src/boot/boot-plan.ts), and again with it if it comes.
 */
export function summaryEnabled(location: DeviceLocation, leave: PositionLeave, graceOver: boolean): boolean {
  if (location.status !== 'locating') return true;
  return leave === 'not-granted' || graceOver;
}

/** The Permissions API's word on the position, as the boot script reads it (failing: not granted). */
function usePositionLeave(): PositionLeave {
  const [leave, setLeave] = useState<PositionLeave>('unknown');
  useEffect(() => {
    let active = true;
    const settle = (granted: boolean) => {
      if (active) setLeave(granted ? 'granted' : 'not-granted');
    };
    try {
      navigator.permissions
        .query({ name: 'geolocation' })
        .then((status) => settle(status.state === 'granted'))
        .catch(() => settle(false));
    } catch {
      settle(false);
    }
    return () => {
      active = false;
    };
  }, []);
  return leave;
}

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

/** Where the home counts from: the device's position, once known or given up on, and whether to ask yet. */
export interface HomePosition {
  location: DeviceLocation;
  near: Coordinates | null;
  /** The counts may be asked now (summaryEnabled). */
  ready: boolean;
}

/** The home's position, asked once and shared by the tiles and the "Jogar" card. */
export function useHomePosition(): HomePosition {
  const location = useDeviceLocation();
  const leave = usePositionLeave();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), LOCATION_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return { location, near: location.status === 'located' ? location.coords : null, ready: summaryEnabled(location, leave, graceOver) };
}

/**
 * Everything the home's tiles and ranking card count, from the one summary endpoint (upcoming
 * championships, players of the modality, arenas within 10 km of the device). No list is downloaded to be counted.
 */
export function useHomeCounts({ location, near, ready }: HomePosition): HomeCounts {
  const { offline } = useSession();
  const query = useQuery({
    ...summaryQueries.home(near),
    enabled: ready,
    // The answer without a position keeps the other tiles filled while the one with it is on its way.
    placeholderData: keepPreviousData,
  });
  // Offline, the connection notice already says why: the tiles' dashes need no toast as well.
  useErrorToast(offline ? null : query.error, messages.summaryError);
  return homeCounts(location, query);
}
