import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Provider } from 'react-redux';
import { TOKEN_COOKIE, type UserSession } from '../index';
import { fail, mockApi, ok, resetBrowserState, SESSION, type RecordedCall } from '../testing';
import { api } from './api';
import { identityChanged } from './identity';
import { sessionCleared, sessionStarted, writeTokenCookie, type SessionState } from './session-slice';
import { createAppStore, type AppStore } from './store';

/** Someone's own data, as the home summary, favourites flags or a balance are. */
const testApi = api.injectEndpoints({
  endpoints: (b) => ({
    identityTestSummary: b.query<{ owner: string }, void>({ query: () => '/home/user/info', extraOptions: { silent: true } }),
    identityTestWallet: b.query<{ balance: number }, void>({ query: () => '/user/wallet/info', extraOptions: { silent: true } }),
  }),
});

const BOB: UserSession = { user: { user_id: 8, username: '小鲍礼品', group_name: '普通会员' }, token: 'tok-bob' };
const OWNER_BY_TOKEN: Record<string, string> = { [`Bearer ${SESSION.token}`]: '礼品小店的首页', [`Bearer ${BOB.token}`]: '小鲍礼品的首页' };
const summaryByToken = (call: RecordedCall) => ok({ owner: OWNER_BY_TOKEN[call.authorization ?? ''] ?? '游客首页' });

function Summary() {
  const { data } = testApi.useIdentityTestSummaryQuery();
  return <p>{data ? data.owner : '加载中'}</p>;
}

const session = (s: Partial<SessionState>): SessionState => ({ user: null, token: null, isAttestation: false, status: 'anonymous', ...s });

function renderSummary(preloaded: SessionState) {
  if (preloaded.token) Cookies.set(TOKEN_COOKIE, preloaded.token);
  const store = createAppStore([], { session: preloaded });
  render(
    <Provider store={store}>
      <Summary />
    </Provider>,
  );
  return store;
}

const cachedQueries = (store: AppStore) => Object.keys(store.getState().api.queries);

function logInAs(store: AppStore, who: UserSession) {
  writeTokenCookie(who.token);
  store.dispatch(sessionStarted(who));
}

beforeEach(resetBrowserState);

describe('identity change resets the api cache (one user never sees another\'s data)', () => {
  const asAlice = session({ user: SESSION.user, token: SESSION.token, status: 'authenticated' });

  it('logging in as someone else drops the first user\'s data at once and fetches the new user\'s', async () => {
    const calls = mockApi({ 'GET /api/home/user/info': summaryByToken });
    const store = renderSummary(asAlice);
    await screen.findByText('礼品小店的首页');

    act(() => logInAs(store, BOB));
    expect(screen.queryByText('礼品小店的首页')).toBeNull();
    await screen.findByText('小鲍礼品的首页');
    expect(calls.callsTo('GET /api/home/user/info').map((c) => c.authorization)).toEqual([`Bearer ${SESSION.token}`, `Bearer ${BOB.token}`]);
  });

  it('logging out drops the user\'s data; the page asks again as a visitor', async () => {
    mockApi({ 'GET /api/home/user/info': summaryByToken });
    const store = renderSummary(asAlice);
    await screen.findByText('礼品小店的首页');

    act(() => {
      writeTokenCookie(null);
      store.dispatch(sessionCleared());
    });
    expect(screen.queryByText('礼品小店的首页')).toBeNull();
    await screen.findByText('游客首页');
  });

  it('a 401 from any call drops everything cached for that user', async () => {
    mockApi({ 'GET /api/home/user/info': summaryByToken });
    const store = renderSummary(asAlice);
    await screen.findByText('礼品小店的首页');

    global.fetch = jest.fn(async () => new Response(JSON.stringify(fail(401, 'unauthorized')), { status: 401 })) as never;
    await act(() => store.dispatch(testApi.endpoints.identityTestWallet.initiate()));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('礼品小店的首页')).toBeNull();
    expect(cachedQueries(store).some((key) => key.startsWith('identityTestWallet'))).toBe(false);
  });

  it('an answer for the old user that arrives after the switch is never shown', async () => {
    let releaseAlice: () => void = () => undefined;
    const aliceAnswer = new Promise<void>((resolve) => (releaseAlice = resolve));
    const mock = mockApi({ 'GET /api/home/user/info': summaryByToken });
    const answer = mock.fetchMock.getMockImplementation()!;
    mock.fetchMock.mockImplementation(async (input, init) => {
      const response = await answer(input, init);
      if ((input as Request).headers.get('Authorization') === `Bearer ${SESSION.token}`) await aliceAnswer;
      return response;
    });
    const store = renderSummary(asAlice);
    await waitFor(() => expect(mock.calls).toHaveLength(1));

    act(() => logInAs(store, BOB));
    await screen.findByText('小鲍礼品的首页');
    await act(async () => releaseAlice());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('小鲍礼品的首页')).toBeInTheDocument();
    expect(screen.queryByText('礼品小店的首页')).toBeNull();
  });

  it('the start-up check confirming the token the page already had keeps what was fetched meanwhile', async () => {
    const calls = mockApi({ 'GET /api/home/user/info': summaryByToken });
    const store = renderSummary(session({ token: SESSION.token, status: 'checking' }));
    await screen.findByText('礼品小店的首页');
    act(() => {
      store.dispatch(sessionStarted(SESSION));
    });
    expect(screen.getByText('礼品小店的首页')).toBeInTheDocument();
    expect(cachedQueries(store)).toEqual(['identityTestSummary(undefined)']);
    expect(calls.callsTo('GET /api/home/user/info')).toHaveLength(1);
  });

  it('a failed start-up check (token not accepted) drops what was fetched with that token', async () => {
    mockApi({ 'GET /api/home/user/info': summaryByToken });
    const store = renderSummary(session({ token: SESSION.token, status: 'checking' }));
    await screen.findByText('礼品小店的首页');
    act(() => {
      writeTokenCookie(null);
      store.dispatch(sessionCleared());
    });
    expect(screen.queryByText('礼品小店的首页')).toBeNull();
    await screen.findByText('游客首页');
  });

  it('logging in again as the same user is not a change; every real change is announced once', async () => {
    mockApi({ 'GET /api/home/user/info': summaryByToken });
    const announced: string[] = [];
    const store = createAppStore([() => (next) => (action) => {
      if (identityChanged.match(action)) announced.push(action.type);
      return next(action);
    }], { session: asAlice });
    await store.dispatch(testApi.endpoints.identityTestSummary.initiate());
    logInAs(store, { ...SESSION, token: 'tok-123-again' });
    expect(cachedQueries(store)).toEqual(['identityTestSummary(undefined)']);
    expect(announced).toEqual([]);
    logInAs(store, BOB);
    store.dispatch(sessionCleared());
    store.dispatch(sessionCleared());
    expect(announced).toEqual(['session/identityChanged', 'session/identityChanged']);
  });
});
