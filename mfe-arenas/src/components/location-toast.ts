import { useEffect } from 'react';
import { toast } from '@areia/shared/feedback/toast';
import type { DeviceLocation } from '@areia/shared/geo/use-device-location';
import { arenaMessages } from '../messages';

/** Spec §8: a refused or failed location is told once; the list itself stays usable. */
export function useLocationToast(location: DeviceLocation): void {
  const unavailable = location.status === 'unavailable';
  useEffect(() => {
    if (unavailable) toast.error(arenaMessages.locationUnavailable, { toastId: 'arenas-location' });
  }, [unavailable]);
}
