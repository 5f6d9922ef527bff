import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { TOKEN_COOKIE } from 'shared-contracts';
import { createAppStore } from 'shared-contracts/app';
import { fail, mockApi, ok, resetBrowserState, SESSION } from '../test-utils';
import { useLogout } from './use-logout';

beforeEach(resetBrowserState);

function loggedIn() {
  Cookies.set(TOKEN_COOKIE, SESSION.token);
  const store = createAppStore([], { session: { user: SESSION.user, token: SESSION.token, isAttestation: false, status: 'authenticated' } });
  const reload = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useLogout({ reload }), { wrapper });
  return { store, reload, logout: () => result.current[0]() };
}

describe('useLogout', () => {
  it('calls /api/logout, clears the token cookie and the session, then reloads the page', async () => {
    const api = mockApi({ 'GET /api/logout': ok({}) });
    const { store, reload, logout } = loggedIn();
    await act(logout);
    expect(api.callsTo('GET /api/logout')).toHaveLength(1);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().session).toMatchObject({ user: null, token: null, status: 'anonymous' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still logs out locally when the server call fails', async () => {
    mockApi({ 'GET /api/logout': fail(500, 'boom') });
    const { store, reload, logout } = loggedIn();
    await act(logout);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().session.user).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
