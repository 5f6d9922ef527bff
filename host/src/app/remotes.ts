import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isUnavailableRemote, type RemoteName, type RemoteRoutesModule, type SiteConfig } from 'shared-contracts';
import { fallbackPlugin } from '../runtime-plugin/fallback';
import { retryPlugin } from '../runtime-plugin/retry';

/** Registers the remotes this Host mounts (name → manifest URL), known only at runtime. */
export function setUpRemotes(remotes: SiteConfig['remotes']): void {
  registerPlugins([retryPlugin({ retries: 2, delayMs: 400 }), fallbackPlugin()]);
  const list = Object.entries(remotes)
    .filter((entry): entry is [RemoteName, string] => Boolean(entry[1]))
    .map(([name, url]) => ({ name, entry: new URL(url, window.location.href).href }));
  registerRemotes(list, { force: true });
}

export function isMounted(remote: RemoteName, remotes: SiteConfig['remotes']): boolean {
  return Boolean(remotes[remote]);
}

/** Loads a remote's `./routes` module; the fallback plugin turns load failures into an unavailable module. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const mod = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!mod) throw new Error(`远程模块 ${remote} 未返回内容`);
  return mod;
}

/**
 * Loads a cross-remote widget (e.g. `purchase/purchase-dialog`); rejects with the reason when the remote
 * is not mounted on this host or cannot be loaded.
 */
export async function loadRemoteWidget<T>(remote: RemoteName, expose: string): Promise<T> {
  const mod = await loadRemote<unknown>(`${remote}/${expose}`);
  if (!mod) throw new Error(`远程模块 ${remote} 未返回内容`);
  if (isUnavailableRemote(mod)) throw new Error(mod.error);
  return mod as T;
}
