import { act, screen, waitFor } from '@testing-library/react';
import type { RechargeDialogProps } from 'shared-contracts';
import { closeRecharge, openRecharge } from 'shared-contracts/app';
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

describe('recharge slot (remote-usercenter widget mounted by the host)', () => {
  it('mounts the recharge dialog of remote-usercenter, preset to the amount asked for', async () => {
    window.__SITE_CONFIG__ = WITH_USER_CENTRE as never;
    const store = appStore({ loggedIn: true });
    store.dispatch(openRecharge({ amount: 2000 }));
    renderInApp(<RechargeSlot />, { store });
    expect(await screen.findByRole('dialog', { name: '在线充值' })).toHaveTextContent('充值 2000 元');
    expect(loadRemoteWidget).toHaveBeenCalledWith('usercenter', 'recharge-dialog');
  });

  it('without an amount presets none; closeRecharge (or the dialog itself) closes it', async () => {
    window.__SITE_CONFIG__ = WITH_USER_CENTRE as never;
    const store = appStore({ loggedIn: true });
    store.dispatch(openRecharge());
    renderInApp(<RechargeSlot />, { store });
    expect(await screen.findByRole('dialog', { name: '在线充值' })).toHaveTextContent('充值 任意 元');
    act(() => {
      store.dispatch(closeRecharge());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      store.dispatch(openRecharge({ amount: 500 }));
    });
    (await screen.findByRole('button', { name: '关闭' })).click();
    await waitFor(() => expect(store.getState().ui.recharge).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a host without remote-usercenter says 本站暂未开放在线充值 and closes, loading nothing', async () => {
    window.__SITE_CONFIG__ = { remotes: { storefront: '/remotes/storefront/mf-manifest.json' } } as never;
    const store = appStore({ loggedIn: true });
    store.dispatch(openRecharge({ amount: 100 }));
    renderInApp(<RechargeSlot />, { store });
    expect(await screen.findByText('本站暂未开放在线充值')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().ui.recharge).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadRemoteWidget).not.toHaveBeenCalled();
  });
});
