import { useEffect, useState } from 'react';
import type { Coordinates } from '@areia/shared/web/api/arenas';

export type DeviceLocation =
  | { status: 'locating' }
  | { status: 'located'; coords: Coordinates }
  | { status: 'unavailable'; reason: 'denied' | 'unsupported' | 'failed' };

/** Asks the device for its position once per mount (the arenas screen and the home's nearby tile). */
export function useDeviceLocation(enabled = true): DeviceLocation {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [location, setLocation] = useState<DeviceLocation>(() =>
    supported ? { status: 'locating' } : { status: 'unavailable', reason: 'unsupported' },
  );
  useEffect(() => {
    if (!enabled || !supported) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (active) setLocation({ status: 'located', coords: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
      },
      (error) => {
        if (active) setLocation({ status: 'unavailable', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60 * 1000 },
    );
    return () => {
      active = false;
    };
  }, [enabled, supported]);
  return location;
}
