import { screen, waitFor } from '@testing-library/react';
import { clickButton, dialog, mockApi, ok, renderLoginModal, resetBrowserState, tab, typeInto } from '../test-utils';

beforeEach(resetBrowserState);

describe('find password', () => {
  it('resets the password with an SMS code, then goes back to login with the mobile filled', async () => {
    const api = mockApi({ 'POST /api/find-password': ok({}) });
    const { store } = renderLoginModal({ mode: 'findPassword' });
    typeInto('请输入手机号', '13800138000');
    typeInto('请输入短信验证码', '123456');
    typeInto('新密码（6-20位）', 'brandnew');
    typeInto('请再次输入新密码', 'brandnew');
    clickButton('确定', dialog());

    expect(await screen.findByText('密码已重置，请登录')).toBeInTheDocument();
    expect(api.callsTo('POST /api/find-password')[0].body).toEqual({ mobile: '13800138000', sms_code: '123456', password: 'brandnew' });
    await waitFor(() => expect(tab('登录')).toHaveAttribute('aria-selected', 'true'));
    expect(store.getState().ui.login.mode).toBe('login');
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13800138000');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('');
  });

  it('checks the new password and its confirmation', async () => {
    mockApi({});
    renderLoginModal({ mode: 'findPassword' });
    typeInto('新密码（6-20位）', '12345');
    typeInto('请再次输入新密码', '123456');
    clickButton('确定', dialog());
    expect(await screen.findByText('请输入6-20位密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的密码')).toBeInTheDocument();
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();
  });
});
