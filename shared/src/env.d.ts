declare module '*.css';
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
/** Set at build time; shown in the landing footer so a redeploy is visible. */
declare const __AREIA_RELEASE__: string;
/** Set at build time: the contract version the shell provides to its remotes (shared/contract/version.mjs). */
declare const __AREIA_CONTRACT_VERSION__: string;
/** A remote's name and exposed pages (module → page), generated from the route manifest (shared/build/from-manifest.mjs). */
declare module 'areia-remote-pages' {
  import type { ComponentType } from 'react';
  import type { RemoteName } from '@areia/shared/core/manifest';
  export const remote: RemoteName;
  export const pages: Readonly<Record<string, ComponentType>>;
}
