import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages, UserType } from 'shared-contracts';
import { clickButton, dialog, fail, mockApi, ok, renderLoginModal, resetBrowserState, SESSION, typeInto } from '../test-utils';

// Issue 35: SMS-code sign-in and registration are counted per mobile and per IP; past the limits the server
// answers code 80 and the form shows the image captcha, as password sign-in does.
beforeEach(resetBrowserState);

const CAPTCHA_1 = { img: 'data:image/png;base64,AAAA', key: 'k-1', sensitive: false };
const CAPTCHA_2 = { img: 'data:image/png;base64,BBBB', key: 'k-2', sensitive: false };
const captchaImage = () => screen.getByAltText('图形验证码图片') as HTMLImageElement;

describe('SMS-code login asked for a captcha (code 80)', () => {
  it('shows the image captcha, re-submits with captcha and key at 4 characters, and a wrong code refreshes it', async () => {
    const api = mockApi({
      'POST /api/sms-login': [fail(80, Messages.captchaNeeded), fail(1, Messages.smsCodeWrong), ok(SESSION)],
      'GET /api/captcha': [ok(CAPTCHA_1), ok(CAPTCHA_2)],
    });
    const { store } = renderLoginModal();
    clickButton('验证码登录');
    typeInto('请输入手机号', '13800138000');
    typeInto('请输入短信验证码', '654321');
    clickButton('登录', dialog());

    await waitFor(() => expect(captchaImage().src).toBe(CAPTCHA_1.img));
    fireEvent.change(screen.getByPlaceholderText('图形验证码'), { target: { value: 'abcd' } });
    await waitFor(() => expect(api.callsTo('POST /api/sms-login')).toHaveLength(2));
    expect(api.callsTo('POST /api/sms-login')[1].body).toEqual({
      mobile: '13800138000',
      sms_code: '654321',
      type: UserType.ORDINARY,
      captcha: 'abcd',
      key: 'k-1',
    });

    // the code was wrong: said so; the captcha was used up, so a new one and an empty box; the code typed stays
    expect(await screen.findByText(Messages.smsCodeWrong)).toBeInTheDocument();
    await waitFor(() => expect(captchaImage().src).toBe(CAPTCHA_2.img));
    expect(screen.getByPlaceholderText('图形验证码')).toHaveValue('');
    expect(screen.getByPlaceholderText('请输入短信验证码')).toHaveValue('654321');

    fireEvent.change(screen.getByPlaceholderText('图形验证码'), { target: { value: 'wxyz' } });
    await waitFor(() => expect(store.getState().session.user).toEqual(SESSION.user));
    expect(api.callsTo('POST /api/sms-login')[2].body).toMatchObject({ captcha: 'wxyz', key: 'k-2' });
  });
});

describe('register asked for a captcha (code 80)', () => {
  it('shows the image captcha and sends its answer and key with the registration', async () => {
    const api = mockApi({
      'POST /api/register': [fail(80, Messages.captchaNeeded), ok(SESSION)],
      'GET /api/captcha': ok(CAPTCHA_1),
    });
    renderLoginModal({ mode: 'register' });
    typeInto('请输入手机号', '13800138000');
    typeInto('请输入短信验证码', '123456');
    typeInto('设置密码（6-20位）', 'newpass1');
    typeInto('请再次输入密码', 'newpass1');
    clickButton('注册', dialog());

    await waitFor(() => expect(captchaImage().src).toBe(CAPTCHA_1.img));
    fireEvent.change(screen.getByPlaceholderText('图形验证码'), { target: { value: 'ab12' } });
    expect(await screen.findByText(Messages.registered)).toBeInTheDocument();
    expect(api.callsTo('POST /api/register')[1].body).toEqual({
      mobile: '13800138000',
      sms_code: '123456',
      password: 'newpass1',
      type: UserType.ORDINARY,
      captcha: 'ab12',
      key: 'k-1',
    });
  });
});
