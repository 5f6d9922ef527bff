import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { INFO, ORDERS, page, RULES, SUMMARY, USERS, WITHDRAWALS, quietCanvas } from '../../test-support/promotion-fixtures';
import { PopMoneyPage } from './index';

type Routes = Parameters<typeof mockApi>[0];

function serve(routes: Routes = {}) {
  return mockApi({
    'GET /api/user/spread/info': ok(INFO),
    'GET /api/user/spread/summary': ok(SUMMARY),
    'GET /api/user/spread/rules': ok(RULES),
    'GET /api/user/spread/user': ok(page(USERS)),
    'GET /api/user/order': ok(page(ORDERS)),
    'GET /api/finance/withdraw/list': ok(page(WITHDRAWALS)),
    ...routes,
  });
}

const lastQuery = (calls: RecordedCall[], path: string) => Object.fromEntries(calls.filter((c) => c.path === path).at(-1)?.query ?? []);
const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  Array.from(region(name).querySelectorAll('tbody tr.ant-table-row')).map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));

async function renderPage(path = '/user-center/pop-money') {
  const view = renderInApp(<PopMoneyPage />, { path, loggedIn: true });
  await screen.findByRole('textbox', { name: '推广链接' });
  return view;
}

async function pick(label: string, option: string, within_: HTMLElement) {
  fireEvent.mouseDown(within(within_).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

beforeEach(() => {
  resetBrowserState();
  quietCanvas();
});
afterEach(() => jest.restoreAllMocks());

describe('推广赚钱 page', () => {
  it('shows the link, the code, the rate and the rules with the minimum and daily count; 复制链接 copies the link', async () => {
    serve();
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderPage();
    const card = screen.getByTestId('promotion-link');
    expect(screen.getByRole('textbox', { name: '推广链接' })).toHaveValue('https://gift.example/?i=AB12CD');
    expect(card).toHaveTextContent('推广码：AB12CD');
    expect(card).toHaveTextContent('佣金比例：5%');
    const rules = within(card).getByRole('list', { name: '推广规则' });
    expect(rules).toHaveTextContent('被推广用户每笔包裹实付金额的 5% 计为佣金');
    expect(rules).toHaveTextContent('包裹发货且满 7 天后可提现；退款的包裹佣金退回');
    expect(rules).toHaveTextContent('预存余额不可提现，仅推广佣金可提现');
    await waitFor(() => expect(rules).toHaveTextContent('单次提现不低于 ¥10，每天最多提现 3 次'));
    expect(await within(card).findByRole('img', { name: '推广二维码' })).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith('https://gift.example/?i=AB12CD');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('保存二维码 downloads the code as a PNG', async () => {
    serve();
    const png = new Blob(['png'], { type: 'image/png' });
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(png));
    URL.createObjectURL = jest.fn(() => 'blob:test/qr');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderPage();
    await screen.findByRole('img', { name: '推广二维码' });
    fireEvent.click(screen.getByRole('button', { name: '保存二维码' }));
    expect(saved).toEqual(['推广二维码.png']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(png);
  });

  it('shows the commission: available, frozen, withdrawing, earned, today, this month and whom the user brought', async () => {
    serve();
    await renderPage();
    const summary = screen.getByTestId('commission-summary');
    const figure = (title: string) => within(summary).getByText(title).closest('.ant-statistic');
    await waitFor(() => expect(figure('可提现佣金（元）')).toHaveTextContent('88.80'));
    expect(figure('冻结佣金')).toHaveTextContent('12.30');
    expect(figure('提现中')).toHaveTextContent('20.00');
    expect(figure('累计佣金')).toHaveTextContent('150.50');
    expect(figure('今日佣金')).toHaveTextContent('1.50');
    expect(figure('本月佣金')).toHaveTextContent('40.00');
    expect(figure('邀请人数 / 下单人数')).toHaveTextContent('3 / 2');
  });

  it('lists the users brought; the mobile filter sends the last 4 digits only, and refuses other text', async () => {
    const { calls } = serve();
    await renderPage();
    await waitFor(() => expect(rowsOf('我邀请的用户')).toHaveLength(2));
    expect(rowsOf('我邀请的用户')[0]).toEqual(['139****0001', '2026-11-20 10:00:00', '2', '120.00', '6.00']);

    const box = within(region('我邀请的用户')).getByRole('searchbox', { name: '手机号' });
    expect(box).toHaveAttribute('placeholder', '手机号后 4 位');
    // a whole number cannot be typed: it would unmask the hidden digits (issue 35)
    expect(box).toHaveAttribute('maxlength', '4');
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('请输入手机号后 4 位')).toBeInTheDocument();
    expect(lastQuery(calls, '/api/user/spread/user')).toEqual({ page: '1', page_size: '10' });

    fireEvent.change(box, { target: { value: '0001' } });
    fireEvent.click(within(region('我邀请的用户')).getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(lastQuery(calls, '/api/user/spread/user')).toEqual({ page: '1', page_size: '10', mobile: '0001' }));
  });

  it('佣金记录: rows with status and release time; the status filter keeps the tab and sends the status', async () => {
    const { calls, callsTo } = serve();
    const { location } = await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: '佣金记录' }));
    await waitFor(() => expect(location()).toBe('/user-center/pop-money?tab=orders'));
    await waitFor(() => expect(rowsOf('佣金记录')).toHaveLength(2));
    const [frozen, released] = rowsOf('佣金记录');
    expect(frozen).toEqual(['139****0001', '2026-11-20 10:05:00', '2', '100.00', '5%', '5.00', '冻结中', '预计 2026-11-28 10:00:00']);
    expect(released[6]).toBe('已解冻');
    expect(released[7]).toBe('2026-11-09 08:00:00 解冻');

    await pick('状态', '冻结中', region('佣金记录'));
    await waitFor(() => expect(location()).toBe('/user-center/pop-money?tab=orders&status=frozen'));
    await waitFor(() => expect(lastQuery(calls, '/api/user/order')).toEqual({ page: '1', page_size: '10', status: 'frozen' }));
    expect(callsTo('GET /api/finance/withdraw/list')).toHaveLength(0);
  });

  it('提现记录: amount, account, coloured status and the reason; the status filter sends the status', async () => {
    const { calls } = serve();
    const { location } = await renderPage('/user-center/pop-money?tab=withdrawals');
    await waitFor(() => expect(rowsOf('提现记录')).toHaveLength(2));
    expect(rowsOf('提现记录')[0]).toEqual(['2026-11-10 12:00:00', '50.00', '支付宝 138****8000', '已到账', '—', '2026-11-11 09:00:00']);
    expect(rowsOf('提现记录')[1]).toEqual(['2026-11-05 12:00:00', '30.00', '支付宝 138****8000', '已驳回', '账户信息有误', '—']);
    expect(within(region('提现记录')).getByText('已驳回')).toHaveClass('ant-tag-error');

    await pick('状态', '打款失败', region('提现记录'));
    await waitFor(() => expect(location()).toBe('/user-center/pop-money?tab=withdrawals&status=failed'));
    await waitFor(() => expect(lastQuery(calls, '/api/finance/withdraw/list')).toEqual({ page: '1', page_size: '10', status: 'failed' }));
  });

  it('empty lists explain how to earn', async () => {
    serve({
      'GET /api/user/spread/user': ok(page([])),
      'GET /api/user/order': ok(page([])),
      'GET /api/finance/withdraw/list': ok(page([])),
    });
    await renderPage();
    expect(await within(region('我邀请的用户')).findByText('还没有邀请用户，复制推广链接发给朋友，对方注册并下单后即可获得佣金')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '佣金记录' }));
    expect(await within(region('佣金记录')).findByText(/被邀请的用户下单后/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '提现记录' }));
    expect(await within(region('提现记录')).findByText(/可提现佣金满最低金额即可申请提现/)).toBeInTheDocument();
  });
});
