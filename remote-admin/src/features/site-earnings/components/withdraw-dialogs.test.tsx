import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SiteConsoleMessages, type SiteEarnings, type SiteWithdrawAccount, type SiteWithdrawalRow } from 'shared-contracts/admin';
import { fail, findDialog, idempotencyKeys, mockApi, networkErrorOnce, ok, renderInApp } from 'shared-contracts/testing';
import { AdminEarningsPage } from '../../../pages/earnings';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const EARNINGS: SiteEarnings = { frozen: 120.5, available: 300, withdrawing: 50, withdrawn: 1000 };
const READY: SiteWithdrawAccount = { account: '138****8000', name: '张三', password_set: true, locked_until: null, min: 10 };
const APPLIED: SiteWithdrawalRow = { id: 9, amount: 120.5, account: '138****8000', status: 'pending', status_text: '待审核', reason: null, created_at: '2026-11-26 10:00:00', paid_at: null };
const APPLY = '/api/admin/site/withdraw/apply';

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('site_owner', {
    'GET /api/admin/site/earnings': ok(EARNINGS),
    'GET /api/admin/site/withdraw/account': ok(READY),
    'GET /api/admin/site/margins': ok({ list: [], page: 1, page_size: 10, data_count: 0 }),
    ...extra,
  });
}

const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const press = (dialog: HTMLElement, name: string | RegExp) => fireEvent.click(within(dialog).getByRole('button', { name }));

async function openApply() {
  renderInApp(<AdminEarningsPage />, { path: '/admin/earnings' });
  const cards = await screen.findByRole('region', { name: '收益账户' });
  await waitFor(() => expect(within(cards).getByRole('button', { name: '申请提现' })).toBeEnabled());
  fireEvent.click(within(cards).getByRole('button', { name: '申请提现' }));
  return findDialog('申请提现');
}

const accountCard = () => screen.getByRole('region', { name: '收款账号与提现密码' });

beforeEach(() => startAtConsole('/admin/earnings'));

describe('申请提现', () => {
  it('pressing 确认提现 again after a network error sends the same Idempotency-Key; after a refusal the next press gets a new one', async () => {
    const server = serve({ 'POST /api/admin/site/withdraw/apply': [fail(1, '提现密码错误，还可尝试 4 次'), ok(APPLIED)] });
    const seen = networkErrorOnce(server, APPLY);
    const dialog = await openApply();
    expect(within(dialog).getByTestId('withdraw-available')).toHaveTextContent('300.00 元');
    expect(dialog).toHaveTextContent('提现到：支付宝 138****8000（张三）');
    type(dialog, '提现金额', '120.5');
    type(dialog, '提现密码', '111111');
    press(dialog, '确认提现');
    expect(await within(dialog).findByText(/网络异常，提现申请可能未提交/)).toBeInTheDocument();
    press(dialog, '确认提现');
    expect(await within(dialog).findByText('提现密码错误，还可尝试 4 次')).toBeInTheDocument();
    // what was typed stays
    expect(within(dialog).getByLabelText('提现金额')).toHaveValue('120.50');
    type(dialog, '提现密码', '654321');
    const earningsCalls = server.callsTo('GET /api/admin/site/earnings').length;
    press(dialog, '确认提现');
    expect(await screen.findByText('提现申请已提交，等待主站财务审核')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const keys = idempotencyKeys(seen, APPLY);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(server.callsTo('POST /api/admin/site/withdraw/apply').map((c) => c.body)).toEqual([
      { amount: 120.5, password: '111111' },
      { amount: 120.5, password: '654321' },
    ]);
    // the accounts move at once
    await waitFor(() => expect(server.callsTo('GET /api/admin/site/earnings').length).toBeGreaterThan(earningsCalls));
  });

  it('全部 fills in what is available; more than that, or less than the minimum, is refused before sending', async () => {
    const server = serve();
    const dialog = await openApply();
    press(dialog, /全\s*部/);
    expect(within(dialog).getByLabelText('提现金额')).toHaveValue('300.00');
    type(dialog, '提现金额', '300.01');
    type(dialog, '提现密码', '654321');
    press(dialog, '确认提现');
    expect(await within(dialog).findByText(SiteConsoleMessages.availableShort)).toBeInTheDocument();
    type(dialog, '提现金额', '9.99');
    expect(await within(dialog).findByText(SiteConsoleMessages.withdrawBelowMin('10.00'))).toBeInTheDocument();
    type(dialog, '提现密码', '1234');
    expect(await within(dialog).findByText('提现密码为6位数字')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/site/withdraw/apply')).toHaveLength(0);
  });
});

describe('收款账号', () => {
  it('修改 needs the withdrawal password once one is set; a refusal keeps what was typed', async () => {
    const saved = { ...READY, account: 'a***@example.com', name: '李四' };
    const server = serve({ 'PUT /api/admin/site/withdraw/account': [fail(1, '提现密码错误，还可尝试 4 次'), ok(saved)] });
    renderInApp(<AdminEarningsPage />, { path: '/admin/earnings' });
    await screen.findByRole('region', { name: '收款账号与提现密码' });
    fireEvent.click(within(accountCard()).getByRole('button', { name: /修\s*改/ }));
    const dialog = await findDialog('修改收款账号');
    type(dialog, '支付宝账号', 'not-an-account');
    type(dialog, '真实姓名', '李四');
    type(dialog, '提现密码', '111111');
    press(dialog, /保\s*存/);
    expect(await within(dialog).findByText('请输入正确的支付宝账号（手机号或邮箱）')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/site/withdraw/account')).toHaveLength(0);
    type(dialog, '支付宝账号', 'lisi@example.com');
    press(dialog, /保\s*存/);
    expect(await within(dialog).findByText('提现密码错误，还可尝试 4 次')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/site/withdraw/account')[0].body).toEqual({ account: 'lisi@example.com', name: '李四', password: '111111' });
    expect(within(dialog).getByLabelText('支付宝账号')).toHaveValue('lisi@example.com');
    type(dialog, '提现密码', '654321');
    press(dialog, /保\s*存/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(accountCard()).toHaveTextContent('支付宝 a***@example.com（李四）'));
  });
});

describe('提现密码', () => {
  it('获取验证码 counts down 60 s; the image captcha is asked when the server wants it (code 80); the password is set with the code', async () => {
    const server = serve({
      'GET /api/admin/site/withdraw/account': ok({ ...READY, account: null, name: null, password_set: false }),
      'POST /api/admin/site/withdraw/password/sms': [fail(80, '请输入图形验证码'), ok({})],
      'GET /api/captcha': ok({ img: 'data:image/png;base64,AAAA', key: 'cap-1', sensitive: false }),
      'PUT /api/admin/site/withdraw/password': ok({ ...READY, account: null, name: null }),
    });
    renderInApp(<AdminEarningsPage />, { path: '/admin/earnings' });
    await screen.findByRole('region', { name: '收款账号与提现密码' });
    fireEvent.click(within(accountCard()).getAllByRole('button', { name: /设\s*置/ })[1]);
    const dialog = await findDialog('设置提现密码');
    press(dialog, '获取验证码');
    expect(await within(dialog).findByRole('img', { name: '图形验证码图片' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(dialog).getByRole('button', { name: '获取验证码' })).toBeDisabled();
    type(dialog, '图形验证码', 'ab12');
    press(dialog, '获取验证码');
    expect(await within(dialog).findByRole('button', { name: /60秒后重发/ })).toBeDisabled();
    expect(server.callsTo('POST /api/admin/site/withdraw/password/sms').map((c) => c.body)).toEqual([{}, { captcha: 'ab12', key: 'cap-1' }]);

    type(dialog, '短信验证码', '123456');
    type(dialog, '提现密码', '654321');
    type(dialog, '确认提现密码', '654320');
    press(dialog, /设置提现密码/);
    expect(await within(dialog).findByText('两次输入的提现密码不一致')).toBeInTheDocument();
    type(dialog, '确认提现密码', '654321');
    press(dialog, /设置提现密码/);
    await waitFor(() => expect(server.callsTo('PUT /api/admin/site/withdraw/password')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/site/withdraw/password')[0].body).toEqual({ sms_code: '123456', password: '654321' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(accountCard()).getByText('已设置')).toBeInTheDocument();
  });
});
