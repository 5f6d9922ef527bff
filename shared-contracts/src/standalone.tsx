/**
 * shared-contracts/standalone: a remote's thin standalone bootstrap, so its team can run it alone
 * (`npm run dev -w remote-x`). Not shared: it is only in the remote's own entry, never in its exposes.
 * The store, theme and route table are the same ones the host uses.
 */
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'shared-contracts/router';
import { routes, type PageLoader, type RemoteName, type RouteDef } from 'shared-contracts';
import { createAppStore, getSiteConfig, toRouteObjects, useCurrentUser } from 'shared-contracts/app';
import { AppThemeProvider, Skeleton } from 'shared-contracts/ui';
import { Alert, Result } from 'shared-contracts/ui/more';

function StandaloneFrame({ remote }: { remote: RemoteName }) {
  const user = useCurrentUser();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`独立运行：${remote} 模块`}
        description={`顶栏、登录与其他模块由主站提供。${user ? `当前用户：${user.username}` : '在主站登录后，本页同样可读取登录状态。'}`}
      />
      <Outlet />
    </div>
  );
}

function OtherRemote({ def }: { def: RouteDef }) {
  return (
    <Result
      status="info"
      title={`「${def.title}」由其他模块提供`}
      extra={<Link to="/">返回本模块首页</Link>}
    />
  );
}

/** The remote's page loader as a component (no 重试 here: the remote's own dev server reloads). */
function lazyPage(load: PageLoader) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Page />
    </Suspense>
  );
}

export function mountStandalone(remote: RemoteName, pages: Record<string, PageLoader>): void {
  const store = createAppStore();
  const children = toRouteObjects(routes, (def) => {
    const load = def.remote === remote ? pages[def.name] : undefined;
    return load ? lazyPage(load) : <OtherRemote def={def} />;
  });
  const router = createBrowserRouter([{ element: <StandaloneFrame remote={remote} />, children }]);
  document.title = `${getSiteConfig().site_name} - ${remote}（独立运行）`;
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </Provider>,
  );
}
