import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { REFER_CODE_COOKIE, TOKEN_COOKIE, UserType } from 'shared-contracts';
import { clickButton, dialog, fail, mockApi, ok, renderLoginModal, resetBrowserState, SESSION, tab, typeInto } from '../test-utils';

beforeEach(resetBrowserState);

function fillRegister({ mobile = '13800138000', code = '123456', password = 'newpass1', confirm = undefined as string | undefined } = {}) {
  typeInto('请输入手机号', mobile);
  typeInto('请输入短信验证码', code);
  typeInto('设置密码（6-20位）', password);
  typeInto('请再次输入密码', confirm ?? password);
}

describe('register', () => {
  it('checks the code length, the password length and the confirmation', async () => {
    const api = mockApi({});
    renderLoginModal({ mode: 'register' });
    fillRegister({ code: '12345', password: '123', confirm: '1234' });
    clickButton('注册', dialog());
    expect(await screen.findByText('请输入6位验证码')).toBeInTheDocument();
    expect(await screen.findByText('请输入6-20位密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的密码')).toBeInTheDocument();

    typeInto('设置密码（6-20位）', 'x'.repeat(21));
    expect(await screen.findByText('请输入6-20位密码')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('on success switches to login with mobile and password filled, sending the referral cookie, without logging in', async () => {
    Cookies.set(REFER_CODE_COOKIE, 'FRIEND42');
    const api = mockApi({ 'POST /api/register': ok(SESSION) });
    const { store } = renderLoginModal({ mode: 'register' });
    fireEvent.click(screen.getByLabelText('供应商'));
    fillRegister();
    clickButton('注册', dialog());

    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/register');
    expect(call.query.get('referral')).toBe('FRIEND42');
    expect(call.body).toEqual({ mobile: '13800138000', sms_code: '123456', password: 'newpass1', type: UserType.SUPPLIER });

    await waitFor(() => expect(tab('登录')).toHaveAttribute('aria-selected', 'true'));
    expect(store.getState().ui.login.mode).toBe('login');
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13800138000');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('newpass1');
    expect(store.getState().session.user).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('sends no referral without the cookie, and shows a failure as an error', async () => {
    const api = mockApi({ 'POST /api/register': fail(1, '该手机号已注册') });
    const { store } = renderLoginModal({ mode: 'register' });
    fillRegister();
    clickButton('注册', dialog());
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(api.callsTo('POST /api/register')[0].query.has('referral')).toBe(false);
    expect(store.getState().ui.login.mode).toBe('register');
  });
});
