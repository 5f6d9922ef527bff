import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RemoteRoutesModule } from 'shared-contracts';
import { renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { preloadPage, RemotePage } from './remote-page';
import { loadRemoteRoutes } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteRoutes: jest.fn() }));

const stamp = { contractVersion: __CONTRACT_VERSION__, requiredContract: __REQUIRED_CONTRACT__ };
const routesModule = (pages: RemoteRoutesModule['pages'], contract = stamp): RemoteRoutesModule => ({ ...contract, pages });

let quiet: jest.SpyInstance;
beforeEach(() => {
  resetBrowserState();
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => quiet.mockRestore());

describe('a page of a remote', () => {
  it('calls the page loader again on 重试, so a chunk that failed once loads', async () => {
    const load = jest
      .fn<ReturnType<RemoteRoutesModule['pages'][string]>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk page-home failed'))
      .mockResolvedValue(() => <p>首页内容</p>);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(routesModule({ home: load }));
    renderInApp(<RemotePage remote="storefront" page="home" />);
    expect(await screen.findByText('「商城」模块暂时无法加载')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a page loaded before it renders (the page the visitor opened) shows at once, with no skeleton first', async () => {
    const load = jest.fn(async () => () => <p>工作台内容</p>);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(routesModule({ userHome: load }));
    preloadPage('usercenter', 'userHome');
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => undefined);
    renderInApp(<RemotePage remote="usercenter" page="userHome" />);
    expect(screen.getByText('工作台内容')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('contains a page that throws while rendering, with 重试', async () => {
    const Broken = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    };
    jest.mocked(loadRemoteRoutes).mockResolvedValue(routesModule({ giftList: async () => Broken }));
    renderInApp(
      <>
        <header>顶栏</header>
        <RemotePage remote="storefront" page="giftList" />
      </>,
    );
    expect(await screen.findByText('「商城」模块暂时无法加载')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByText('顶栏')).toBeInTheDocument();
  });

  it('a remote built for a newer host says so in its area, without a 重试 that cannot help', async () => {
    const [major] = __CONTRACT_VERSION__.split('.').map(Number);
    const load = jest.fn(async () => () => <p>帮助</p>);
    jest.mocked(loadRemoteRoutes).mockResolvedValue(routesModule({ helpList: load }, { contractVersion: `${major}.99.0`, requiredContract: `^${major}.99.0` }));
    renderInApp(<RemotePage remote="help" page="helpList" />);
    expect(await screen.findByText('此模块需要主站更新后才能使用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining(`help/routes`));
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining(`built against shared-contracts ${major}.99.0 and needs ^${major}.99.0; this host provides ${__CONTRACT_VERSION__}`));
  });

  it('a remote built before contract versions (1.x: pages as components) is refused as too old, not called', async () => {
    const page = jest.fn(() => <p>收藏</p>);
    jest.mocked(loadRemoteRoutes).mockResolvedValue({ pages: { collect: page } } as never);
    renderInApp(<RemotePage remote="storefront" page="collect" />);
    expect(await screen.findByText('此模块版本过旧，需要模块更新后才能使用')).toBeInTheDocument();
    expect(page).not.toHaveBeenCalled();
  });
});
