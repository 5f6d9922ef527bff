import { getInstance, loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isUnavailableRemote, type RemoteName, type RemoteRoutesModule, type SiteConfig, type UnavailableRemoteModule } from 'shared-contracts';
import { fallbackPlugin } from '../runtime-plugin/fallback';
import { resolveSharePlugin, type UnmetRequirement } from '../runtime-plugin/resolve-share';
import { retryPlugin } from '../runtime-plugin/retry';
import { manifestOf, rememberManifest } from './contract-check';

function reportUnmet({ remote, pkgName, hostVersion, required }: UnmetRequirement) {
  console.error(`[remote] ${remote} (${manifestOf(remote)}) needs ${pkgName} ${required}; this host provides ${hostVersion}. It gets the host's copy; its pages are checked on load.`);
}

/** Package → version of every shared module the host itself registered. */
function providedByHost(): Record<string, string> {
  const shared = getInstance()?.options.shared ?? {};
  return Object.fromEntries(Object.entries(shared).flatMap(([pkg, list]) => (list[0]?.version ? [[pkg, list[0].version]] : [])));
}

/** Registers the remotes this Host mounts (name → manifest URL), known only at runtime. */
export function setUpRemotes(remotes: SiteConfig['remotes']): void {
  const resolveShare = resolveSharePlugin({ provided: providedByHost(), onUnmet: reportUnmet });
  // the remotes' own federation instances resolve their shared imports: they need it too
  registerGlobalPlugins([resolveShare]);
  registerPlugins([retryPlugin({ retries: 2, delayMs: 400 }), fallbackPlugin(), resolveShare]);
  const list = Object.entries(remotes)
    .filter((entry): entry is [RemoteName, string] => Boolean(entry[1]))
    .map(([name, url]) => ({ name, entry: new URL(url, window.location.href).href }));
  for (const { name, entry } of list) rememberManifest(name, entry);
  registerRemotes(list, { force: true });
}

export function isMounted(remote: RemoteName, remotes: SiteConfig['remotes']): boolean {
  return Boolean(remotes[remote]);
}

/** Loads a remote's `./routes` module; the fallback plugin turns load failures into an unavailable module. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule | UnavailableRemoteModule> {
  const mod = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!mod) throw new Error(`远程模块 ${remote} 未返回内容`);
  return mod;
}

/**
 * Loads a cross-remote widget (e.g. `purchase/purchase-dialog`); rejects with the reason when the remote
 * is not mounted on this host or cannot be loaded. Its contract is the caller's to check.
 */
export async function loadRemoteWidget<T>(remote: RemoteName, expose: string): Promise<T> {
  const mod = await loadRemote<unknown>(`${remote}/${expose}`);
  if (!mod) throw new Error(`远程模块 ${remote} 未返回内容`);
  if (isUnavailableRemote(mod)) throw new Error(mod.error);
  return mod as T;
}
