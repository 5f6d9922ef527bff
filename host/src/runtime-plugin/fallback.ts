import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { UnavailableRemoteModule } from 'shared-contracts';

/**
 * Loading layer: when a remote cannot be loaded, hand back a module that says so, so the page
 * shows its contained fallback instead of an unhandled rejection. Only at `onLoad`: at other
 * lifecycles the return value would be read as a manifest (#RUNTIME-013).
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gift-mall-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[remote] ${id} failed at ${lifecycle}`, error);
      if (lifecycle !== 'onLoad') return undefined;
      const unavailable: UnavailableRemoteModule = {
        unavailable: true,
        error: error instanceof Error ? error.message : String(error),
        pages: {},
      };
      return unavailable;
    },
  };
}
