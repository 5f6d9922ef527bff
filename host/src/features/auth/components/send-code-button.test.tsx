import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, clickButton, fail, mockApi, ok, renderLoginModal, resetBrowserState, typeInto } from '../test-utils';

beforeEach(resetBrowserState);
afterEach(() => jest.useRealTimers());

const CAPTCHA_1 = { img: 'data:image/png;base64,AAAA', key: 'k-1', sensitive: true };
const CAPTCHA_2 = { img: 'data:image/png;base64,BBBB', key: 'k-2', sensitive: true };
const captchaDialog = () => screen.getByText('安全验证').closest('[role=dialog]') as HTMLElement;

describe('send-code button', () => {
  it('needs a valid mobile first', async () => {
    const api = mockApi({ 'POST /api/common/sms/register': ok({}) });
    renderLoginModal({ mode: 'register' });
    clickButton('获取验证码');
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();

    typeInto('请输入手机号', '12800138000');
    clickButton('获取验证码');
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code for its scene, then is disabled for a 60 s countdown', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'POST /api/common/sms/register': ok({}) });
    renderLoginModal({ mode: 'register' });
    typeInto('请输入手机号', '13800138000');
    clickButton('获取验证码');

    await waitFor(() => expect(button('60秒后重发')).toBeDisabled());
    expect(api.callsTo('POST /api/common/sms/register')[0].body).toEqual({ mobile: '13800138000' });
    expect(await screen.findByText('验证码已发送，请注意查收')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(button('59秒后重发')).toBeDisabled();
    act(() => jest.advanceTimersByTime(58000));
    expect(button('1秒后重发')).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button('获取验证码')).toBeEnabled();
    expect(api.callsTo('POST /api/common/sms/register')).toHaveLength(1);
  });

  it('code 80 asks for the image captcha and resends with captcha and key at 4 characters', async () => {
    const api = mockApi({
      'POST /api/common/sms/register': [fail(80, '请输入图形验证码'), fail(80, '图形验证码不正确'), ok({})],
      'GET /api/captcha': [ok(CAPTCHA_1), ok(CAPTCHA_2)],
    });
    renderLoginModal({ mode: 'register' });
    typeInto('请输入手机号', '13800138000');
    clickButton('获取验证码');

    await waitFor(() => expect(within(captchaDialog()).getByAltText('图形验证码图片')).toHaveAttribute('src', CAPTCHA_1.img));
    const box = within(captchaDialog()).getByPlaceholderText('图形验证码');
    expect(box).toHaveAttribute('maxLength', '6');
    fireEvent.change(box, { target: { value: 'AbCd' } });
    await waitFor(() => expect(api.callsTo('POST /api/common/sms/register')).toHaveLength(2));
    expect(api.callsTo('POST /api/common/sms/register')[1].body).toEqual({ mobile: '13800138000', captcha: 'AbCd', key: 'k-1' });

    // wrong answer: a fresh image and the server's message
    await waitFor(() => expect(within(captchaDialog()).getByAltText('图形验证码图片')).toHaveAttribute('src', CAPTCHA_2.img));
    expect(within(captchaDialog()).getByRole('alert')).toHaveTextContent('图形验证码不正确');

    fireEvent.change(within(captchaDialog()).getByPlaceholderText('图形验证码'), { target: { value: 'WxYz' } });
    await waitFor(() => expect(button('60秒后重发')).toBeDisabled());
    expect(api.callsTo('POST /api/common/sms/register')[2].body).toEqual({ mobile: '13800138000', captcha: 'WxYz', key: 'k-2' });
    await waitFor(() => expect(screen.queryByText('安全验证')).not.toBeInTheDocument());
  });

  it('shows other failures as a warning and does not count down', async () => {
    mockApi({ 'POST /api/common/sms/find-password': fail(1, '该手机号未注册') });
    renderLoginModal({ mode: 'findPassword' });
    typeInto('请输入手机号', '13800138000');
    clickButton('获取验证码');
    expect(await screen.findByText('该手机号未注册')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
    expect(button('获取验证码')).toBeEnabled();
  });
});
