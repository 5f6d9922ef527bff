import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, WithdrawMessages, withdrawBelowMin, withdrawPasswordWrong } from 'shared-contracts';
import { fail, idempotencyKeys, mockApi, networkErrorOnce, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { ACCOUNT_SET, INFO, NO_ACCOUNT, page, READY, RULES, SUMMARY, WITHDRAWALS, quietCanvas } from '../../test-support/promotion-fixtures';
import { PopMoneyPage } from './index';

type Routes = Parameters<typeof mockApi>[0];

const APPLIED = { ...WITHDRAWALS[0], id: 10, amount: 50, status: 'pending' as const, status_text: '待审核', paid_at: null };

function serve(routes: Routes = {}) {
  return mockApi({
    'GET /api/user/spread/info': ok(INFO),
    'GET /api/user/spread/summary': ok(SUMMARY),
    'GET /api/user/spread/rules': ok(RULES),
    'GET /api/user/spread/user': ok(page([])),
    'GET /api/finance/withdraw/account': ok(READY),
    ...routes,
  });
}

const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

async function openDialog(button: '提现' | '转入余额' | '重置提现密码' | '修改提现账户') {
  renderInApp(<PopMoneyPage />, { path: '/user-center/pop-money', loggedIn: true });
  const summary = await screen.findByTestId('commission-summary');
  await waitFor(() => expect(within(summary).getByRole('button', { name: button })).toBeEnabled());
  fireEvent.click(within(summary).getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  resetBrowserState();
  quietCanvas();
});
afterEach(() => jest.restoreAllMocks());

describe('提现', () => {
  it('sets the password by SMS code, then the account with that password (a refusal keeps what was typed), then applies with an Idempotency-Key', async () => {
    const server = serve({
      'GET /api/finance/withdraw/account': [ok(NO_ACCOUNT), ok({ ...NO_ACCOUNT, password_set: true }), ok(READY)],
      'PUT /api/finance/withdraw/account': [fail(1, WithdrawMessages.nameMismatch), ok(READY)],
      'POST /api/finance/withdraw/password/sms': ok({}),
      'PUT /api/finance/withdraw/password': ok({}),
      'POST /api/finance/withdraw/apply': ok(APPLIED),
    });
    await openDialog('提现');
    expect(await within(dialog()).findByText('请设置提现密码，每次提现时需输入')).toBeInTheDocument();
    press('获取验证码');
    expect(await within(dialog()).findByRole('button', { name: /60秒后重发/ })).toBeDisabled();
    type('短信验证码', '123456');
    type('提现密码', '654321');
    type('确认提现密码', '654320');
    press('设置提现密码');
    expect(await within(dialog()).findByText('两次输入的提现密码不一致')).toBeInTheDocument();
    type('确认提现密码', '654321');
    press('设置提现密码');
    expect(await within(dialog()).findByText('提现前请先设置提现账户（支付宝）')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/finance/withdraw/password')[0].body).toEqual({ sms_code: '123456', password: '654321' });

    // issue 35: the account is proved with the withdrawal password
    type('支付宝账号', '13800138000');
    type('真实姓名', '李四');
    press('保存提现账户');
    expect(await within(dialog()).findByText(WithdrawMessages.accountPasswordRequired)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/finance/withdraw/account')).toHaveLength(0);
    type('提现密码', '654321');
    press('保存提现账户');
    expect(await within(dialog()).findByText(WithdrawMessages.nameMismatch)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('支付宝账号')).toHaveValue('13800138000');
    expect(within(dialog()).getByLabelText('提现密码')).toHaveValue('654321');
    type('真实姓名', '张三');
    press('保存提现账户');
    expect(await within(dialog()).findByText('可提现佣金：')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/finance/withdraw/account').at(-1)?.body).toEqual({ account: '13800138000', name: '张三', withdraw_password: '654321' });

    expect(within(dialog()).getByTestId('withdraw-available')).toHaveTextContent('¥88.80');
    expect(dialog()).toHaveTextContent('提现到：支付宝 138****8000（张*三）');
    const summaryCalls = server.callsTo('GET /api/user/spread/summary').length;
    type('提现金额', '50');
    type('提现密码', '654321');
    press('确认提现');
    expect(await screen.findByText(WithdrawMessages.applied)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /api/finance/withdraw/apply')[0].body).toEqual({ amount: 50, password: '654321' });
    expect(idempotencyKeys(server.fetchMock, '/api/finance/withdraw/apply')[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // the figures move at once
    await waitFor(() => expect(server.callsTo('GET /api/user/spread/summary').length).toBeGreaterThan(summaryCalls));
  });

  it('retries a press that got no answer with the same key; a refusal is shown, keeps the amount, and the next press has a new key', async () => {
    const server = serve({ 'POST /api/finance/withdraw/apply': [fail(1, withdrawPasswordWrong(4)), ok(APPLIED)] });
    const seen = networkErrorOnce(server, '/api/finance/withdraw/apply');
    await openDialog('提现');
    await within(dialog()).findByText('可提现佣金：');
    type('提现金额', '50');
    type('提现密码', '111111');
    press('确认提现');
    expect(await within(dialog()).findByText(/网络异常，提现申请可能未提交/)).toBeInTheDocument();
    press('确认提现');
    expect(await within(dialog()).findByText('提现密码错误，还可尝试 4 次')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('提现金额')).toHaveValue('50.00');
    type('提现密码', '654321');
    press('确认提现');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = idempotencyKeys(seen, '/api/finance/withdraw/apply');
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('全部 fills in what is available; more than that, or less than the minimum, is refused before sending', async () => {
    const server = serve();
    await openDialog('提现');
    await within(dialog()).findByText('可提现佣金：');
    press('全部');
    expect(within(dialog()).getByLabelText('提现金额')).toHaveValue('88.80');
    type('提现金额', '88.81');
    type('提现密码', '654321');
    press('确认提现');
    expect(await within(dialog()).findByText(WithdrawMessages.availableShort)).toBeInTheDocument();
    type('提现金额', '9.99');
    expect(await within(dialog()).findByText(withdrawBelowMin('10'))).toBeInTheDocument();
    expect(server.callsTo('POST /api/finance/withdraw/apply')).toHaveLength(0);
  });

  it('before real-name verification: says so and links to 实名认证 in a new tab', async () => {
    serve({ 'GET /api/finance/withdraw/account': ok({ ...NO_ACCOUNT, verified: false }) });
    await openDialog('提现');
    expect(await within(dialog()).findByText(WithdrawMessages.realNameRequired)).toBeInTheDocument();
    const link = within(dialog()).getByRole('link', { name: '去实名认证' });
    expect(link).toHaveAttribute('href', '/user-center/authentication');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog()).queryByLabelText('支付宝账号')).toBeNull();
  });
});

describe('转入余额', () => {
  it('全部 moves everything available with an Idempotency-Key, says so and refreshes the figures', async () => {
    const server = serve({ 'POST /api/user/spread/transfer': ok({ balance: 188.8, available: 0 }) });
    await openDialog('转入余额');
    expect(dialog()).toHaveTextContent('转入后计入预存余额，可用于下单，不可再提现');
    press('全部');
    const summaryCalls = server.callsTo('GET /api/user/spread/summary').length;
    press('确认转入');
    expect(await screen.findByText(WithdrawMessages.transferred)).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/spread/transfer')[0].body).toEqual({ amount: 88.8 });
    expect(idempotencyKeys(server.fetchMock, '/api/user/spread/transfer')[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.callsTo('GET /api/user/spread/summary').length).toBeGreaterThan(summaryCalls));
  });
});

describe('重置提现密码', () => {
  it('asks for the image captcha when the SMS call wants it (code 80) and sends its answer and key', async () => {
    const server = serve({
      'POST /api/finance/withdraw/password/sms': [fail(80, '请输入图形验证码'), ok({})],
      'GET /api/captcha': ok({ img: 'data:image/png;base64,AAAA', key: 'cap-1', sensitive: false }),
    });
    await openDialog('重置提现密码');
    press('获取验证码');
    expect(await within(dialog()).findByRole('img', { name: '图形验证码图片' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    type('图形验证码', 'ab12');
    press('获取验证码');
    expect(await within(dialog()).findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(server.callsTo('POST /api/finance/withdraw/password/sms').map((c) => c.body)).toEqual([{}, { captcha: 'ab12', key: 'cap-1' }]);
  });
});

describe('修改提现账户 (issue 35: proved by the withdrawal password or an SMS code)', () => {
  it('asks for the withdrawal password, or — via 改用短信验证码 — the SMS code sent to the user’s mobile', async () => {
    const server = serve({ 'PUT /api/finance/withdraw/account': ok(READY), 'POST /api/finance/withdraw/password/sms': ok({}) });
    await openDialog('修改提现账户');
    // the form shows once the account is read (a loaded CI machine typed into the dialog before that)
    expect(await within(dialog()).findByLabelText('支付宝账号')).toBeInTheDocument();
    type('支付宝账号', 'payee@qq.com');
    type('真实姓名', '张三');
    expect(within(dialog()).getByLabelText('提现密码')).toBeInTheDocument();
    press(WithdrawMessages.accountBySms);
    expect(within(dialog()).queryByLabelText('提现密码')).toBeNull();
    press('获取验证码');
    expect(await within(dialog()).findByRole('button', { name: /60秒后重发/ })).toBeDisabled();
    type('短信验证码', '246810');
    press('保存提现账户');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT /api/finance/withdraw/account')[0].body).toEqual({ account: 'payee@qq.com', name: '张三', sms_code: '246810' });
    expect(server.callsTo('POST /api/finance/withdraw/password/sms')).toHaveLength(1);
  });

  it('before a withdrawal password is set, asks for the SMS code; a wrong one is shown and what was typed stays', async () => {
    const server = serve({
      'GET /api/finance/withdraw/account': ok(ACCOUNT_SET),
      'PUT /api/finance/withdraw/account': fail(1, Messages.smsCodeWrong),
      'POST /api/finance/withdraw/password/sms': ok({}),
    });
    await openDialog('修改提现账户');
    expect(await within(dialog()).findByLabelText('支付宝账号')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('提现密码')).toBeNull();
    type('支付宝账号', 'payee@qq.com');
    type('真实姓名', '张三');
    press('保存提现账户');
    expect(await within(dialog()).findByText(WithdrawMessages.accountSmsRequired)).toBeInTheDocument();
    type('短信验证码', '111111');
    press('保存提现账户');
    expect(await within(dialog()).findByText(Messages.smsCodeWrong)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('支付宝账号')).toHaveValue('payee@qq.com');
    expect(within(dialog()).getByLabelText('短信验证码')).toHaveValue('111111');
    expect(server.callsTo('PUT /api/finance/withdraw/account')[0].body).toEqual({ account: 'payee@qq.com', name: '张三', sms_code: '111111' });
  });
});
