import { useEffect } from 'react';
import { toast } from '@areia/shared/web/feedback/toast';

/**
 * Toasts `message` once for each new failure: the same error object across re-renders stays one toast, and the
 * toast id keeps a retry that fails the same way from stacking copies.
 */
export function useErrorToast(error: unknown, message: string, toastId: string = message): void {
  useEffect(() => {
    if (error) toast.error(message, { toastId });
  }, [error, message, toastId]);
}
