import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from 'shared-contracts';
import { rechargeSucceeded, useSettleRealNameCheck, useWalletInfoQuery } from 'shared-contracts/app';
import type { ReactElement } from 'react';
import { fail, findDialog, mockApi, ok, queryDialog, resetBrowserState } from 'shared-contracts/testing';
import { LINES, makeReply, servePurchase, WU_INFO, XINJIANG } from '../../../test-support/purchase-fixtures';
import { addLines, choosePlatform, footer, renderPurchase, rowOf, table, tableRows } from '../../../test-support/render-purchase';

jest.mock('../../typed-recipients/worker/create-worker');

beforeEach(resetBrowserState);

type Routes = Parameters<typeof mockApi>[0];

/** The server: purchase info, pricing, no duplicates, every row ordered — unless `routes` says otherwise. */
function serve(routes: Routes = {}) {
  return servePurchase({
    'POST /api/gift/order/check': ok([]),
    'POST /api/gift/order/make': makeReply(),
    'GET /api/user/wallet/info': ok({ balance: 1.2, recharge_total: 0, spend_total: 0 }),
    ...routes,
  });
}

/** The Idempotency-Key of every make call, in order (read from the requests fetch got). */
function makeKeys(fetchMock: jest.Mock): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((req) => req.url.endsWith('/api/gift/order/make'))
    .map((req) => req.headers.get(IDEMPOTENCY_HEADER));
}

async function readyWith(lines: string[], extra?: ReactElement) {
  const view = await renderPurchase(extra);
  choosePlatform('淘宝/天猫');
  addLines(...lines);
  await waitFor(() => expect(footer()).toHaveTextContent(`收件人 ${lines.length} 个`));
  await waitFor(() => expect(footer()).not.toHaveTextContent('正在计算价格'));
  return view;
}

const order = () => fireEvent.click(within(footer()).getByRole('button', { name: '立即下单' }));
const payDialog = () => findDialog('确认支付');
const pay = async (total: string) => fireEvent.click(within(await payDialog()).getByRole('button', { name: `确认支付 ¥${total}` }));

describe('order flow (SPEC §4)', () => {
  it('stops at the first row that fails the checks, naming it, before any call', async () => {
    const server = serve();
    await readyWith([LINES.zhang, LINES.li]);
    fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '编辑' }));
    fireEvent.change(within(rowOf('李四')).getByLabelText('联系人'), { target: { value: '' } });
    fireEvent.click(within(tableRows()[1]).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(server.callsTo('POST /api/gift/order/price')).toHaveLength(2));
    order();
    expect(await screen.findByText('第2行：收件人姓名不能为空')).toBeInTheDocument();
    // the row is opened for editing
    expect(within(tableRows()[1]).getByLabelText('联系人')).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/order/check')).toHaveLength(0);
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(0);
    expect(server.callsTo('POST /api/gift/order/price')).toHaveLength(2);
  });

  it('is_wu couriers need a 补发单号 on every row', async () => {
    serve({ 'GET /api/gift/purchase/info': ok(WU_INFO) });
    await readyWith([LINES.zhang]);
    order();
    expect(await screen.findByText('第1行：请填写无货源补发单号')).toBeInTheDocument();
  });

  it('rows in error open 错误订单; fixing one re-prices and, with none left, the flow goes on to the pay confirmation', async () => {
    const server = serve();
    await readyWith([LINES.zhang, LINES.wang]);
    order();
    const dialog = await findDialog('错误订单');
    const errors = await within(dialog).findByTestId('error-rows-table');
    expect(within(errors).getByText(XINJIANG)).toBeInTheDocument();
    expect(within(errors).getByText('王五 13900000003')).toBeInTheDocument();
    expect(within(errors).queryByText(/张三/)).toBeNull();
    for (const header of ['订单号', '收件人', '地址', '错误原因', '操作']) expect(within(errors).getByRole('columnheader', { name: header })).toBeInTheDocument();

    fireEvent.click(within(errors).getByRole('button', { name: '编辑' }));
    fireEvent.change(within(errors).getByLabelText('省'), { target: { value: '甘肃省' } });
    fireEvent.change(within(errors).getByLabelText('市'), { target: { value: '兰州市' } });
    const pricedBefore = server.callsTo('POST /api/gift/order/price').length;
    fireEvent.click(within(errors).getByRole('button', { name: '确认修改' }));

    // priced again with the fix, the error gone: the flow continues by itself
    expect(await payDialog()).toHaveTextContent('不支持取消订单，请仔细核对');
    expect(server.callsTo('POST /api/gift/order/price').length).toBeGreaterThan(pricedBefore);
    const last = server.callsTo('POST /api/gift/order/price').at(-1)!.body as { rec_list: { rec_name: string; rec_province: string }[] };
    expect(last.rec_list.find((r) => r.rec_name === '王五')).toMatchObject({ rec_province: '甘肃省' });
    expect(queryDialog('错误订单')).toBeNull();
    // the main table has the fix too
    expect(within(table()).getByText('兰州市')).toBeInTheDocument();
  });

  it('deleting the error rows in 错误订单 goes on with the rest', async () => {
    serve();
    await readyWith([LINES.zhang, LINES.wang]);
    order();
    const dialog = await findDialog('错误订单');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    const payment = await payDialog();
    expect(within(payment).getByRole('button', { name: '确认支付 ¥2.50' })).toBeInTheDocument();
    expect(footer()).toHaveTextContent('收件人 1 个');
  });

  it('asks before ordering numbers already bought (saying for which goods), and 取消 keeps everything', async () => {
    const server = serve({
      'POST /api/gift/order/check': ok([
        { shop_order: '1001', order_sn: 'DD1', goods_id: 11, goods_name: '定制保温杯', same_goods: true, created_at: '2026-11-23T02:00:00Z' },
        { shop_order: '1002', order_sn: 'DD2', goods_id: 12, goods_name: '帆布袋', same_goods: false, created_at: '2026-11-22T02:00:00Z' },
      ]),
    });
    await readyWith([LINES.zhang, LINES.li, LINES.wang.replace('新疆维吾尔自治区乌鲁木齐市天山区', '广东省广州市天河区')]);
    order();
    const dialog = await findDialog('重复订单提醒');
    expect(server.callsTo('POST /api/gift/order/check')[0].body).toEqual({ shop_order: ['1001', '1002'], goods_id: 11 });
    const list = within(dialog).getByRole('list', { name: '已下过单的订单号' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('订单号 1001：已购买过本商品');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('2026-11-23 10:00');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('订单号 1002：已购买过其他商品「帆布袋」');

    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(queryDialog('重复订单提醒')).toBeNull());
    expect(tableRows()).toHaveLength(3);

    order();
    fireEvent.click(within(await findDialog('重复订单提醒')).getByRole('button', { name: '继续下单' }));
    const payment = await payDialog();
    expect(payment).toHaveTextContent('不支持取消订单，请仔细核对');
    expect(within(payment).getByRole('button', { name: '确认支付 ¥7.50' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(0);
  });

  /** The server, with the first `failures` make calls lost on the network (fetch throws). */
  function serveFailingMakes(failures: number) {
    const server = serve();
    let left = failures;
    const serverFetch = server.fetchMock;
    const seen = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.endsWith('/api/gift/order/make') && left > 0) {
        left -= 1;
        throw new TypeError('Failed to fetch');
      }
      return serverFetch(request);
    });
    global.fetch = seen as unknown as typeof fetch;
    return { server, seen };
  }

  it('sends make again by itself with the same key when the answer was lost, showing no error', async () => {
    const { server, seen } = serveFailingMakes(1);
    const { onClose } = await readyWith([LINES.zhang, LINES.li]);
    order();
    await pay('5.00');
    await screen.findByText('下单成功', {}, { timeout: 4000 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = makeKeys(seen);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // one order reached the server; the user never saw the network error
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(1);
    expect(screen.queryByText(/网络异常/)).toBeNull();
  });

  it('makes the order with an Idempotency-Key; after network failures its own retries did not get past, 确认支付 retries with the same key', async () => {
    // the first press and its two automatic retries are lost
    const { server, seen } = serveFailingMakes(3);
    const { onClose, location } = await readyWith([LINES.zhang, LINES.li]);
    fireEvent.change(screen.getByLabelText('订单备注'), { target: { value: '  请尽快发货 ' } });
    order();
    await pay('5.00');
    expect(await screen.findByText(/网络异常，订单可能未提交/, {}, { timeout: 8000 })).toBeInTheDocument();
    // nothing lost: the dialog, the rows, the remark are all there
    expect(await payDialog()).toBeInTheDocument();
    expect(tableRows()).toHaveLength(2);

    await pay('5.00');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = makeKeys(seen);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    const body = server.callsTo('POST /api/gift/order/make')[0].body!;
    expect(body).toMatchObject({ goods_id: 11, goods_num: 1, express_id: 3, platform: 2, order_source: 1, remark: '请尽快发货' });
    expect((body.rec_list as unknown[]).length).toBe(2);
    // the dialog closes first; the navigation follows (later on a loaded machine)
    await waitFor(() => expect(location()).toBe('/user-center/package-list'));
  });

  it('a new press of 确认支付 (after a refusal) sends a new key', async () => {
    const server = serve({ 'POST /api/gift/order/make': [fail(1, '库存不足'), makeReply()] });
    await readyWith([LINES.zhang]);
    order();
    await pay('2.50');
    expect(await screen.findByText('库存不足')).toBeInTheDocument();
    // the refusal ends the flow, the rows stay
    await waitFor(() => expect(queryDialog('确认支付')).toBeNull());
    expect(tableRows()).toHaveLength(1);
    order();
    await pay('2.50');
    await screen.findByText('下单成功');
    const keys = makeKeys(server.fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('on success says 下单成功, closes, goes to the package list and refreshes the balance elsewhere on the page', async () => {
    const server = serve();
    function Balance() {
      const { data } = useWalletInfoQuery();
      return <output data-testid="balance">{data?.balance}</output>;
    }
    const { onClose, location } = await readyWith([LINES.zhang, LINES.li], <Balance />);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1.2'));
    const balanceCalls = server.callsTo('GET /api/user/wallet/info').length;
    order();
    await pay('5.00');
    expect(await screen.findByText('下单成功')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/user-center/package-list');
    // Balance (with Order, Package, Home) invalidated: the balance is asked for again
    await waitFor(() => expect(server.callsTo('GET /api/user/wallet/info').length).toBeGreaterThan(balanceCalls));
  });

  it('code 23: says 余额不足，请充值, opens the recharge dialog with the shortfall, and once a top-up is paid the order can go again', async () => {
    const server = serve({ 'POST /api/gift/order/make': [fail(23, '余额不足，请充值'), makeReply()] });
    const { store } = await readyWith([LINES.zhang, LINES.li]);
    order();
    await pay('5.00');
    expect(await screen.findByText('余额不足，请充值')).toBeInTheDocument();
    // balance 1.20, total 5.00: 3.80 short
    await waitFor(() => expect(store.getState().ui.recharge).toEqual({ amount: 3.8 }));
    expect(footer()).toHaveTextContent('余额不足，充值成功后可继续下单');
    expect(tableRows()).toHaveLength(2);
    expect(queryDialog('确认支付')).toBeNull();

    act(() => {
      store.dispatch(rechargeSucceeded({ trade_no: 'R1' }));
    });
    expect(footer()).toHaveTextContent('充值成功，请点击“立即下单”继续');
    order();
    await pay('5.00');
    expect(await screen.findByText('下单成功')).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(2);
  });

  it.each([11, 12])('code %i opens the real-name reminder; once verified the order is sent again', async (code) => {
    const server = serve({ 'POST /api/gift/order/make': [fail(code, '根据国家法规，寄件需完成实名认证'), makeReply()] });
    const { store } = await readyWith([LINES.zhang]);
    order();
    await pay('2.50');
    await waitFor(() => expect(store.getState().ui.realName).toBe(true));
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(1);
    // the host's reminder: 已完成认证 and the server says passed
    const { renderHook } = await import('@testing-library/react');
    const { AppProviders } = await import('shared-contracts/testing');
    const { result } = renderHook(() => useSettleRealNameCheck(), { wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders> });
    act(() => result.current(true));
    expect(await screen.findByText('下单成功')).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(2);
  });

  it('rows that failed (status 0 or 2) are listed in 错误订单 and stay in the table; the ordered ones leave', async () => {
    const server = serve({
      'POST /api/gift/order/make': makeReply((r) => (r.rec_name === '李四' ? 0 : r.rec_name === '赵六' ? 2 : null)),
    });
    const { onClose } = await readyWith([LINES.zhang, LINES.li, '1004，赵六，13900000004，上海市浦东新区世纪大道4号']);
    order();
    await pay('7.50');
    const dialog = await findDialog('错误订单');
    const result = await within(dialog).findByTestId('order-result-table');
    for (const header of ['订单号', '快递单号', '是否生成订单', '类型', '错误']) expect(within(result).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rows = Array.from(result.querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1002');
    expect(rows[0]).toHaveTextContent('否');
    expect(rows[0]).toHaveTextContent('订单错误');
    expect(rows[0]).toHaveTextContent('收件人手机号不正确');
    expect(rows[1]).toHaveTextContent('1004');
    expect(rows[1]).toHaveTextContent('是');
    expect(rows[1]).toHaveTextContent('快递拒收：地址超区');

    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(queryDialog('错误订单')).toBeNull());
    expect(tableRows().map((tr) => tr.textContent)).toEqual([expect.stringContaining('李四'), expect.stringContaining('赵六')]);
    expect(footer()).toHaveTextContent('收件人 2 个');
    expect(onClose).not.toHaveBeenCalled();
    // the ordered row does not come back when the text is read again
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(tableRows()).toHaveLength(2);
    // the ones left are priced again
    await waitFor(() => expect((server.callsTo('POST /api/gift/order/price').at(-1)!.body as { rec_list: unknown[] }).rec_list).toHaveLength(2));
  });
});
