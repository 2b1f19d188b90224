/** The production shell's shared-module registrations (shared/build/create-app-config.mjs); null in development. */
declare module 'areia-shell-provides' {
  import type { registerShared } from '@module-federation/enhanced/runtime';
  export const provides: Parameters<typeof registerShared>[0] | null;
}
