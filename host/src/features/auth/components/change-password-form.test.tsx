import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from 'shared-contracts';
import { clickButton, dialog, fail, mockApi, ok, renderLoginModal, resetBrowserState, SESSION, tab, typeInto } from '../test-utils';

beforeEach(resetBrowserState);

function fill(oldPassword: string, password: string, confirm = password) {
  typeInto('原密码', oldPassword);
  typeInto('新密码（6-20位）', password);
  typeInto('请再次输入新密码', confirm);
}

describe('change password (modifyPassword)', () => {
  it('checks old, new and confirmation', async () => {
    const api = mockApi({});
    renderLoginModal({ mode: 'modifyPassword', loggedIn: true });
    clickButton('确定', dialog());
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(await screen.findByText('请再次输入密码')).toBeInTheDocument();

    fill('oldpass', '12345', '123456');
    expect(await screen.findByText('请输入6-20位密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的密码')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('on success clears the session and the token cookie and switches to login', async () => {
    const api = mockApi({ 'PUT /api/user/password': ok({}) });
    const { store } = renderLoginModal({ mode: 'modifyPassword', loggedIn: true });
    expect(Cookies.get(TOKEN_COOKIE)).toBe(SESSION.token);
    fill('oldpass', 'newpass1');
    clickButton('确定', dialog());

    expect(await screen.findByText('密码修改成功，请重新登录')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/password')[0].body).toEqual({ old_password: 'oldpass', password: 'newpass1' });
    expect(store.getState().session).toMatchObject({ user: null, token: null, status: 'anonymous' });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    await waitFor(() => expect(tab('登录')).toHaveAttribute('aria-selected', 'true'));
    expect(store.getState().ui.login).toMatchObject({ open: true, mode: 'login' });
  });

  it('keeps the session when the server refuses', async () => {
    mockApi({ 'PUT /api/user/password': fail(1, '原密码不正确') });
    const { store } = renderLoginModal({ mode: 'modifyPassword', loggedIn: true });
    fill('wrongpass', 'newpass1');
    clickButton('确定', dialog());
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    expect(store.getState().session.user).toEqual(SESSION.user);
    expect(Cookies.get(TOKEN_COOKIE)).toBe(SESSION.token);
  });
});
