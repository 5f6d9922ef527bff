import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DEFAULT_SITE_CONFIG } from 'shared-contracts/app';
import { MemoryRouter, Outlet, useLocation, useRoutes } from 'shared-contracts/router';
import { AppThemeProvider } from 'shared-contracts/ui';
import { appStore, resetBrowserState } from 'shared-contracts/testing';
import type { SiteConfig } from 'shared-contracts';
import { buildRoutes } from './router';

// the pages and the shop's shell are not what is tested here: which frame a route gets is
// a page stands for itself and, like a remote's layout page, renders its child route
jest.mock('./remote-page', () => ({
  RemotePage: ({ remote, page }: { remote: string; page: string }) => (
    <>
      <p>{`${remote}/${page}`}</p>
      <Outlet />
    </>
  ),
}));
// reads the data router's matches; the routes are rendered here with useRoutes
jest.mock('../layout/title-and-scroll', () => ({ TitleAndScroll: () => null }));
jest.mock('../layout/shell-layout', () => ({
  ShellLayout: () => (
    <div data-testid="shop-shell">
      <Outlet />
    </div>
  ),
}));

const MAIN: SiteConfig = { ...DEFAULT_SITE_CONFIG, remotes: { storefront: '/s', admin: '/remotes/admin/mf-manifest.json' } };
const SUB_STATION: SiteConfig = { ...DEFAULT_SITE_CONFIG, remotes: { storefront: '/s' } };

function Routed({ site }: { site: SiteConfig }) {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      {useRoutes(buildRoutes(site))}
    </>
  );
}

function renderAt(path: string, site: SiteConfig) {
  window.__SITE_CONFIG__ = site;
  const wrap = (children: ReactNode) => (
    <Provider store={appStore()}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </AppThemeProvider>
    </Provider>
  );
  return render(wrap(<Routed site={site} />));
}

beforeEach(resetBrowserState);
afterEach(() => {
  delete window.__SITE_CONFIG__;
});

describe('the host mounts the operator console', () => {
  it('under /admin in the console frame, without the shop shell, and not behind the shop login', async () => {
    for (const [path, page] of [['/admin', 'admin/adminOverview'], ['/admin/audit', 'admin/adminAudit'], ['/admin/login', 'admin/adminLogin']] as const) {
      const { unmount } = renderAt(path, MAIN);
      expect(await screen.findByText(page)).toBeInTheDocument();
      expect(screen.getByTestId('console-frame')).toBeInTheDocument();
      expect(screen.queryByTestId('shop-shell')).toBeNull();
      expect(screen.queryByText('请先登录')).toBeNull();
      unmount();
    }
  });

  it('the console layout page (adminConsole) wraps 概览 at /admin itself and 审计日志, not the sign-in pages', async () => {
    const { unmount } = renderAt('/admin', MAIN);
    expect(await screen.findByText('admin/adminConsole')).toBeInTheDocument();
    expect(screen.getByText('admin/adminOverview')).toBeInTheDocument();
    unmount();
    renderAt('/admin/login', MAIN);
    expect(await screen.findByText('admin/adminLogin')).toBeInTheDocument();
    expect(screen.queryByText('admin/adminConsole')).toBeNull();
  });

  it('a stopped 分站 shows 该站点已停用 on every shop page, its owner\'s console still opens', async () => {
    const stopped: SiteConfig = { ...MAIN, site_name: '杭州分站', hotline: '0571-1234', stopped: true };
    for (const path of ['/', '/gift-list', '/user-center/wallet', '/no-such-page']) {
      const { unmount } = renderAt(path, stopped);
      expect(await screen.findByTestId('site-stopped')).toHaveTextContent('该站点已停用');
      expect(screen.getByTestId('site-stopped')).toHaveTextContent('杭州分站已停止营业，暂不接受新订单。会员账户中的余额仍归会员所有，如有疑问请致电 0571-1234。');
      expect(screen.queryByTestId('shop-shell')).toBeNull();
      unmount();
    }
    renderAt('/admin/login', stopped);
    expect(await screen.findByText('admin/adminLogin')).toBeInTheDocument();
    expect(screen.queryByTestId('site-stopped')).toBeNull();
  });

  it('a host that does not mount admin answers /admin with 404, shop pages as before', async () => {
    renderAt('/admin/audit', SUB_STATION);
    expect(await screen.findByTestId('shop-shell')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/);
    expect(screen.queryByTestId('console-frame')).toBeNull();
  });
});

describe('the host mounts the supplier centre (issue 33)', () => {
  const WITH_SUPPLIER: SiteConfig = { ...MAIN, remotes: { ...MAIN.remotes, supplier: '/remotes/supplier/mf-manifest.json' } };

  it('under /supplier-center in the console frame, without the shop shell, and not behind the member login', async () => {
    for (const [path, page] of [
      ['/supplier-center', 'supplier/supplierWorkbench'],
      ['/supplier-center/parcels', 'supplier/supplierParcels'],
      ['/supplier-center/password', 'supplier/supplierPassword'],
    ] as const) {
      const { unmount } = renderAt(path, WITH_SUPPLIER);
      expect(await screen.findByText(page)).toBeInTheDocument();
      expect(screen.getByTestId('console-frame')).toBeInTheDocument();
      expect(screen.queryByTestId('shop-shell')).toBeNull();
      expect(screen.queryByText('请先登录')).toBeNull();
      unmount();
    }
  });

  it('its frame page (supplierCenter) wraps the sections, not 修改密码', async () => {
    const { unmount } = renderAt('/supplier-center/goods', WITH_SUPPLIER);
    expect(await screen.findByText('supplier/supplierCenter')).toBeInTheDocument();
    expect(screen.getByText('supplier/supplierGoods')).toBeInTheDocument();
    unmount();
    renderAt('/supplier-center/password', WITH_SUPPLIER);
    expect(await screen.findByText('supplier/supplierPassword')).toBeInTheDocument();
    expect(screen.queryByText('supplier/supplierCenter')).toBeNull();
  });

  it('a host that does not mount it (a 分站) answers /supplier-center with 404', async () => {
    renderAt('/supplier-center/parcels', MAIN);
    expect(await screen.findByTestId('shop-shell')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/);
    expect(screen.queryByTestId('console-frame')).toBeNull();
  });
});
