import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { isUnavailableRemote, type RemoteName } from 'shared-contracts';
import { Skeleton } from 'shared-contracts/ui';
import { contractProblem } from './contract-check';
import { loadRemoteRoutes } from './remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteIncompatible } from './remote-incompatible';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One page of a remote: its `./routes` module (contract checked), then the page's loader. A fresh lazy
 * after 重试 calls the loader again, so a page chunk that failed once is fetched anew.
 */
function lazyPage(remote: RemoteName, page: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${page}`;
  let Page = cache.get(key);
  if (!Page) {
    Page = lazy(async () => {
      const mod = await loadRemoteRoutes(remote);
      if (isUnavailableRemote(mod)) throw new Error(mod.error);
      const problem = contractProblem(remote, 'routes', mod);
      if (problem) return { default: () => <RemoteIncompatible remote={remote} message={problem} /> };
      const load = mod.pages[page];
      if (typeof load !== 'function') throw new Error(`远程模块 ${remote} 没有页面 ${page}`);
      const Component = await load();
      // rendered through a wrapper: a remote that hands back a React.lazy must not nest lazies
      const RemotePageComponent = () => <Component />;
      return { default: RemotePageComponent };
    });
    cache.set(key, Page);
  }
  return Page;
}

/** A page rendered by a runtime remote, contained: a failure shows a fallback with retry in this area only. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, page);
  const retry = () => {
    for (const key of cache.keys()) if (key.startsWith(`${remote}/`)) cache.delete(key);
    setAttempt((n) => n + 1);
  };
  return (
    // keyed per page: routes render RemotePage at the same place, and one page's error must not stick to the next
    <RemoteErrorBoundary key={`${remote}/${page}/${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
