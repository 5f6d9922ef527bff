import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResultCode } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { atConsole, operatorCookie, signInShopUser, userCookie } from '../../../test-support/console';
import { OperatorLogin } from './operator-login';

jest.mock('qrcode.react', () => ({
  QRCodeSVG: ({ value }: { value: string }) => <svg data-testid="qr" data-value={value} />,
}));

const CAPTCHA = { img: 'data:image/png;base64,AAAA', key: 'cap-1', sensitive: false };
// the console's sign-in answer carries no token (issue 35): the server sets the HttpOnly cookie (mockApi plays it as op-tok)
const SIGNED_IN = ok({ must_change_password: false });

function fillCredentials() {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Initial#2026' } });
}

const loginCalls = (server: ReturnType<typeof mockApi>) => server.callsTo('POST /api/admin/login');

beforeEach(() => {
  resetBrowserState();
  atConsole('/admin/login');
});

describe('运营后台登录', () => {
  it('signs in with mobile and password (the server’s HttpOnly cookie, never written by script), leaving the shop user as they were, and goes where it was sent', async () => {
    signInShopUser('user-tok');
    const server = mockApi({ 'POST /api/admin/login': SIGNED_IN });
    const { location } = renderInApp(<OperatorLogin />, { path: '/admin/login?redirect=%2Fadmin%2Faudit%3Fpage%3D2' });
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/admin/audit?page=2'));
    expect(loginCalls(server)[0].body).toEqual({ mobile: '13800000001', password: 'Initial#2026' });
    // the user's token is not sent to /api/admin, and the user's cookie is untouched
    expect(loginCalls(server)[0].authorization).toBeNull();
    expect(operatorCookie()).toBe('op-tok');
    expect(userCookie()).toBe('user-tok');
  });

  it('asks for the image captcha on code 80, then sends it with its key', async () => {
    const server = mockApi({
      'POST /api/admin/login': [fail(ResultCode.CAPTCHA_REQUIRED, '请输入图形验证码'), SIGNED_IN],
      'GET /api/captcha': ok(CAPTCHA),
    });
    const { location } = renderInApp(<OperatorLogin />, { path: '/admin/login' });
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入图形验证码', { selector: '.ant-alert-title, .ant-alert-message, div' })).toBeInTheDocument();
    expect(await screen.findByAltText('图形验证码图片')).toHaveAttribute('src', CAPTCHA.img);
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(loginCalls(server)[1].body).toEqual({ mobile: '13800000001', password: 'Initial#2026', captcha: 'ab12', key: 'cap-1' });
  });

  it('a TOTP role: code 61 asks for the 6-digit code (no enrolment at sign-in since issue 35), then signs in with it', async () => {
    const server = mockApi({
      'POST /api/admin/login': [{ code: ResultCode.TOTP_REQUIRED, msg: '请输入动态验证码', data: {} }, SIGNED_IN],
    });
    const { location } = renderInApp(<OperatorLogin />, { path: '/admin/login' });
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入身份验证器 App 中的 6 位动态验证码')).toBeInTheDocument();
    expect(screen.queryByTestId('qr')).toBeNull();

    const code = screen.getByLabelText('动态验证码');
    fireEvent.change(code, { target: { value: '12a3' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('动态验证码为6位数字')).toBeInTheDocument();
    expect(loginCalls(server)).toHaveLength(1);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(loginCalls(server)[1].body).toEqual({ mobile: '13800000001', password: 'Initial#2026', totp: '123456' });
    expect(operatorCookie()).toBe('op-tok');
  });

  it('an enrolled TOTP role gets only the code box; a wrong code says so and stays on the step', async () => {
    mockApi({
      'POST /api/admin/login': [{ code: ResultCode.TOTP_REQUIRED, msg: '请输入动态验证码', data: {} }, { code: ResultCode.TOTP_REQUIRED, msg: '动态验证码错误', data: {} }],
    });
    renderInApp(<OperatorLogin />, { path: '/admin/login' });
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入身份验证器 App 中的 6 位动态验证码')).toBeInTheDocument();
    expect(screen.queryByTestId('qr')).toBeNull();
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('动态验证码错误')).toBeInTheDocument();
    expect(operatorCookie()).toBeUndefined();
  });

  it('while the password is the initial one, goes to 修改初始密码 instead', async () => {
    mockApi({ 'POST /api/admin/login': ok({ must_change_password: true }) });
    const { location } = renderInApp(<OperatorLogin />, { path: '/admin/login?redirect=%2Fadmin%2Faudit' });
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/admin/password'));
  });

  it('a refusal shows the server\'s message and keeps what was typed', async () => {
    mockApi({ 'POST /api/admin/login': fail(10, '手机号或密码错误') });
    renderInApp(<OperatorLogin />, { path: '/admin/login' });
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000001');
  });
});
