import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { UserMenu } from './user-menu';

const FULL_SITE = { remotes: { storefront: '/s', usercenter: '/u' }, hidden_routes: [] };

beforeEach(resetBrowserState);
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

async function openMenu() {
  fireEvent.mouseEnter(screen.getByTestId('user-menu'));
  return screen.findByTestId('menu-balance');
}

describe('user dropdown: the balance', () => {
  it('asks for the balance only when opened, shows 余额 ¥N and leads to 我的钱包', async () => {
    window.__SITE_CONFIG__ = FULL_SITE as never;
    const server = mockApi({ 'GET /api/user/wallet/info': ok({ balance: 12.34, recharge_total: 100, spend_total: 87.66 }) });
    const { location } = renderInApp(<UserMenu username="礼品小店" groupName="普通会员" />, { loggedIn: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.callsTo('GET /api/user/wallet/info')).toHaveLength(0);

    const balance = await openMenu();
    await waitFor(() => expect(balance).toHaveTextContent('余额 ¥12.34'));
    fireEvent.click(screen.getByRole('menuitem', { name: /余额/ }));
    await waitFor(() => expect(location()).toBe('/user-center/wallet'));
  });

  it('on a Host without the user centre the balance is shown but leads nowhere', async () => {
    window.__SITE_CONFIG__ = { remotes: { storefront: '/s' }, hidden_routes: [] } as never;
    mockApi({ 'GET /api/user/wallet/info': ok({ balance: 0.5, recharge_total: 0, spend_total: 0 }) });
    const { location } = renderInApp(<UserMenu username="礼品小店" groupName="普通会员" />, { loggedIn: true, path: '/gift-list' });
    await waitFor(async () => expect(await openMenu()).toHaveTextContent('余额 ¥0.50'));
    const item = screen.getByRole('menuitem', { name: /余额/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(item);
    expect(location()).toBe('/gift-list');
    expect(screen.queryByRole('menuitem', { name: /用户中心/ })).toBeNull();
  });
});
