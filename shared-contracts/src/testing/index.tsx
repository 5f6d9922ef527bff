/**
 * Test helpers for any package's component tests (jsdom): fetch answered per call, the host's providers
 * (one store, a router, the antd theme with motion off) around what is rendered. Only tests import this.
 */
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/router';
import { TOKEN_COOKIE, type Envelope, type Paginated, type UserSession } from '../index';
import { OPERATOR_TOKEN_COOKIE } from '../admin/calls';
import { SUPPLIER_COOKIE_PATH, SUPPLIER_TOKEN_COOKIE } from '../supplier/index';
import { createAppStore, resetUnauthorizedThrottle, type AppStore } from '../app';
import { AppThemeProvider, ConfigProvider } from '../ui';
import { recordOf, type RecordedCall } from './recorded-call';

export type { RecordedCall } from './recorded-call';

/** For tests that watch actions (e.g. every `notify`): not in shared-contracts/app, which a first visit loads. */
export { createListenerMiddleware } from '@reduxjs/toolkit';

/** A reply: an envelope, or a function of the call returning one. */
type Reply = Envelope | ((call: RecordedCall) => Envelope);

export const ok = <T,>(data: T): Envelope<T> => ({ code: 0, msg: 'ok', data });
export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });
/** A list call's reply: all of `rows` as the page (and page size) the call asked for. */
export const pageReply =
  <T,>(rows: T[]) =>
  (call: RecordedCall): Envelope<Paginated<T>> =>
    ok({ list: rows, page: Number(call.query.get('page')), page_size: Number(call.query.get('page_size')), data_count: rows.length });

export const SESSION: UserSession = {
  user: { user_id: 7, username: '礼品小店', group_name: '普通会员' },
  token: 'tok-123',
};

/**
 * Replaces `fetch` with a jest.fn answering by `'METHOD /api/path'`. An array answers call by call
 * (the last one repeats). Unknown URLs answer 404 so a missing route fails the test visibly.
 */
export function mockApi(routes: Record<string, Reply | Reply[]>) {
  const calls: RecordedCall[] = [];
  const served: Record<string, number> = {};
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call = await recordOf(request);
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    // the server's side of the operator cookie: no cookie, 401 (the sign-in aside); sign-in sets it, sign-out clears it
    const adminCall = call.path.startsWith('/api/admin/');
    if (adminCall && key !== 'POST /api/admin/login' && !call.operatorToken) return new Response(JSON.stringify(fail(401, '请先登录')), { status: 401 });
    if (key === 'POST /api/admin/logout') Cookies.remove(OPERATOR_TOKEN_COOKIE, { path: '/admin' });
    const route = routes[key];
    if (!route) return new Response(JSON.stringify(fail(404, `no mock for ${key}`)), { status: 404 });
    const index = served[key] ?? 0;
    served[key] = index + 1;
    const reply = Array.isArray(route) ? route[Math.min(index, route.length - 1)] : route;
    const envelope = typeof reply === 'function' ? reply(call) : reply;
    if (key === 'POST /api/admin/login' && envelope.code === 0) Cookies.set(OPERATOR_TOKEN_COOKIE, 'op-tok', { path: '/admin' });
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  /** Each call's query string as an object, e.g. to compare a list's filters. */
  const queriesTo = (key: string) => callsTo(key).map((c) => Object.fromEntries(c.query));
  return { fetchMock, calls, callsTo, queriesTo };
}

/**
 * Holds every call whose URL contains `path` (after mockApi) until the returned function is called: to
 * see what a page shows while it waits for that answer.
 */
export function holdCalls(path: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const served = global.fetch;
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((input instanceof Request ? input.url : String(input)).includes(path)) await held;
    return served(input, init);
  }) as typeof fetch;
  return release;
}

/*
 * jsdom runs with Node's Request (see jest/jsdom-env.cjs), which rejects relative URLs such as the base
 * query's `/api/login`. Resolve them against the page, as a browser does.
 */
const NodeRequest = global.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.href).href : input, init);
  }
}
global.Request = PageRequest as typeof Request;

/*
 * jsdom's getComputedStyle cascades every rule of antd's injected stylesheets: it was most of these tests'
 * time (antd reads it when a form item shows an error and when a dialog opens; getByRole reads it for
 * every node). jsdom computes no layout anyway, so inline styles are all it could tell. This also avoids
 * jsdom's "Not implemented: getComputedStyle(elt, pseudoElt)" noise.
 */
window.getComputedStyle = (elt: Element) => (elt as HTMLElement).style;

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}


/** The host's providers around `children`: store, router, theme (no animations: tests see end states). */
export function AppProviders({ store, path = '/', children }: { store: AppStore; path?: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppThemeProvider>
          <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
        </AppThemeProvider>
      </MemoryRouter>
    </Provider>
  );
}

/** The preloaded state of a store logged in as SESSION; sets the token cookie as a login does. */
export function loggedInState() {
  Cookies.set(TOKEN_COOKIE, SESSION.token);
  return { session: { user: SESSION.user, token: SESSION.token, isAttestation: false, status: 'authenticated' as const } };
}

/** A store as the host builds it, logged in as SESSION (with the token cookie) when asked. */
export function appStore({ loggedIn = false }: { loggedIn?: boolean } = {}): AppStore {
  return createAppStore([], loggedIn ? loggedInState() : undefined);
}

/** Renders `ui` inside the host's providers at `path`; `location()` reads where the router is now. */
export function renderInApp(ui: ReactElement, { path = '/', loggedIn = false, store = appStore({ loggedIn }) }: { path?: string; loggedIn?: boolean; store?: AppStore } = {}) {
  const view = render(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <LocationProbe />
            {ui}
          </>
        }
      />
    </Routes>,
    { wrapper: ({ children }) => <AppProviders store={store} path={path}>{children}</AppProviders> },
  );
  return { ...view, store, location: () => screen.getByTestId('location').textContent };
}

/** Clean slate between tests: cookies, local storage, throttles. */
export function resetBrowserState() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  Cookies.remove(OPERATOR_TOKEN_COOKIE, { path: '/admin' });
  Cookies.remove(SUPPLIER_TOKEN_COOKIE, { path: SUPPLIER_COOKIE_PATH });
  window.localStorage.clear();
  resetUnauthorizedThrottle();
}
export { describeRoutesModule } from './routes-module';
export { findDialog, queryDialog } from './dialogs';
export { idempotencyKeys, networkErrorOnce } from './network';
export { captureDownloads, serveFile, XLSX_TYPE } from './downloads';
