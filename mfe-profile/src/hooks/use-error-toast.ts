import { useEffect } from 'react';
import { toast } from 'react-toastify';

/** Spec §8 toasts a failed load once; the same toast id keeps a remount from stacking copies. */
export function useErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message, { toastId: message });
  }, [failed, message]);
}
