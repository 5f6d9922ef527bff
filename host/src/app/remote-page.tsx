import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { isUnavailableRemote, type RemoteName } from 'shared-contracts';
import { Skeleton } from 'shared-contracts/ui';
import { loadRemoteRoutes } from './remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(remote: RemoteName, page: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${page}`;
  let Page = cache.get(key);
  if (!Page) {
    Page = lazy(async () => {
      const mod = await loadRemoteRoutes(remote);
      if (isUnavailableRemote(mod)) throw new Error(mod.error);
      const Component = mod.pages[page];
      if (!Component) throw new Error(`远程模块 ${remote} 没有页面 ${page}`);
      // a remote may split its pages (React.lazy); a lazy component cannot be the result of another lazy
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
