import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SAVED_LOGIN_KEY, TOKEN_COOKIE } from 'shared-contracts';
import { api as apiSlice, createAppStore, sessionStarted } from 'shared-contracts/app';
import { fail, mockApi, ok, resetBrowserState, SESSION } from '../test-utils';
import { useSessionBootstrap } from './use-session-bootstrap';

beforeEach(resetBrowserState);

/** Something the page fetched while the start-up check was running. */
const homeApi = apiSlice.injectEndpoints({
  endpoints: (b) => ({ bootstrapTestHome: b.query<unknown, void>({ query: () => '/home/page', extraOptions: { silent: true } }) }),
});

function start() {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useSessionBootstrap(), { wrapper });
  return { store, hook };
}

describe('useSessionBootstrap', () => {
  it('removes a password an earlier version saved (保存密码) at start-up, keeping the mobile', () => {
    window.localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ mobile: '13912345678', password: 'old-pass' }));
    window.sessionStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ mobile: '13912345678', password: 'old-pass' }));
    mockApi({});
    start();
    expect(JSON.parse(window.localStorage.getItem(SAVED_LOGIN_KEY) ?? 'null')).toEqual({ mobile: '13912345678', remember: true });
    expect(window.sessionStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
  });

  it('does nothing without a token cookie', async () => {
    const api = mockApi({ 'GET /api/user/info': ok(SESSION) });
    const { store, hook } = start();
    expect(hook.result.current.checking).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('with a token cookie, fetches the user and starts the session', async () => {
    Cookies.set(TOKEN_COOKIE, SESSION.token);
    const api = mockApi({ 'GET /api/user/info': ok({ ...SESSION, is_attestation: true }) });
    const { store, hook } = start();
    expect(store.getState().session.status).toBe('checking');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(store.getState().session).toMatchObject({ user: SESSION.user, token: SESSION.token, isAttestation: true });
    expect(hook.result.current.checking).toBe(false);
    expect(api.callsTo('GET /api/user/info')).toHaveLength(1);
    expect(store.getState().ui.loading).toBe(0);
  });

  it('a failed fetch removes the token cookie and clears the session', async () => {
    Cookies.set(TOKEN_COOKIE, 'stale');
    mockApi({ 'GET /api/user/info': fail(1, '用户不存在') });
    const { store } = start();
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(store.getState().session.token).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('a 401 clears quietly: no login dialog, no expiry message', async () => {
    Cookies.set(TOKEN_COOKIE, 'expired');
    global.fetch = jest.fn(async () => new Response(JSON.stringify(fail(401, 'unauthorized')), { status: 401 })) as never;
    const store = createAppStore();
    renderHook(() => useSessionBootstrap(), { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().ui.login.open).toBe(false);
  });

  it('a failed check drops what was fetched with the stale token, and asks for the user only once', async () => {
    Cookies.set(TOKEN_COOKIE, 'stale');
    const api = mockApi({ 'GET /api/user/info': fail(1, '用户不存在'), 'GET /api/home/page': ok([]) });
    const { store } = start();
    const home = store.dispatch(homeApi.endpoints.bootstrapTestHome.initiate());
    await home;
    expect(Object.keys(store.getState().api.queries)).toContain('bootstrapTestHome(undefined)');
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(Object.keys(store.getState().api.queries)).not.toContain('bootstrapTestHome(undefined)');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('GET /api/user/info')).toHaveLength(1);
    home.unsubscribe();
  });

  it('a login while the check is running is not overwritten by the late answer for the old token', async () => {
    Cookies.set(TOKEN_COOKIE, 'old-token');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = mockApi({ 'GET /api/user/info': ok({ user: { user_id: 99, username: '旧账号', group_name: '普通会员' }, token: 'old-token' }) });
    const reply = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      await held;
      return reply(input, init);
    });
    const { store } = start();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    act(() => {
      Cookies.set(TOKEN_COOKIE, SESSION.token);
      store.dispatch(sessionStarted(SESSION));
    });
    await act(async () => answer());
    await new Promise((r) => setTimeout(r, 20));
    expect(store.getState().session).toMatchObject({ user: SESSION.user, token: SESSION.token });
    expect(Cookies.get(TOKEN_COOKIE)).toBe(SESSION.token);
  });
});
