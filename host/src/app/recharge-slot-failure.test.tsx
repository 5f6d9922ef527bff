// A file of its own: the slot loads the dialog module once per page, so a failed first load needs a fresh module registry.
import { act, screen, waitFor } from '@testing-library/react';
import { openRecharge } from 'shared-contracts/app';
import { appStore, renderInApp } from 'shared-contracts/testing';
import { setUpRechargeSlotTests, WITH_USER_CENTRE } from '../test-support/recharge-slot';
import { RechargeSlot } from './recharge-slot';
import { loadRemoteWidget } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteWidget: jest.fn() }));
setUpRechargeSlotTests();

it('a dialog that cannot be loaded says so and closes; the next open tries again', async () => {
  window.__SITE_CONFIG__ = WITH_USER_CENTRE as never;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemoteWidget).mockRejectedValueOnce(new Error('用户中心模块加载失败'));
  const store = appStore({ loggedIn: true });
  store.dispatch(openRecharge({ amount: 100 }));
  renderInApp(<RechargeSlot />, { store });
  expect(await screen.findByText('充值模块暂时无法加载，请稍后重试')).toBeInTheDocument();
  await waitFor(() => expect(store.getState().ui.recharge).toBeNull());

  act(() => {
    store.dispatch(openRecharge({ amount: 100 }));
  });
  expect(await screen.findByRole('dialog', { name: '在线充值' })).toHaveTextContent('充值 100 元');
  error.mockRestore();
});
