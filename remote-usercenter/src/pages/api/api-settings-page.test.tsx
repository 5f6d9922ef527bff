import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CallerLimitMessages, OpenApiMessages } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { DELIVERIES, KEYED_SETTING, NEW_KEY, NEW_SETTING, UNVERIFIED_SETTING, page } from '../../test-support/api-settings-fixtures';
import { ApiSettingsPage } from './index';

type Routes = Parameters<typeof mockApi>[0];

function serve(routes: Routes = {}) {
  return mockApi({
    'GET /api/user/setting/api': ok(KEYED_SETTING),
    'GET /api/user/setting/api/callback/list': ok(page(DELIVERIES)),
    ...routes,
  });
}

async function renderPage() {
  const view = renderInApp(<ApiSettingsPage />, { path: '/user-center/api', loggedIn: true });
  await screen.findByTestId('api-access');
  return view;
}

const access = () => screen.getByTestId('api-access');
const callbackCard = () => screen.getByTestId('api-callback');
const popconfirmOf = (text: string) => screen.getByText(text).closest('.ant-popover') as HTMLElement;

function clipboard() {
  const writeText = jest.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  return writeText;
}

beforeEach(() => resetBrowserState());
afterEach(() => jest.restoreAllMocks());

describe('API设置 page', () => {
  it('until real-name verification: says why with a link to 实名认证 in a new tab, and nothing can be changed', async () => {
    const { callsTo } = serve({ 'GET /api/user/setting/api': ok(UNVERIFIED_SETTING) });
    await renderPage();
    const alert = screen.getByText(OpenApiMessages.realNameRequired).closest('.ant-alert') as HTMLElement;
    const link = within(alert).getByRole('link', { name: '去实名认证' });
    expect(link).toHaveAttribute('href', '/user-center/authentication');
    expect(link).toHaveAttribute('target', '_blank');

    expect(screen.getByRole('switch', { name: '开通API' })).toBeDisabled();
    expect(within(access()).getByRole('button', { name: '生成密钥' })).toBeDisabled();
    expect(within(callbackCard()).getByLabelText('回调地址')).toBeDisabled();
    expect(within(callbackCard()).getByLabelText('IP白名单')).toBeDisabled();
    expect(within(callbackCard()).getByRole('button', { name: '保存' })).toBeDisabled();
    expect(within(callbackCard()).getByRole('button', { name: '发送测试回调' })).toBeDisabled();
    expect(callsTo('GET /api/user/setting/api/key')).toHaveLength(0);
  });

  it('生成密钥 shows the secret once with copy; closing the dialog forgets it and the page shows the AppKey', async () => {
    const writeText = clipboard();
    const { callsTo } = serve({
      'GET /api/user/setting/api': [ok(NEW_SETTING), ok({ ...NEW_SETTING, app_key: NEW_KEY.app_key, secret_created_at: '2026-11-26 09:30:00' })],
      'GET /api/user/setting/api/key': ok(NEW_KEY),
    });
    const { store } = await renderPage();
    expect(access()).toHaveTextContent('尚未生成');
    fireEvent.click(within(access()).getByRole('button', { name: '生成密钥' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('密钥只显示这一次，请立即妥善保存');
    expect(dialog).toHaveTextContent(NEW_KEY.app_key);
    expect(dialog).toHaveTextContent(NEW_KEY.app_secret);
    fireEvent.click(within(dialog).getByRole('button', { name: '复制 AppSecret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NEW_KEY.app_secret));

    // the page learns the new AppKey and when the secret was made
    await waitFor(() => expect(access()).toHaveTextContent(NEW_KEY.app_key));
    expect(access()).toHaveTextContent('2026-11-26 09:30:00');
    expect(access()).not.toHaveTextContent(NEW_KEY.app_secret);

    // while shown, the secret is held by the call's result only (so the check after closing means something)
    expect(JSON.stringify(store.getState())).toContain(NEW_KEY.app_secret);
    fireEvent.click(within(dialog).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(NEW_KEY.app_secret);
    expect(JSON.stringify(store.getState())).not.toContain(NEW_KEY.app_secret);
    expect(callsTo('GET /api/user/setting/api/key')).toHaveLength(1);
    // a key exists now: the next one is a reset
    expect(within(access()).getByRole('button', { name: '重置密钥' })).toBeInTheDocument();
  });

  it('重置密钥 asks first (the old key stops at once); only 确认 makes a new secret, shown once', async () => {
    const { callsTo } = serve({ 'GET /api/user/setting/api/key': ok({ ...NEW_KEY, app_secret: 'sk_new0000000000000000000000000000' }) });
    await renderPage();
    fireEvent.click(within(access()).getByRole('button', { name: '重置密钥' }));
    expect(await screen.findByText('重置后旧密钥立即失效，使用旧密钥的系统将无法调用')).toBeInTheDocument();
    fireEvent.click(within(popconfirmOf('确定重置密钥？')).getByRole('button', { name: '取消' }));
    expect(callsTo('GET /api/user/setting/api/key')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(access()).getByRole('button', { name: '重置密钥' }));
    fireEvent.click(within(popconfirmOf('确定重置密钥？')).getByRole('button', { name: '重置密钥' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('sk_new0000000000000000000000000000');
    expect(await screen.findByText(OpenApiMessages.keyReset)).toBeInTheDocument();
    expect(callsTo('GET /api/user/setting/api/key')).toHaveLength(1);
  });

  it('开通API saves at once with the saved settings; without a key the server refuses, its message shows and the switch stays off', async () => {
    const { callsTo } = serve({
      'GET /api/user/setting/api': ok(NEW_SETTING),
      'PUT /api/user/setting/api': fail(1, OpenApiMessages.keyRequired),
    });
    await renderPage();
    const toggle = screen.getByRole('switch', { name: '开通API' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText(OpenApiMessages.keyRequired)).toBeInTheDocument();
    expect(callsTo('PUT /api/user/setting/api')[0].body).toEqual({ enabled: true, callback_url: '', ip_whitelist: [] });
    expect(screen.getByRole('switch', { name: '开通API' })).not.toBeChecked();
  });

  it('turning the API off keeps the saved callback URL and whitelist, and the switch follows the answer', async () => {
    const { callsTo } = serve({ 'PUT /api/user/setting/api': ok({ ...KEYED_SETTING, enabled: false }) });
    await renderPage();
    // something typed but not saved does not go with the switch
    fireEvent.change(within(callbackCard()).getByLabelText('回调地址'), { target: { value: 'https://typed.example.com/cb' } });
    fireEvent.click(screen.getByRole('switch', { name: '开通API' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '开通API' })).not.toBeChecked());
    expect(callsTo('PUT /api/user/setting/api')[0].body).toEqual({ enabled: false, callback_url: KEYED_SETTING.callback_url, ip_whitelist: KEYED_SETTING.ip_whitelist });
    expect(within(callbackCard()).getByLabelText('回调地址')).toHaveValue('https://typed.example.com/cb');
  });

  it('保存 sends enabled, the callback URL and the whitelist (one a line) together; a refusal keeps what was typed', async () => {
    const saved = { ...KEYED_SETTING, callback_url: 'https://erp2.example.com/cb', ip_whitelist: ['203.0.113.7', '2001:db8::/32'] };
    const { callsTo } = serve({ 'PUT /api/user/setting/api': [fail(1, OpenApiMessages.callbackUrlPrivate), ok(saved)] });
    await renderPage();
    const url = within(callbackCard()).getByLabelText('回调地址');
    const whitelist = within(callbackCard()).getByLabelText('IP白名单');
    expect(url).toHaveValue(KEYED_SETTING.callback_url);
    expect(whitelist).toHaveValue('203.0.113.7\n198.51.100.0/24');

    fireEvent.change(url, { target: { value: 'http://10.0.0.8/cb' } });
    fireEvent.change(whitelist, { target: { value: ' 203.0.113.7 \n\n2001:db8::/32\n' } });
    fireEvent.click(within(callbackCard()).getByRole('button', { name: '保存' }));
    expect(await within(callbackCard()).findByRole('alert')).toHaveTextContent(OpenApiMessages.callbackUrlPrivate);
    expect(callsTo('PUT /api/user/setting/api')[0].body).toEqual({ enabled: true, callback_url: 'http://10.0.0.8/cb', ip_whitelist: ['203.0.113.7', '2001:db8::/32'] });
    expect(url).toHaveValue('http://10.0.0.8/cb');
    expect(whitelist).toHaveValue(' 203.0.113.7 \n\n2001:db8::/32\n');

    fireEvent.change(url, { target: { value: 'https://erp2.example.com/cb' } });
    fireEvent.click(within(callbackCard()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(OpenApiMessages.saved)).toBeInTheDocument();
    expect(callsTo('PUT /api/user/setting/api')[1].body).toEqual({ enabled: true, callback_url: 'https://erp2.example.com/cb', ip_whitelist: ['203.0.113.7', '2001:db8::/32'] });
    expect(within(callbackCard()).queryByRole('alert')).toBeNull();
    // the fields show what the server kept
    await waitFor(() => expect(whitelist).toHaveValue('203.0.113.7\n2001:db8::/32'));
  });

  it('checks the callback URL and the whitelist before sending', async () => {
    const { callsTo } = serve();
    await renderPage();
    fireEvent.change(within(callbackCard()).getByLabelText('回调地址'), { target: { value: 'ftp://erp.example.com' } });
    fireEvent.change(within(callbackCard()).getByLabelText('IP白名单'), { target: { value: '203.0.113.7\n办公室' } });
    fireEvent.click(within(callbackCard()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(OpenApiMessages.callbackUrlInvalid)).toBeInTheDocument();
    expect(await screen.findByText(`${OpenApiMessages.whitelistInvalid}：办公室`)).toBeInTheDocument();
    expect(callsTo('PUT /api/user/setting/api')).toHaveLength(0);
  });

  it('发送测试回调 shows delivered and the answer code, then the failure, never a time; the log refreshes each time', async () => {
    const { callsTo } = serve({
      'POST /api/user/setting/api/callback/test': [ok({ delivered: true, status_code: 200 }), ok({ delivered: false, status_code: null })],
    });
    await renderPage();
    await waitFor(() => expect(callsTo('GET /api/user/setting/api/callback/list')).toHaveLength(1));
    expect(callbackCard()).toHaveTextContent(`发送到已保存的地址：${KEYED_SETTING.callback_url}`);

    fireEvent.click(within(callbackCard()).getByRole('button', { name: '发送测试回调' }));
    const answer = await within(callbackCard()).findByRole('status');
    expect(answer).toHaveTextContent('测试回调已送达');
    expect(answer).toHaveTextContent('HTTP 200');
    expect(answer).not.toHaveTextContent('耗时');
    await waitFor(() => expect(callsTo('GET /api/user/setting/api/callback/list')).toHaveLength(2));

    fireEvent.click(within(callbackCard()).getByRole('button', { name: '发送测试回调' }));
    await waitFor(() => expect(within(callbackCard()).getByRole('status')).toHaveTextContent('测试回调未送达'));
    expect(within(callbackCard()).getByRole('status')).toHaveTextContent(CallerLimitMessages.callbackNoAnswer);
    expect(within(callbackCard()).getByRole('status')).not.toHaveTextContent('耗时');
    await waitFor(() => expect(callsTo('GET /api/user/setting/api/callback/list')).toHaveLength(3));
  });

  it('发送测试回调 waits for a saved callback URL', async () => {
    serve({ 'GET /api/user/setting/api': ok({ ...KEYED_SETTING, callback_url: '' }) });
    await renderPage();
    expect(within(callbackCard()).getByRole('button', { name: '发送测试回调' })).toBeDisabled();
    expect(callbackCard()).toHaveTextContent('保存回调地址后可发送测试回调');
  });

  it('发送测试回调 shows the server\'s refusal', async () => {
    serve({ 'POST /api/user/setting/api/callback/test': fail(1, OpenApiMessages.callbackUrlUnresolved) });
    await renderPage();
    fireEvent.click(within(callbackCard()).getByRole('button', { name: '发送测试回调' }));
    expect(await within(callbackCard()).findByRole('alert')).toHaveTextContent(OpenApiMessages.callbackUrlUnresolved);
    expect(within(callbackCard()).queryByRole('status')).toBeNull();
  });

  it('接口信息: the base URL with copy, the rate limit and the documents in new tabs', async () => {
    const writeText = clipboard();
    serve();
    await renderPage();
    const info = screen.getByTestId('api-info');
    expect(info).toHaveTextContent('https://gift.example/open/v1');
    expect(info).toHaveTextContent('600 次/分钟');
    fireEvent.click(within(info).getByRole('button', { name: '复制接口地址' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://gift.example/open/v1'));
    expect(within(info).getByRole('link', { name: '接口文档' })).toHaveAttribute('href', '/open/docs');
    expect(within(info).getByRole('link', { name: '接口文档' })).toHaveAttribute('target', '_blank');
    expect(within(info).getByRole('link', { name: '接入指南' })).toHaveAttribute('href', '/help-center/article/42');
  });
});
