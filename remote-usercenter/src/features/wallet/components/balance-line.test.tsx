import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { BalanceLine } from './balance-line';

beforeEach(resetBrowserState);

it('the workbench shows the balance; 充值 opens the recharge dialog, 我的钱包 goes to the wallet', async () => {
  mockApi({ 'GET /api/user/wallet/info': ok({ balance: 1510, recharge_total: 1500, spend_total: 0 }) });
  const { store, location } = renderInApp(<BalanceLine />, { loggedIn: true, path: '/user-center/user-home' });
  await waitFor(() => expect(screen.getByTestId('balance-line')).toHaveTextContent('账户余额：¥1510.00'));
  fireEvent.click(screen.getByRole('button', { name: '充值' }));
  expect(store.getState().ui.recharge).toEqual({ amount: null });
  fireEvent.click(screen.getByRole('link', { name: '我的钱包' }));
  expect(location()).toBe('/user-center/wallet');
});
