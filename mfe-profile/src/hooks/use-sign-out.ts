import { useSignOut as useSessionSignOut } from '@areia/shared/web/session/use-sign-out';

/** Sign-out from the home and the edit screen ends on the landing page (docs/architecture.md, "The session"); the session does the work. */
export function useSignOut() {
  const signOut = useSessionSignOut();
  return { leave: () => signOut.mutateAsync().catch(() => undefined), leaving: signOut.isPending };
}
