/**
 * Test helpers for the login dialog: a real store, router and theme, and a fetch replaced per URL.
 * Not a test file itself (no `.test.`), so jest only loads it from the tests.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TOKEN_COOKIE, type Envelope, type UserSession } from 'shared-contracts';
import { createAppStore, openLogin, resetUnauthorizedThrottle, type LoginMode } from 'shared-contracts/app';
import { AppThemeProvider, ConfigProvider } from 'shared-contracts/ui';
import { LoginModal } from './components/login-modal';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** A reply: an envelope, or a function of the call returning one. */
type Reply = Envelope | ((call: RecordedCall) => Envelope);

export const ok = <T,>(data: T): Envelope<T> => ({ code: 0, msg: 'ok', data });
export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

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
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const route = routes[key];
    if (!route) return new Response(JSON.stringify(fail(404, `no mock for ${key}`)), { status: 404 });
    const index = served[key] ?? 0;
    served[key] = index + 1;
    const reply = Array.isArray(route) ? route[Math.min(index, route.length - 1)] : route;
    const envelope = typeof reply === 'function' ? reply(call) : reply;
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  return { fetchMock, calls, callsTo };
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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  mode?: LoginMode;
  redirect?: string | null;
  /** Where the router starts. */
  path?: string;
  /** Start logged in (store and cookie). */
  loggedIn?: boolean;
  /** Render the dialog closed. */
  closed?: boolean;
}

/** Renders the login dialog as the host does: store, router, antd theme + App context. */
export function renderLoginModal({ mode = 'login', redirect = null, path = '/gift-list', loggedIn = false, closed = false }: RenderOptions = {}) {
  if (loggedIn) Cookies.set(TOKEN_COOKIE, SESSION.token);
  const store = createAppStore(
    [],
    loggedIn ? { session: { user: SESSION.user, token: SESSION.token, isAttestation: false, status: 'authenticated' } } : undefined,
  );
  if (!closed) store.dispatch(openLogin({ mode, redirect }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppThemeProvider>
          {/* no animations: leaving error texts and closing dialogs go at once, and tests run faster */}
          <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
        </AppThemeProvider>
      </MemoryRouter>
    </Provider>
  );
  const view = render(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <LocationProbe />
            <LoginModal />
          </>
        }
      />
    </Routes>,
    { wrapper },
  );
  return { ...view, store, location: () => screen.getByTestId('location').textContent };
}

/** Clean slate between tests: cookies, saved login, throttles, fetch. */
export function resetBrowserState() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  resetUnauthorizedThrottle();
}

/** The login dialog (the first one; the captcha dialog opens on top of it). */
export const dialog = () => screen.getAllByRole('dialog')[0];

/* getByRole walks antd's large DOM slowly; these find controls by their text instead. */

/** A button by its exact text, inside `container` (default: the whole page). */
export function button(name: string, container: HTMLElement = document.body): HTMLButtonElement {
  const label = within(container).getByText(name, { selector: 'button, button *' });
  return label.closest('button') as HTMLButtonElement;
}

export const clickButton = (name: string, container?: HTMLElement) => fireEvent.click(button(name, container));

/** A 登录 / 注册 tab. */
export const tab = (name: string) => screen.getByText(name, { selector: '[role=tab]' });

/** Types into the input with this placeholder (fires one change event). */
export const typeInto = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
