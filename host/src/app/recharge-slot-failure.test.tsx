// A file of its own: the slot loads the dialog module once per page, so a failed first load needs a fresh module registry.
import { act, screen, waitFor } from '@testing-library/react';
import type { RechargeDialogProps } from 'shared-contracts';
import { openRecharge } from 'shared-contracts/app';
import { appStore, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { RechargeSlot } from './recharge-slot';
import { loadRemoteWidget } from './remotes';

const dialogModule = () => ({
  contractVersion: __CONTRACT_VERSION__,
  requiredContract: __REQUIRED_CONTRACT__,
  RechargeDialog: ({ amount, onClose }: RechargeDialogProps) => (
    <div role="dialog" aria-label="在线充值">
      充值 {amount ?? '任意'} 元<button onClick={onClose}>关闭</button>
    </div>
  ),
});

jest.mock('./remotes', () => ({ loadRemoteWidget: jest.fn() }));

beforeEach(() => jest.mocked(loadRemoteWidget).mockClear().mockImplementation(async () => dialogModule()));
beforeEach(resetBrowserState);
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
});

const WITH_USER_CENTRE = { remotes: { usercenter: '/remotes/usercenter/mf-manifest.json' } };

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
