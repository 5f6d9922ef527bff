import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderSource, StoreMessages, type OrderResultRow } from 'shared-contracts';
import type { RecipientRequest } from 'shared-contracts/schemas';
import { findDialog, mockApi, ok, queryDialog, type RecordedCall, resetBrowserState } from 'shared-contracts/testing';
import { servePurchase } from '../../../test-support/purchase-fixtures';
import { choosePlatform, footer, renderPurchase } from '../../../test-support/render-purchase';
import { deliverReply, ordersReply, SHOPS } from '../../../test-support/store-fixtures';

jest.mock('../../typed-recipients/worker/create-worker');

beforeEach(resetBrowserState);

type Routes = Parameters<typeof mockApi>[0];

/** make: every row ordered with a waybill number, but those `noWaybill` names get none yet. */
function shopMakeReply(noWaybill: string[] = []) {
  return (call: RecordedCall) => {
    const rows = (call.body as { rec_list: RecipientRequest[] }).rec_list;
    return ok<OrderResultRow[]>(
      rows.map((r, i) => ({
        id: r.id,
        status: 1,
        shop_order: r.shop_order,
        kuaidi_sn: '圆通快递',
        order: true,
        error: '',
        order_sn: `DD${100 + i}`,
        waybill_code: noWaybill.includes(r.shop_order) ? '' : `YT${9000 + i}`,
        send_status: 0,
        msg: '',
      })),
    );
  };
}

function serve(routes: Routes = {}) {
  return servePurchase({
    'POST /api/gift/order/check': ok([]),
    'GET /api/user/store/options': ok(SHOPS),
    'POST /api/gift/auth/order': ordersReply,
    'POST /api/gift/order/make': shopMakeReply(),
    'POST /api/gift/auth/deliver': deliverReply(),
    ...routes,
  });
}

const orderRow = (shopOrder: string) => screen.getByTestId('auth-orders').querySelector(`tr[data-row-key="${shopOrder}"]`) as HTMLElement;

/** 淘宝/天猫 → 授权店铺, ticks these orders and goes through 立即下单 and 确认支付. */
async function orderFromShop(...shopOrders: string[]) {
  const view = await renderPurchase();
  choosePlatform('淘宝/天猫');
  fireEvent.click(screen.getByRole('tab', { name: '授权店铺' }));
  await waitFor(() => expect(orderRow('T1001')).not.toBeNull());
  for (const n of shopOrders) fireEvent.click(within(orderRow(n)).getByRole('checkbox'));
  await waitFor(() => expect(footer()).toHaveTextContent(`收件人 ${shopOrders.length} 个`));
  await waitFor(() => expect(footer()).not.toHaveTextContent('正在计算价格'));
  fireEvent.click(within(footer()).getByRole('button', { name: '立即下单' }));
  const total = (shopOrders.length * 2.5).toFixed(2);
  fireEvent.click(within(await findDialog('确认支付')).getByRole('button', { name: `确认支付 ¥${total}` }));
  return view;
}

const resultRows = (dialog: HTMLElement) => Array.from(within(dialog).getByTestId('order-result-table').querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];

describe('ordering from an authorised shop (SPEC §4 “For source 4”)', () => {
  it('sends store_id with order_source 4, then delivers exactly the rows with a waybill number; all delivered → 下单成功 and 包裹列表', async () => {
    const server = serve();
    const { onClose } = await orderFromShop('T1001', 'T1002', 'T1004');
    expect(await screen.findByText('下单成功')).toBeInTheDocument();
    const make = server.callsTo('POST /api/gift/order/make');
    expect(make).toHaveLength(1);
    expect(make[0].body).toMatchObject({ platform: 2, order_source: OrderSource.AUTHORISED, store_id: 5 });
    expect((make[0].body!.rec_list as RecipientRequest[]).map((r) => [r.shop_order, r.rec_name, r.rec_mobile, r.rec_province, r.rec_address])).toEqual([
      ['T1001', '赵一', '13900001001', '广东省', '科技园1号'],
      ['T1002', '钱二', '13900001002', '广东省', '科技园2号'],
      ['T1004', '李四', '13900001004', '广东省', '科技园4号'],
    ]);
    const deliver = server.callsTo('POST /api/gift/auth/deliver');
    expect(deliver).toHaveLength(1);
    expect(deliver[0].body).toEqual({
      list: [
        { shop_order: 'T1001', waybill_code: 'YT9000' },
        { shop_order: 'T1002', waybill_code: 'YT9001' },
        { shop_order: 'T1004', waybill_code: 'YT9002' },
      ],
      platform: 2,
      store_id: 5,
    });
    expect(onClose).toHaveBeenCalled();
    expect(queryDialog('错误订单')).toBeNull();
  });

  it('the shop’s refusals and the rows without a waybill number go to 错误订单 as 发货错误 under the alert; nothing is ordered again', async () => {
    const server = serve({
      'POST /api/gift/order/make': shopMakeReply(['T1004']),
      'POST /api/gift/auth/deliver': deliverReply((n) => (n === 'T1002' ? '订单已退款，无法发货' : null)),
    });
    const { onClose } = await orderFromShop('T1001', 'T1002', 'T1004');
    const dialog = await findDialog('错误订单');
    expect(within(dialog).getByTestId('deliver-alert')).toHaveTextContent(StoreMessages.deliverAlert);
    // only the row with a waybill number went to the shop
    expect(server.callsTo('POST /api/gift/auth/deliver')[0].body!.list).toEqual([
      { shop_order: 'T1001', waybill_code: 'YT9000' },
      { shop_order: 'T1002', waybill_code: 'YT9001' },
    ]);
    await waitFor(() => expect(resultRows(dialog)).toHaveLength(2));
    const [refused, noWaybill] = resultRows(dialog);
    for (const text of ['T1002', 'YT9001', '是', '发货错误', '订单已退款，无法发货']) expect(refused).toHaveTextContent(text);
    for (const text of ['T1004', '是', '发货错误', '未出单号']) expect(noWaybill).toHaveTextContent(text);
    expect(screen.queryByText('下单成功')).toBeNull();
    // every recipient was ordered: the table is empty, and 我知道了 goes on to 包裹列表
    expect(footer()).toHaveTextContent('收件人 0 个');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(1);
  });

  it.each([
    ['the network', null, '网络错误，请检查网络'],
    ['a refusal of the whole call', { code: 500, msg: '服务器繁忙', data: null }, '服务器繁忙'],
  ])('a deliver call that fails as a whole (%s) lists every row sent, under the same alert', async (_what, envelope, text) => {
    const server = serve(envelope ? { 'POST /api/gift/auth/deliver': envelope } : {});
    if (!envelope) {
      const answer = server.fetchMock.getMockImplementation()!;
      server.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/api/gift/auth/deliver')) throw new TypeError('Failed to fetch');
        return answer(input, init);
      });
    }
    await orderFromShop('T1001', 'T1002');
    const dialog = await findDialog('错误订单');
    expect(within(dialog).getByTestId('deliver-alert')).toHaveTextContent(StoreMessages.deliverAlert);
    await waitFor(() => expect(resultRows(dialog)).toHaveLength(2));
    for (const row of resultRows(dialog)) {
      expect(row).toHaveTextContent('发货错误');
      expect(row).toHaveTextContent(text);
    }
    expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(1);
  });

  it('order errors keep type 订单错误 and stay in the table; only the ordered rows are delivered', async () => {
    const server = serve({
      'POST /api/gift/order/make': (call: RecordedCall) => {
        const reply = shopMakeReply()(call);
        for (const row of reply.data) if (row.shop_order === 'T1002') Object.assign(row, { status: 0, order: false, order_sn: '', waybill_code: '', error: '收件人手机号不正确' });
        return reply;
      },
    });
    const { onClose } = await orderFromShop('T1001', 'T1002');
    const dialog = await findDialog('错误订单');
    expect(server.callsTo('POST /api/gift/auth/deliver')[0].body!.list).toEqual([{ shop_order: 'T1001', waybill_code: 'YT9000' }]);
    await waitFor(() => expect(resultRows(dialog)).toHaveLength(1));
    expect(resultRows(dialog)[0]).toHaveTextContent('订单错误');
    expect(resultRows(dialog)[0]).toHaveTextContent('否');
    expect(within(dialog).queryByTestId('deliver-alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(queryDialog('错误订单')).toBeNull());
    expect(footer()).toHaveTextContent('收件人 1 个');
    expect(onClose).not.toHaveBeenCalled();
    // the ordered one is no longer selected in the tab
    expect(screen.getByTestId('selected-count')).toHaveTextContent('已选 1 单');
  });
});
