import { waitFor } from '@testing-library/react';
import { createAppStore, rechargeSucceeded, walletApi } from 'shared-contracts/app';
import { loggedInState, mockApi, ok, resetBrowserState, SESSION } from 'shared-contracts/testing';
import { refreshSessionOnRecharge } from './refresh-session-on-recharge';

beforeEach(resetBrowserState);

const upgraded = { user: { ...SESSION.user, group_name: 'VIP1 黄金会员' }, token: SESSION.token, is_attestation: true };

describe('session refresh after a paid top-up', () => {
  it('asks for the session again and keeps the new group, without emptying the api cache', async () => {
    const server = mockApi({ 'GET /api/user/info': ok(upgraded), 'GET /api/user/wallet/info': ok({ balance: 1, recharge_total: 1, spend_total: 0 }) });
    const store = createAppStore([refreshSessionOnRecharge], loggedInState());
    await store.dispatch(walletApi.endpoints.walletInfo.initiate());
    store.dispatch(rechargeSucceeded({ trade_no: 'R1' }));
    await waitFor(() => expect(store.getState().session.user?.group_name).toBe('VIP1 黄金会员'));
    expect(server.callsTo('GET /api/user/info')).toHaveLength(1);
    expect(store.getState().session.isAttestation).toBe(true);
    expect(store.getState().session.token).toBe(SESSION.token);
    // same person: the balance fetched before is still cached
    expect(walletApi.endpoints.walletInfo.select()(store.getState()).data).toEqual({ balance: 1, recharge_total: 1, spend_total: 0 });
  });

  it('drops an answer about someone else, and asks nothing when nobody is logged in', async () => {
    const server = mockApi({ 'GET /api/user/info': ok({ ...upgraded, user: { ...upgraded.user, user_id: 99 } }) });
    const store = createAppStore([refreshSessionOnRecharge], loggedInState());
    store.dispatch(rechargeSucceeded({ trade_no: 'R1' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.callsTo('GET /api/user/info')).toHaveLength(1);
    expect(store.getState().session.user?.group_name).toBe(SESSION.user.group_name);

    const anonymous = createAppStore([refreshSessionOnRecharge]);
    anonymous.dispatch(rechargeSucceeded({ trade_no: 'R2' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.callsTo('GET /api/user/info')).toHaveLength(1);
  });
});
