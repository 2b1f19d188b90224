import { useEffect } from 'react';
import { toast } from '@areia/shared/web/feedback/toast';
import type { DeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { messages } from '../messages';

/** Spec §8: a refused or failed location is told once; the list itself stays usable. */
export function useLocationToast(location: DeviceLocation): void {
  const unavailable = location.status === 'unavailable';
  useEffect(() => {
    if (unavailable) toast.error(messages.locationUnavailable, { toastId: 'arenas-location' });
  }, [unavailable]);
}
