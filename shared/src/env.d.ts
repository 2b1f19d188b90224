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
