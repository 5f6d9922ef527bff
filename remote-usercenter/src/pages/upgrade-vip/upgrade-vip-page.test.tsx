import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupInfo } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { UpgradeVipPage } from './index';

const GROUPS: GroupInfo[] = [
  { id: 1, name: '普通会员', level: 0, price_percent: 100, upgrade_amount: 0, is_current: false },
  { id: 2, name: 'VIP1 黄金会员', level: 1, price_percent: 98, upgrade_amount: 500, is_current: true },
  { id: 3, name: 'VIP2 铂金会员', level: 2, price_percent: 95, upgrade_amount: 2000, is_current: false },
  { id: 4, name: 'VIP3 钻石会员', level: 3, price_percent: 90, upgrade_amount: 5000, is_current: false },
];

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(resetBrowserState);

describe('升级VIP', () => {
  it('lists the groups with their discount and how to reach them, the current one marked', async () => {
    mockApi({ 'GET /api/user/group/list': ok(GROUPS) });
    renderInApp(<UpgradeVipPage />, { loggedIn: true, path: '/user-center/upgrade-vip' });
    await screen.findByRole('list', { name: '会员等级' });
    expect(card('普通会员')).toHaveTextContent('原价');
    expect(card('普通会员')).toHaveTextContent('注册即享');
    expect(card('VIP1 黄金会员')).toHaveTextContent('9.8折');
    expect(card('VIP2 铂金会员')).toHaveTextContent('9.5折');
    expect(card('VIP2 铂金会员')).toHaveTextContent('一次充值 2000 元');
    expect(card('VIP3 钻石会员')).toHaveTextContent('9折');

    expect(card('VIP1 黄金会员')).toHaveAttribute('aria-current', 'true');
    expect(within(card('VIP1 黄金会员')).getByText('当前等级')).toBeInTheDocument();
    expect(screen.getAllByText('当前等级')).toHaveLength(1);
  });

  it('only the groups above the current one offer 立即升级, which opens the recharge dialog preset to their amount', async () => {
    mockApi({ 'GET /api/user/group/list': ok(GROUPS) });
    const { store } = renderInApp(<UpgradeVipPage />, { loggedIn: true, path: '/user-center/upgrade-vip' });
    await screen.findByRole('list', { name: '会员等级' });
    expect(within(card('普通会员')).queryByRole('button')).toBeNull();
    expect(within(card('VIP1 黄金会员')).queryByRole('button')).toBeNull();
    expect(within(card('VIP3 钻石会员')).getByRole('button', { name: '立即升级' })).toBeInTheDocument();

    fireEvent.click(within(card('VIP2 铂金会员')).getByRole('button', { name: '立即升级' }));
    expect(store.getState().ui.recharge).toEqual({ amount: 2000 });
  });

  it('a failed list says why and asks again on 重新加载', async () => {
    const server = mockApi({ 'GET /api/user/group/list': [fail(1, '会员服务繁忙'), ok(GROUPS)] });
    renderInApp(<UpgradeVipPage />, { loggedIn: true, path: '/user-center/upgrade-vip' });
    expect(await screen.findByText('会员服务繁忙')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('list', { name: '会员等级' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/user/group/list')).toHaveLength(2);
  });
});
