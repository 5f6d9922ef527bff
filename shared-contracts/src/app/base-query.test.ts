import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../constants';
import { Messages } from '../messages';
import { OPERATOR_CONSOLE_HEADER, OPERATOR_TOKEN_COOKIE, OPERATOR_TOKEN_HEADER } from '../admin/calls';
import { createBaseQuery, resetUnauthorizedThrottle, type ApiError } from './base-query';
import { isOperatorCall, operatorSessionEnded } from './operator-session';
import { SUPPLIER_COOKIE_PATH, SUPPLIER_TOKEN_COOKIE } from '../supplier/index';
import { isSupplierCall, readSupplierToken, supplierSessionEnded, writeSupplierToken } from './supplier-session';
import { sessionCleared, sessionSlice } from './session-slice';
import { notify, openLogin, uiSlice } from './ui-slice';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A store with the real base query (short timeout) and a record of the messages it asked to show. */
function setup(timeout = 200) {
  const testApi = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery('http://test.local/api', timeout),
    endpoints: (b) => ({
      info: b.query<unknown, string>({ query: (tag) => `/user/info?t=${tag}` }),
      quiet: b.query<unknown, void>({ query: () => '/quiet', extraOptions: { silent: true } }),
      detail: b.query<unknown, void>({ query: () => '/detail', extraOptions: { quiet404: true } }),
      poll: b.query<unknown, void>({ query: () => '/poll', extraOptions: { background: true } }),
    }),
  });
  const shown: string[] = [];
  const listener = createListenerMiddleware();
  listener.startListening({ actionCreator: notify, effect: ({ payload }) => void shown.push(payload.text) });
  const store = configureStore({
    reducer: { api: testApi.reducer, session: sessionSlice.reducer, ui: uiSlice.reducer },
    middleware: (d) => d().prepend(listener.middleware).concat(testApi.middleware),
  });
  const call = async (tag: string) => {
    const result = await store.dispatch(testApi.endpoints.info.initiate(tag));
    return result;
  };
  return { store, testApi, shown, call };
}

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  resetUnauthorizedThrottle();
  Cookies.remove(TOKEN_COOKIE);
});

afterEach(() => jest.useRealTimers());

describe('base query (SPEC §7 wrapper)', () => {
  it('unwraps the envelope data on code 0 and sends the token as a Bearer header', async () => {
    Cookies.set(TOKEN_COOKIE, 'tok123');
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'ok', data: { user: { user_id: 1 } } }));
    const { call } = setup();
    const result = await call('a');
    expect(result.data).toEqual({ user: { user_id: 1 } });
    expect(fetchMock.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer tok123');
  });

  it('turns code ≠ 0 into an error carrying code and msg, without showing anything itself', async () => {
    fetchMock.mockResolvedValue(json({ code: 80, msg: '请输入图形验证码', data: null }));
    const { call, shown } = setup();
    const result = await call('b');
    expect(result.error).toMatchObject({ status: 'BUSINESS', code: 80, msg: '请输入图形验证码' });
    expect(shown).toEqual([]);
  });

  it('on 401 shows the expiry message at most once per second, clears the login and opens the dialog', async () => {
    Cookies.set(TOKEN_COOKIE, 'stale');
    fetchMock.mockImplementation(async () => json({ code: 401, msg: 'x', data: null }, 401));
    const { call, shown, store } = setup();
    await Promise.all([call('1'), call('2'), call('3')]);
    expect(shown.filter((m) => m === Messages.sessionExpired)).toHaveLength(1);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.login.open).toBe(true);

    await new Promise((r) => setTimeout(r, 1050));
    await call('4');
    expect(shown.filter((m) => m === Messages.sessionExpired)).toHaveLength(2);
  });

  it('shows 网络错误，请检查网络 when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { call, shown } = setup();
    const result = await call('n');
    expect((result.error as ApiError).msg).toBe('网络错误，请检查网络');
    expect(shown).toEqual(['网络错误，请检查网络']);
  });

  it('times out (60 s in production; short here) with a message', async () => {
    fetchMock.mockImplementation(
      (req: Request) =>
        new Promise((_resolve, reject) => {
          req.signal.addEventListener('abort', () => reject(req.signal.reason));
        }),
    );
    const { call, shown } = setup(50);
    const result = await call('t');
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(shown).toEqual([Messages.timeout]);
  });

  it('shows the error’s own message for other HTTP errors', async () => {
    fetchMock.mockResolvedValue(json({ code: 400, msg: '请输入正确的手机号', data: null }, 400));
    const { call, shown } = setup();
    const result = await call('h');
    expect(result.error).toMatchObject({ status: 400, msg: '请输入正确的手机号' });
    expect(shown).toEqual(['请输入正确的手机号']);
  });

  it('announces nothing for a background poll that fails on the network or the server, but still ends an expired session', async () => {
    const { store, testApi, shown } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await store.dispatch(testApi.endpoints.poll.initiate())).error).toMatchObject({ status: 'FETCH_ERROR', msg: Messages.networkError });
    fetchMock.mockResolvedValueOnce(json({ code: 500, msg: '服务器繁忙，请稍后再试', data: null }, 500));
    await store.dispatch(testApi.endpoints.poll.initiate(undefined, { forceRefetch: true }));
    expect(shown).toEqual([]);
    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: 'x', data: null }, 401));
    await store.dispatch(testApi.endpoints.poll.initiate(undefined, { forceRefetch: true }));
    expect(shown).toEqual([Messages.sessionExpired]);
    expect(store.getState().ui.login.open).toBe(true);
  });

  it('leaves a 404 to a page that shows its own not-found state, but still reports other errors', async () => {
    const { store, testApi, shown } = setup();
    fetchMock.mockResolvedValueOnce(json({ code: 404, msg: '商品不存在', data: null }, 404));
    const missing = await store.dispatch(testApi.endpoints.detail.initiate());
    expect(missing.error).toMatchObject({ status: 404, msg: '商品不存在' });
    expect(shown).toEqual([]);
    fetchMock.mockResolvedValueOnce(json({ code: 500, msg: '服务器繁忙，请稍后再试', data: null }, 500));
    await store.dispatch(testApi.endpoints.detail.initiate(undefined, { forceRefetch: true }));
    expect(shown).toEqual(['服务器繁忙，请稍后再试']);
  });

  it('counts calls in the global loading mask unless the endpoint opts out', async () => {
    let release!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise((r) => (release = r)));
    const { store, testApi } = setup(5000);
    const pending = store.dispatch(testApi.endpoints.info.initiate('m'));
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getState().ui.loading).toBe(1);
    release(json({ code: 0, msg: '', data: 1 }));
    await pending;
    expect(store.getState().ui.loading).toBe(0);

    fetchMock.mockImplementation(() => new Promise((r) => (release = r)));
    const quiet = store.dispatch(testApi.endpoints.quiet.initiate());
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getState().ui.loading).toBe(0);
    release(json({ code: 0, msg: '', data: 1 }));
    await quiet;
  });
});

describe('base query: the operator token (issue 20)', () => {
  function operatorSetup() {
    const testApi = createApi({
      reducerPath: 'api',
      baseQuery: createBaseQuery('http://test.local/api', 200),
      endpoints: (b) => ({
        me: b.query<unknown, void>({ query: () => '/admin/me' }),
        audit: b.query<unknown, void>({ query: () => ({ url: '/admin/audit', params: { page: 1 } }) }),
        info: b.query<unknown, void>({ query: () => '/user/info' }),
        lookalike: b.query<unknown, void>({ query: () => '/administrator/x' }),
      }),
    });
    const seen: string[] = [];
    const listener = createListenerMiddleware();
    listener.startListening({ predicate: () => true, effect: (action) => void seen.push(action.type) });
    const store = configureStore({
      reducer: { api: testApi.reducer, session: sessionSlice.reducer, ui: uiSlice.reducer },
      middleware: (d) => d().prepend(listener.middleware).concat(testApi.middleware),
    });
    return { store, testApi, seen };
  }
  const sent = (i: number) => fetchMock.mock.calls[i][0].headers;

  beforeEach(() => {
    window.history.replaceState(null, '', '/admin/audit');
  });
  afterEach(() => {
    Cookies.remove(OPERATOR_TOKEN_COOKIE, { path: '/admin' });
    window.history.replaceState(null, '', '/');
  });

  it('sends X-Console (the HttpOnly cookie’s companion, issue 35) only to /api/admin/, no token of script’s, and the user Authorization never there', async () => {
    Cookies.set(TOKEN_COOKIE, 'user-tok', { path: '/' });
    fetchMock.mockImplementation(async () => json({ code: 0, msg: 'ok', data: {} }));
    const { store, testApi } = operatorSetup();
    await store.dispatch(testApi.endpoints.me.initiate());
    await store.dispatch(testApi.endpoints.audit.initiate());
    await store.dispatch(testApi.endpoints.info.initiate());
    await store.dispatch(testApi.endpoints.lookalike.initiate());
    const seen = (i: number) => [sent(i).get(OPERATOR_CONSOLE_HEADER), sent(i).get(OPERATOR_TOKEN_HEADER), sent(i).get('Authorization')];
    expect(seen(0)).toEqual(['1', null, null]);
    expect(seen(1)).toEqual(['1', null, null]);
    expect(seen(2)).toEqual([null, null, 'Bearer user-tok']);
    expect(seen(3)).toEqual([null, null, 'Bearer user-tok']);
  });

  it('a 401 on an operator call ends the operator session only: the shop user stays signed in, no login dialog', async () => {
    Cookies.set(TOKEN_COOKIE, 'user-tok', { path: '/' });
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'x', data: null }, 401));
    const { store, testApi, seen } = operatorSetup();
    const result = await store.dispatch(testApi.endpoints.me.initiate());
    expect((result.error as ApiError).status).toBe(401);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('user-tok');
    expect(seen).toContain(operatorSessionEnded.type);
    expect(seen).not.toContain(sessionCleared.type);
    expect(seen).not.toContain(openLogin.type);
    expect(seen.filter((t) => t === operatorSessionEnded.type)).toHaveLength(1);
  });

  it('tells operator calls apart by path', () => {
    for (const url of ['/admin/me', 'admin/audit', '/admin', '/admin?x=1', '/api/admin/login', 'http://test.local/api/admin/me']) expect([url, isOperatorCall(url)]).toEqual([url, true]);
    for (const url of ['/administrator', '/user/info', '/adminx/me', '/api/user/admin']) expect([url, isOperatorCall(url)]).toEqual([url, false]);
  });
});

describe('base query: the supplier token (issue 33)', () => {
  function supplierSetup() {
    const testApi = createApi({
      reducerPath: 'api',
      baseQuery: createBaseQuery('http://test.local/api', 200),
      endpoints: (b) => ({
        me: b.query<unknown, void>({ query: () => '/supplier/me' }),
        parcels: b.query<unknown, void>({ query: () => ({ url: '/supplier/parcels', params: { page: 1 } }) }),
        logout: b.mutation<unknown, void>({ query: () => '/supplier/logout', extraOptions: { quiet401: true } }),
        info: b.query<unknown, void>({ query: () => '/user/info' }),
        login: b.mutation<unknown, void>({ query: () => ({ url: '/login', method: 'POST', body: {} }) }),
        adminMe: b.query<unknown, void>({ query: () => '/admin/me' }),
        lookalike: b.query<unknown, void>({ query: () => '/suppliers/x' }),
      }),
    });
    const seen: { type: string; payload?: unknown }[] = [];
    const listener = createListenerMiddleware();
    listener.startListening({ predicate: () => true, effect: (action) => void seen.push(action as { type: string; payload?: unknown }) });
    const store = configureStore({
      reducer: { api: testApi.reducer, session: sessionSlice.reducer, ui: uiSlice.reducer },
      middleware: (d) => d().prepend(listener.middleware).concat(testApi.middleware),
    });
    return { store, testApi, seen: () => seen.map((a) => a.type), actions: seen };
  }
  const sent = (i: number) => fetchMock.mock.calls[i][0].headers;

  beforeEach(() => {
    // the supplier cookie has path /supplier-center: the supplier centre's pages read it
    window.history.replaceState(null, '', '/supplier-center/parcels');
  });
  afterEach(() => {
    Cookies.remove(SUPPLIER_TOKEN_COOKIE, { path: SUPPLIER_COOKIE_PATH });
    Cookies.remove(OPERATOR_TOKEN_COOKIE, { path: '/admin' });
    window.history.replaceState(null, '', '/');
  });

  it('sends the supplier token as Bearer only to /api/supplier/, and the member token never there', async () => {
    Cookies.set(TOKEN_COOKIE, 'user-tok', { path: '/' });
    writeSupplierToken('sup-tok');
    fetchMock.mockImplementation(async () => json({ code: 0, msg: 'ok', data: {} }));
    const { store, testApi } = supplierSetup();
    await store.dispatch(testApi.endpoints.me.initiate());
    await store.dispatch(testApi.endpoints.parcels.initiate());
    await store.dispatch(testApi.endpoints.info.initiate());
    await store.dispatch(testApi.endpoints.login.initiate());
    await store.dispatch(testApi.endpoints.lookalike.initiate());
    await store.dispatch(testApi.endpoints.adminMe.initiate());
    expect(sent(0).get('Authorization')).toBe('Bearer sup-tok');
    expect(sent(1).get('Authorization')).toBe('Bearer sup-tok');
    // every other route gets the member's token (or none), never the supplier's
    expect(sent(2).get('Authorization')).toBe('Bearer user-tok');
    expect(sent(3).get('Authorization')).toBe('Bearer user-tok');
    expect(sent(4).get('Authorization')).toBe('Bearer user-tok');
    expect([sent(5).get('Authorization'), sent(5).get(OPERATOR_TOKEN_HEADER)]).toEqual([null, null]);
  });

  it('a supplier call without a supplier token carries no token at all, even with a member signed in', async () => {
    Cookies.set(TOKEN_COOKIE, 'user-tok', { path: '/' });
    fetchMock.mockImplementation(async () => json({ code: 0, msg: 'ok', data: {} }));
    const { store, testApi } = supplierSetup();
    await store.dispatch(testApi.endpoints.me.initiate());
    expect(sent(0).get('Authorization')).toBeNull();
  });

  it('the supplier token is not readable outside /supplier-center, so it cannot leak from the shop pages', () => {
    writeSupplierToken('sup-tok');
    expect(readSupplierToken()).toBe('sup-tok');
    window.history.replaceState(null, '', '/gift-list');
    expect(readSupplierToken()).toBeNull();
  });

  it('a 401 on a supplier call ends the supplier session only: cookie gone, supplierSessionEnded, the member stays signed in', async () => {
    Cookies.set(TOKEN_COOKIE, 'user-tok', { path: '/' });
    writeSupplierToken('sup-tok');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'x', data: null }, 401));
    const { store, testApi, seen } = supplierSetup();
    const result = await store.dispatch(testApi.endpoints.me.initiate());
    expect((result.error as ApiError).status).toBe(401);
    expect(readSupplierToken()).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBe('user-tok');
    expect(seen()).toContain(supplierSessionEnded.type);
    expect(seen()).not.toContain(sessionCleared.type);
    expect(seen()).not.toContain(openLogin.type);
  });

  it('a quiet 401 (退出) drops the cookie without announcing the end of the session', async () => {
    writeSupplierToken('sup-tok');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'x', data: null }, 401));
    const { store, testApi, seen } = supplierSetup();
    await store.dispatch(testApi.endpoints.logout.initiate());
    expect(readSupplierToken()).toBeNull();
    expect(seen()).not.toContain(supplierSessionEnded.type);
    expect(seen()).not.toContain(notify.type);
  });

  it('tells supplier calls apart by path', () => {
    for (const url of ['/supplier/me', 'supplier/goods', '/supplier', '/supplier?x=1', '/api/supplier/login', 'http://test.local/api/supplier/me']) expect([url, isSupplierCall(url)]).toEqual([url, true]);
    for (const url of ['/suppliers', '/user/info', '/supplierx/me', '/api/user/supplier', '/admin/suppliers']) expect([url, isSupplierCall(url)]).toEqual([url, false]);
  });
});
