import { Suspense, useEffect, useReducer, useState, type ComponentType } from 'react';
import { isUnavailableRemote, type RemoteName } from 'shared-contracts';
import { Skeleton } from 'shared-contracts/ui';
import { contractProblem } from './contract-check';
import { loadRemoteRoutes } from './remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteIncompatible } from './remote-incompatible';

/** A page's load: under way, then its component or the reason it failed. */
interface PageLoad {
  settled: Promise<void>;
  component?: ComponentType;
  failed?: { error: unknown };
}

const loads = new Map<string, PageLoad>();

/** One page of a remote: its `./routes` module (contract checked), then the page's loader. */
async function loadPage(remote: RemoteName, page: string): Promise<ComponentType> {
  const mod = await loadRemoteRoutes(remote);
  if (isUnavailableRemote(mod)) throw new Error(mod.error);
  const problem = contractProblem(remote, 'routes', mod);
  if (problem) return () => <RemoteIncompatible remote={remote} message={problem} />;
  const load = mod.pages[page];
  if (typeof load !== 'function') throw new Error(`远程模块 ${remote} 没有页面 ${page}`);
  return load();
}

/** The page's load, started on first use; after 重试 a fresh one calls the loader again, so a chunk that failed once is fetched anew. */
function pageLoad(remote: RemoteName, page: string): PageLoad {
  const key = `${remote}/${page}`;
  let load = loads.get(key);
  if (!load) {
    const started: PageLoad = { settled: Promise.resolve() };
    started.settled = loadPage(remote, page).then(
      (component) => void (started.component = component),
      (error: unknown) => void (started.failed = { error }),
    );
    load = started;
    loads.set(key, load);
  }
  return load;
}

/** Starts loading a remote's page before anything renders it (the page the visitor opened: bootstrap). */
export function preloadPage(remote: RemoteName, page: string): void {
  pageLoad(remote, page);
}

const skeleton = <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />;

/**
 * The page once loaded, the skeleton until then. Waited for as state, not by suspending: React holds
 * back content that replaces a Suspense fallback it has shown (up to 300 ms), which delayed every first
 * screen; a state update shows the page the moment it is there. A failed load is thrown to the boundary.
 */
function LoadedPage({ load }: { load: PageLoad }) {
  const [, update] = useReducer((n: number) => n + 1, 0);
  const waiting = !load.component && !load.failed;
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    void load.settled.then(() => mounted && update());
    return () => {
      mounted = false;
    };
  }, [load, waiting]);
  if (load.failed) throw load.failed.error;
  if (!load.component) return skeleton;
  const Page = load.component;
  return <Page />;
}

/** A page rendered by a runtime remote, contained: a failure shows a fallback with retry in this area only. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const load = pageLoad(remote, page);
  const retry = () => {
    for (const key of loads.keys()) if (key.startsWith(`${remote}/`)) loads.delete(key);
    setAttempt((n) => n + 1);
  };
  return (
    // keyed per page: routes render RemotePage at the same place, and one page's error must not stick to the next
    <RemoteErrorBoundary key={`${remote}/${page}/${attempt}`} remote={remote} onRetry={retry}>
      {/* a remote's page may suspend on its own (it may even be a React.lazy) */}
      <Suspense fallback={skeleton}>
        <LoadedPage load={load} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
