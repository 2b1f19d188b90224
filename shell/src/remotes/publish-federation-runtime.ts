declare const __webpack_require__: { federation?: unknown };

declare global {
  var __AREIA_FEDERATION__: unknown;
}

/** Puts the shell's Module Federation runtime where production remotes look for it. */
export function publishFederationRuntime() {
  if (typeof __webpack_require__ !== 'undefined' && __webpack_require__.federation) {
    globalThis.__AREIA_FEDERATION__ = __webpack_require__.federation;
  }
}
