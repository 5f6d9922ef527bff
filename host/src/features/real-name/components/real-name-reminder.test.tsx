import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { AuthenticationInfo } from 'shared-contracts';
import { useRealNameCheck } from 'shared-contracts/app';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { LazyRealNameReminder } from './lazy-real-name-reminder';
import { NOT_VERIFIED } from './real-name-reminder';

const status = (value: AuthenticationInfo['status']): AuthenticationInfo => ({ status: value, reason: null, real_name: null, id_number: null, verified_at: null });
const FULL_SITE = { remotes: { storefront: '/remotes/storefront/mf-manifest.json', usercenter: '/remotes/usercenter/mf-manifest.json' } };

/** A flow that met code 11/12: asks for the real-name check and shows what it was told. */
function WaitingFlow() {
  const check = useRealNameCheck();
  const [result, setResult] = useState('未开始');
  return (
    <>
      <button onClick={() => (setResult('等待中'), void check().then((verified) => setResult(verified ? '已认证，继续下单' : '已取消')))}>下单</button>
      <output data-testid="flow">{result}</output>
    </>
  );
}

function renderReminder(site: object = FULL_SITE) {
  window.__SITE_CONFIG__ = site as never;
  const view = renderInApp(
    <>
      <WaitingFlow />
      <LazyRealNameReminder />
    </>,
    { loggedIn: true },
  );
  fireEvent.click(screen.getByRole('button', { name: '下单' }));
  return view;
}

const flow = () => screen.getByTestId('flow');

beforeEach(resetBrowserState);
afterEach(() => {
  window.__SITE_CONFIG__ = undefined;
  jest.restoreAllMocks();
});

describe('real-name reminder (SPEC §2.7)', () => {
  it('says why, and 去认证 opens the authentication page in a new tab while the dialog stays', async () => {
    mockApi({});
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderReminder();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('根据国家寄递实名制要求，寄件人需完成实名认证后方可下单发货。');
    fireEvent.click(within(dialog).getByRole('button', { name: '去认证' }));
    expect(open).toHaveBeenCalledWith('/user-center/authentication', '_blank', 'noopener');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(flow()).toHaveTextContent('等待中');
  });

  it('已完成认证 once the server says passed: the waiting flow goes on, the dialog closes, the session is verified', async () => {
    const api = mockApi({ 'GET /api/user/authentication': ok(status(2)) });
    const { store } = renderReminder();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '已完成认证' }));
    await waitFor(() => expect(flow()).toHaveTextContent('已认证，继续下单'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('GET /api/user/authentication')).toHaveLength(1);
    expect(store.getState().session.isAttestation).toBe(true);
    expect(store.getState().ui.realName).toBe(false);
  });

  it('已完成认证 while not verified: the warning, the dialog stays, the flow keeps waiting; asked again on the next click', async () => {
    const api = mockApi({ 'GET /api/user/authentication': [ok(status(0)), ok(status(2))] });
    renderReminder();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '已完成认证' }));
    expect(await screen.findByText(NOT_VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(flow()).toHaveTextContent('等待中');
    // the user verified in the other tab meanwhile: the next click asks the server again
    fireEvent.click(within(dialog).getByRole('button', { name: '已完成认证' }));
    await waitFor(() => expect(flow()).toHaveTextContent('已认证，继续下单'));
    expect(api.callsTo('GET /api/user/authentication')).toHaveLength(2);
  });

  it('closing the dialog settles the check with false', async () => {
    mockApi({});
    renderReminder();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(flow()).toHaveTextContent('已取消'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a Host without the authentication page: no 去认证, contact customer service instead', async () => {
    mockApi({});
    renderReminder({ remotes: { storefront: '/remotes/storefront/mf-manifest.json', purchase: '/remotes/purchase/mf-manifest.json' }, hotline: '400-800-1234' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: '去认证' })).toBeNull();
    expect(dialog).toHaveTextContent('请联系客服（400-800-1234）完成认证');
    expect(within(dialog).getByRole('button', { name: '已完成认证' })).toBeInTheDocument();
  });
});
