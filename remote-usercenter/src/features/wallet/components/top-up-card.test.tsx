import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RechargeOrder } from 'shared-contracts';
import { createAppStore, rechargeSucceeded, useWalletInfoQuery } from 'shared-contracts/app';
import { fail, loggedInState, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { CONFIG } from '../../../test-support/wallet-fixtures';
import { TopUpCard } from './top-up-card';


const ORDER: RechargeOrder = { trade_no: 'R202611230001', type: 'qrcode', data: 'http://localhost/pay/sandbox/R202611230001', money: 500 };
const PAID_MSG = '充值成功，500.00 元已到账，另赠 10.00 元';

/** The balance as another part of the page shows it (the user dropdown, the wallet summary). */
function Balance() {
  const { data } = useWalletInfoQuery();
  return <output data-testid="balance">{data ? data.balance.toFixed(2) : '…'}</output>;
}

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const server = mockApi({ 'GET /api/user/recharge/info': ok(CONFIG), ...routes });
  const seen: string[] = [];
  const recorder: NonNullable<Parameters<typeof createAppStore>[0]>[number] = () => (next) => (action) => {
    if (rechargeSucceeded.match(action)) seen.push(action.payload.trade_no);
    return next(action);
  };
  const store = createAppStore([recorder], loggedInState());
  const view = renderInApp(
    <>
      <Balance />
      <TopUpCard />
    </>,
    { store, path: '/user-center/wallet' },
  );
  return { ...view, server, rechargeSeen: seen };
}

const quick = (amount: number) => within(screen.getByRole('group', { name: '快捷金额' })).getByRole('button', { name: new RegExp(`^${amount}元`) });
const amountInput = () => screen.getByLabelText('充值金额');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
const payDialog = () => screen.queryByRole('dialog', { name: '请扫码' });

beforeEach(resetBrowserState);
afterEach(() => jest.useRealTimers());

describe('top-up card: amounts', () => {
  it('shows the quick amounts; those with a welfare entry carry a badge and the upgrade tooltip', async () => {
    renderCard({});
    await screen.findByRole('group', { name: '快捷金额' });
    const buttons = within(screen.getByRole('group', { name: '快捷金额' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['100元', '200元', '500元赠10元', '1000元', '2000元升级', '5000元']);

    fireEvent.mouseEnter(quick(500));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('充值500元升级为VIP1 黄金会员，另赠10元');
    fireEvent.mouseLeave(quick(500));

    // no bonus: no 另赠 part
    fireEvent.mouseEnter(quick(2000));
    await waitFor(() => expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toContain('充值2000元升级为VIP2 铂金会员'));

    // plain amounts have no tooltip
    fireEvent.mouseEnter(quick(100));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getAllByRole('tooltip').map((t) => t.textContent).join()).not.toContain('充值100元');
  });

  it('a quick amount fills the amount and is marked; typing the same amount marks it too', async () => {
    renderCard({});
    await screen.findByRole('group', { name: '快捷金额' });
    fireEvent.click(quick(500));
    expect(amountInput()).toHaveValue('500');
    expect(quick(500)).toHaveAttribute('aria-pressed', 'true');
    expect(quick(100)).toHaveAttribute('aria-pressed', 'false');
    fireEvent.change(amountInput(), { target: { value: '1000.00' } });
    expect(quick(1000)).toHaveAttribute('aria-pressed', 'true');
    expect(quick(500)).toHaveAttribute('aria-pressed', 'false');
  });

  it('validates the typed amount with SPEC §5\'s texts and the configured limits, shown as a hint', async () => {
    const server = renderCard({});
    await screen.findByRole('group', { name: '快捷金额' });
    expect(screen.getByText('单次充值 10～50000 元')).toBeInTheDocument();

    submit();
    expect(await screen.findByText('充值金额不能为空')).toBeInTheDocument();
    const cases: [string, string][] = [
      ['abc', '请输入正确的充值金额!'],
      ['-5', '请输入正确的充值金额!'],
      ['12.345', '请输入正确的充值金额!'],
      ['5', '单次充值不能少于 10 元'],
      ['50000.01', '单次充值不能超过 50000 元'],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(amountInput(), { target: { value: typed } });
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    fireEvent.change(amountInput(), { target: { value: '' } });
    expect(await screen.findByText('充值金额不能为空')).toBeInTheDocument();
    fireEvent.change(amountInput(), { target: { value: '88.8' } });
    await waitFor(() => expect(screen.queryByText('充值金额不能为空')).toBeNull());
    expect(server.server.callsTo('POST /api/user/recharge/qrcode')).toHaveLength(0);
  });

  it('without `input` there is no free amount box: only the quick amounts', async () => {
    mockApi({});
    renderCard({ 'GET /api/user/recharge/info': ok({ ...CONFIG, input: false }) });
    await screen.findByRole('group', { name: '快捷金额' });
    expect(screen.queryByPlaceholderText('其他金额')).toBeNull();
    submit();
    expect(await screen.findByText('充值金额不能为空')).toBeInTheDocument();
  });
});

describe('top-up card: payment channel', () => {
  it('one channel is preselected and sent', async () => {
    const { server } = renderCard({ 'POST /api/user/recharge/qrcode': ok(ORDER), 'GET /api/user/recharge/status': ok({ success: false }) });
    expect(await screen.findByRole('radio', { name: '沙箱支付' })).toBeChecked();
    fireEvent.click(await screen.findByRole('button', { name: /^500元/ }));
    submit();
    await waitFor(() => expect(server.callsTo('POST /api/user/recharge/qrcode')).toHaveLength(1));
    expect(server.callsTo('POST /api/user/recharge/qrcode')[0].body).toEqual({ channel: 1, amount: 500 });
  });

  it('of several, channel 1 is preselected, else the first; the choice is sent', async () => {
    const channels = [
      { channel: 3, name: '微信支付' },
      { channel: 1, name: '支付宝' },
    ];
    const { server, unmount } = renderCard({
      'GET /api/user/recharge/info': ok({ ...CONFIG, payment_list: channels }),
      'POST /api/user/recharge/qrcode': ok(ORDER),
      'GET /api/user/recharge/status': ok({ success: false }),
    });
    expect(await screen.findByRole('radio', { name: '支付宝' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    fireEvent.change(amountInput(), { target: { value: '66.6' } });
    submit();
    await waitFor(() => expect(server.callsTo('POST /api/user/recharge/qrcode')).toHaveLength(1));
    expect(server.callsTo('POST /api/user/recharge/qrcode')[0].body).toEqual({ channel: 3, amount: 66.6 });
    unmount();

    renderCard({ 'GET /api/user/recharge/info': ok({ ...CONFIG, payment_list: [{ channel: 3, name: '微信支付' }, { channel: 2, name: '云闪付' }] }) });
    expect(await screen.findByRole('radio', { name: '微信支付' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '云闪付' })).not.toBeChecked();
  });

  it('lists the benefits: money and group', async () => {
    renderCard({});
    const benefits = await screen.findByRole('list', { name: '充值福利' });
    expect(within(benefits).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual([
      '单次充值满 500 元，升级为 VIP1 黄金会员',
      '单次充值满 2000 元，升级为 VIP2 铂金会员',
    ]);
  });
});

describe('top-up card: the order and the 请扫码 dialog', () => {
  it('an order refused (code ≠ 0) closes the dialog with the server\'s msg; what was typed stays', async () => {
    const { server } = renderCard({ 'POST /api/user/recharge/qrcode': [fail(1, '单次充值不能少于 10 元'), fail(1, '')] });
    await screen.findByRole('group', { name: '快捷金额' });
    fireEvent.change(amountInput(), { target: { value: '321' } });
    submit();
    expect(await screen.findByText('单次充值不能少于 10 元')).toBeInTheDocument();
    await waitFor(() => expect(payDialog()).toBeNull());
    expect(amountInput()).toHaveValue('321');

    // without a msg of its own: SPEC §8's text
    submit();
    expect(await screen.findByText('二维码加载失败，请稍后再试')).toBeInTheDocument();
    await waitFor(() => expect(payDialog()).toBeNull());
    expect(amountInput()).toHaveValue('321');
    expect(server.callsTo('GET /api/user/recharge/status')).toHaveLength(0);
  });

  it('shows the 250×250 QR code, the amount text and the sandbox link; a paid top-up closes it with the server\'s msg and refreshes the balance', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const statusReplies = [ok({ success: false }), { code: 0, msg: PAID_MSG, data: { success: true } }];
    // when each status call came (fake clock): the next one is timed from it, not from when the test looks
    const askedAt: number[] = [];
    const { server, rechargeSeen } = renderCard({
      'GET /api/user/wallet/info': [ok({ balance: 0, recharge_total: 0, spend_total: 0 }), ok({ balance: 510, recharge_total: 500, spend_total: 0 })],
      'POST /api/user/recharge/qrcode': ok(ORDER),
      'GET /api/user/recharge/status': () => statusReplies[Math.min(askedAt.push(Date.now()) - 1, statusReplies.length - 1)],
    });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('0.00'));
    fireEvent.click(await screen.findByRole('button', { name: /^500元/ }));
    submit();

    const dialog = await screen.findByRole('dialog', { name: '请扫码' });
    const qr = await within(dialog).findByRole('img', { name: '充值二维码' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', '250');
    expect(qr).toHaveAttribute('height', '250');
    expect(dialog).toHaveTextContent('扫码充值 500 元，无须备注，自动到账');
    expect(dialog).toHaveTextContent('支付成功后页面将自动刷新');
    const sandbox = within(dialog).getByRole('link', { name: '在本机模拟支付' });
    expect(sandbox).toHaveAttribute('href', ORDER.data);
    expect(sandbox).toHaveAttribute('target', '_blank');
    expect(sandbox).toHaveAttribute('rel', 'noopener');

    // asked at once, then every 3 s until paid
    await waitFor(() => expect(server.callsTo('GET /api/user/recharge/status')).toHaveLength(1));
    expect(server.callsTo('GET /api/user/recharge/status')[0].query.get('out_trade_no')).toBe(ORDER.trade_no);
    // the clock also runs with real time (advanceTimers): on a loaded machine the checks above can take 100 ms
    await act(async () => {
      await jest.advanceTimersByTimeAsync(askedAt[0] + 2900 - Date.now());
    });
    expect(server.callsTo('GET /api/user/recharge/status')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(await screen.findByText(PAID_MSG)).toBeInTheDocument();
    await waitFor(() => expect(payDialog()).toBeNull());
    expect(server.callsTo('GET /api/user/recharge/status')).toHaveLength(2);
    expect(rechargeSeen).toEqual([ORDER.trade_no]);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('510.00'));

    // polling stopped with the dialog
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(server.callsTo('GET /api/user/recharge/status')).toHaveLength(2);
  });

  it('a paid top-up without a message of its own says 恭喜您充值成功', async () => {
    renderCard({ 'POST /api/user/recharge/qrcode': ok(ORDER), 'GET /api/user/recharge/status': { code: 0, msg: '', data: { success: true } } });
    fireEvent.click(await screen.findByRole('button', { name: /^500元/ }));
    submit();
    expect(await screen.findByText('恭喜您充值成功')).toBeInTheDocument();
    await waitFor(() => expect(payDialog()).toBeNull());
  });

  it('closing the dialog stops polling and clears the QR code', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { server } = renderCard({ 'POST /api/user/recharge/qrcode': ok(ORDER), 'GET /api/user/recharge/status': ok({ success: false }) });
    fireEvent.click(await screen.findByRole('button', { name: /^500元/ }));
    submit();
    const dialog = await screen.findByRole('dialog', { name: '请扫码' });
    await within(dialog).findByRole('img', { name: '充值二维码' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3100);
    });
    expect(server.callsTo('GET /api/user/recharge/status')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(payDialog()).toBeNull());
    expect(screen.queryByRole('img', { name: '充值二维码' })).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(12_000);
    });
    expect(server.callsTo('GET /api/user/recharge/status')).toHaveLength(2);
    // what was chosen stays for the next try
    expect(amountInput()).toHaveValue('500');
  });
});
