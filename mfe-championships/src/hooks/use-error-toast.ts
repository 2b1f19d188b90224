import { useEffect } from 'react';
import { toast } from 'react-toastify';

/** Spec §8: a failed load shows its toast once (the toast id dedupes re-renders and a second screen on the same data). */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) toast.error(message, { toastId: message });
  }, [failed, message]);
}
