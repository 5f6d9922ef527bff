import { act, screen, waitFor } from '@testing-library/react';
import { closeRecharge, openRecharge } from 'shared-contracts/app';
import { appStore, renderInApp } from 'shared-contracts/testing';
import { setUpRechargeSlotTests, WITH_USER_CENTRE } from '../test-support/recharge-slot';
import { RechargeSlot } from './recharge-slot';
import { loadRemoteWidget } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteWidget: jest.fn() }));
setUpRechargeSlotTests();

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
