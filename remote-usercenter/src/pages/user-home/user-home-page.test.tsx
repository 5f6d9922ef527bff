import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HomeUserSummary } from 'shared-contracts';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { ORDERS } from '../../test-support/order-fixtures';
import { UserHomePage } from './index';

const SUMMARY: HomeUserSummary = {
  package_info: { unpaid: 0, paid: 12, un_receive: 57, signed: 40, exception: 3 },
  goods_list: [
    { goods_id: 11, goods_name: '精品毛巾8件装', goods_pic: '/images/goods/11.png' },
    { goods_id: 10, goods_name: '陶瓷马克杯', goods_pic: '/images/goods/10.png' },
  ],
};
const EMPTY = { list: [], page: 1, page_size: 10, data_count: 0 };

function renderWorkbench({ summary = SUMMARY, orders = ORDERS.slice(0, 10) as unknown[] } = {}) {
  const server = mockApi({
    'GET /api/home/user/info': ok(summary),
    'GET /api/user/wallet/info': ok({ balance: 86.5, recharge_total: 100, spend_total: 13.5 }),
    'POST /api/user/order/list': ok(orders.length ? { list: orders, page: 1, page_size: 10, data_count: 23 } : EMPTY),
  });
  return { ...renderInApp(<UserHomePage />, { path: '/user-center/user-home', loggedIn: true }), server };
}

beforeEach(() => {
  resetBrowserState();
  window.__SITE_CONFIG__ = {
    remotes: { storefront: '/remotes/storefront/mf-manifest.json', purchase: '/remotes/purchase/mf-manifest.json', usercenter: '/remotes/usercenter/mf-manifest.json' },
  } as never;
});
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

describe('工作台', () => {
  it('greets the user and shows the balance with 充值', async () => {
    const { store } = renderWorkbench();
    expect(screen.getByText('欢迎回来，礼品小店')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('balance-line')).toHaveTextContent('账户余额：¥86.50'));
    fireEvent.click(within(screen.getByTestId('balance-line')).getByRole('button', { name: '充值' }));
    expect(store.getState().ui.recharge).toEqual({ amount: null });
  });

  it('the counters show package_info and link to 包裹列表 with that status (or 物流状态) preset', async () => {
    const { location } = renderWorkbench();
    const counters = await screen.findByRole('navigation', { name: '包裹动态' });
    await waitFor(() => expect(within(counters).getByRole('link', { name: '57 已发货' })).toBeInTheDocument());
    expect(within(counters).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['0待付款', '/user-center/package-list?status=1'],
      ['12待发货', '/user-center/package-list?status=2'],
      ['57已发货', '/user-center/package-list?status=3'],
      ['40已签收', '/user-center/package-list?track_state=signed'],
      ['3异常', '/user-center/package-list?track_state=exception'],
    ]);
    fireEvent.click(within(counters).getByRole('link', { name: '12 待发货' }));
    expect(location()).toBe('/user-center/package-list?status=2');
    fireEvent.click(within(counters).getByRole('link', { name: '3 异常' }));
    expect(location()).toBe('/user-center/package-list?track_state=exception');
  });

  it('最近订单: the newest five (asked as the order list\'s first page: SPEC §9 has no page of 5), with a link to 订单管理', async () => {
    const { server, location } = renderWorkbench();
    const recent = await screen.findByRole('list', { name: '最近订单' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(server.callsTo('POST /api/user/order/list')[0].body).toEqual({ page: 1, page_size: 10 });
    const first = within(recent).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('陶瓷马克杯');
    expect(first).toHaveTextContent('DD2026112300100 · 3 个收件人 · 2026-11-23 12:00:00');
    expect(first).toHaveTextContent('¥12.50');
    expect(first).toHaveTextContent('已发货');
    fireEvent.click(within(recent.closest('.ant-card') as HTMLElement).getByRole('link', { name: '订单管理' }));
    expect(location()).toBe('/user-center/order-list');
  });

  it('常发商品: picture and name; 立即购买 opens the purchase dialog for that goods', async () => {
    const { store } = renderWorkbench();
    const goods = await screen.findByRole('list', { name: '常发商品' });
    const [towel] = within(goods).getAllByRole('listitem');
    expect(towel.querySelector('img')).toHaveAttribute('src', '/images/goods/11.png');
    expect(within(towel).getByRole('link', { name: '精品毛巾8件装' })).toHaveAttribute('href', '/product-detail/11');
    fireEvent.click(within(towel).getByRole('button', { name: '立即购买 精品毛巾8件装' }));
    expect(store.getState().ui.purchase).toEqual({ goodsId: 11 });
  });

  it('快捷入口: 立即发货, 充值, 订单管理, 包裹管理, 实名认证', async () => {
    const { store, location } = renderWorkbench();
    const shortcuts = screen.getByRole('navigation', { name: '快捷入口' });
    expect(Array.from(shortcuts.children).map((c) => c.textContent)).toEqual(['立即发货', '充值', '订单管理', '包裹管理', '实名认证']);
    fireEvent.click(within(shortcuts).getByRole('button', { name: '充值' }));
    expect(store.getState().ui.recharge).toEqual({ amount: null });
    fireEvent.click(within(shortcuts).getByRole('link', { name: '立即发货' }));
    expect(location()).toBe('/user-center/delivery');
  });

  it('a new user: zero counters, no orders with 去选购 to the goods, no often-sent goods yet', async () => {
    const { location } = renderWorkbench({ summary: { package_info: { unpaid: 0, paid: 0, un_receive: 0, signed: 0, exception: 0 }, goods_list: [] }, orders: [] });
    expect(await screen.findByText('还没有订单，挑一件礼品发给客户吧')).toBeInTheDocument();
    expect(await screen.findByText('下单后，常发的商品会出现在这里')).toBeInTheDocument();
    const counters = screen.getByRole('navigation', { name: '包裹动态' });
    expect(within(counters).getAllByRole('link').map((a) => a.textContent)).toEqual(['0待付款', '0待发货', '0已发货', '0已签收', '0异常']);
    fireEvent.click(screen.getByRole('button', { name: '去选购' }));
    expect(location()).toBe('/gift-list');
  });
});
