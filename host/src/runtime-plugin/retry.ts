import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type RemoteEntry = Exclude<Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>, false | void>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Network layer: retries a remote's manifest fetch and its entry script before giving up. */
export function retryPlugin({ retries, delayMs }: { retries: number; delayMs: number }): ModuleFederationRuntimePlugin {
  async function retryEntry(args: LoadEntryErrorArgs): Promise<RemoteEntry | undefined> {
    const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
    for (let attempt = 0; attempt < retries; attempt += 1) {
      await wait(delayMs * (attempt + 1));
      delete globalLoading[uniqueKey];
      try {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (entry) return entry;
      } catch {
        // try again
      }
    }
    return undefined;
  }

  return {
    name: 'gift-mall-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        try {
          const res = await fetch(url, init);
          if (res.ok || res.status < 500) return res;
          lastError = new Error(`HTTP ${res.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < retries) await wait(delayMs * (attempt + 1));
      }
      throw lastError;
    },
    // the runtime awaits the hook's result; its declared type nests the promise
    loadEntryError: (args) => new Promise<Promise<RemoteEntry | undefined> | undefined>((resolve) => resolve(retryEntry(args))),
  };
}
