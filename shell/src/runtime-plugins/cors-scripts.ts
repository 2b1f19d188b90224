import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's `remoteEntry.js` is asked with CORS (`crossorigin="anonymous"`), like its chunks (`crossOriginLoading`
 * in shared/build/create-app-config.mjs) and the boot script's preload hints: the service worker can then keep it as a
 * readable answer, and the hint and the tag are one request instead of two.
 */
export default function corsScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'areia-cors-scripts',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
