/**
 * Test helpers for the login dialog: a real store, router and theme, and a fetch replaced per URL.
 * Not a test file itself (no `.test.`), so jest only loads it from the tests.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { openLogin, type LoginMode } from 'shared-contracts/app';
import { appStore, renderInApp } from 'shared-contracts/testing';
import { LoginModal } from './components/login-modal';

export { fail, mockApi, ok, resetBrowserState, SESSION, type RecordedCall } from 'shared-contracts/testing';

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
  const store = appStore({ loggedIn });
  if (!closed) store.dispatch(openLogin({ mode, redirect }));
  return renderInApp(<LoginModal />, { path, store });
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
