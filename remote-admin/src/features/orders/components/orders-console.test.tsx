import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminParcelDetail, OperatorRole } from 'shared-contracts/admin';
import { captureDownloads, fail, findDialog, mockApi, ok, renderInApp, serveFile, XLSX_TYPE } from 'shared-contracts/testing';
import { AdminOrdersPage } from '../../../pages/orders';
import { serveConsole, startAtConsole } from '../../../test-support/console';
import { adminOrder, adminParcel } from '../../../test-support/order-fixtures';
import { SITE_OPTIONS } from '../../../test-support/site-fixtures';

const NB = { site_id: 3, site_name: '礼品代发商城·宁波分站' };
const ORDERS = [adminOrder(1), adminOrder(2, { ...NB, mobile: '137****0022', margin: 3.2, status: 3, dispatched_count: 3, refund_price: 4.5 })];
const PARCELS = [adminParcel(11), adminParcel(12, { ...NB, mobile: '137****0022', cost: 8.5, margin: 1.75, status: 4, waybill_code: '', error: '该地址超出派送范围' })];
const COURIERS = [
  { id: 1, name: '中通快递' },
  { id: 2, name: '圆通快递' },
];

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/orders': ok({ list: ORDERS, page: 1, page_size: 10, data_count: 2 }),
    'GET /api/admin/parcels': ok({ list: PARCELS, page: 1, page_size: 10, data_count: 2 }),
    'GET /api/admin/site-options': ok(SITE_OPTIONS),
    'GET /api/admin/courier-options': ok(COURIERS),
    ...extra,
  });
}

const region = (name: string) => screen.findByRole('region', { name });
const rowOf = async (list: string, text: string) => (await within(await region(list)).findByText(text)).closest('tr') as HTMLElement;
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found.at(-1)!);
};

beforeEach(() => startAtConsole('/admin/orders'));

describe('订单与包裹: 订单', () => {
  it('lists every site’s orders for admin with the member, the site and a 分站’s margin; the filters go to the query', async () => {
    const server = serve('admin');
    const { location } = renderInApp(<AdminOrdersPage />, { path: '/admin/orders?from=2026-11-01&to=2026-11-30' });
    await waitFor(() => expect(server.queriesTo('GET /api/admin/orders')).toHaveLength(1));
    expect(server.queriesTo('GET /api/admin/orders')[0]).toEqual({ page: '1', page_size: '10', start_time: '2026-11-01 00:00:00', end_time: '2026-11-30 23:59:59' });
    expect(server.callsTo('GET /api/admin/orders')[0].operatorToken).toBe('op-tok');

    const main = await rowOf('订单列表', 'DD2026112300001');
    for (const text of ['138****0007', '礼品代发商城', '陶瓷马克杯', '¥37.50', '—', '待发货', '已发 1/总 3', '2026-11-23 12:00:00']) expect(within(main).getByText(text)).toBeInTheDocument();
    const nb = await rowOf('订单列表', 'DD2026112300002');
    for (const text of ['137****0022', '礼品代发商城·宁波分站', '¥3.20', '已退 ¥4.50', '已发货']) expect(within(nb).getByText(text)).toBeInTheDocument();

    await choose('站点', '礼品代发商城·宁波分站');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/orders').at(-1)).toMatchObject({ page: '1', site_id: '3' }));
    await choose('订单状态', '已发货');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/orders').at(-1)).toMatchObject({ site_id: '3', status: '3' }));

    const asked = server.callsTo('GET /api/admin/orders').length;
    fireEvent.change(screen.getByLabelText('会员手机号'), { target: { value: ' 0022 ' } });
    fireEvent.change(screen.getByLabelText('商品名称'), { target: { value: '马克杯' } });
    fireEvent.change(screen.getByLabelText('收件人'), { target: { value: '张三' } });
    // typing asks nothing until 搜索
    expect(server.callsTo('GET /api/admin/orders')).toHaveLength(asked);
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(server.queriesTo('GET /api/admin/orders').at(-1)).toEqual({
        page: '1',
        page_size: '10',
        status: '3',
        rec: '张三',
        goods_name: '马克杯',
        mobile: '0022',
        start_time: '2026-11-01 00:00:00',
        end_time: '2026-11-30 23:59:59',
        site_id: '3',
      }),
    );
    expect(location()).toContain('mobile=0022');

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/orders').at(-1)).toEqual({ page: '1', page_size: '10' }));
    expect(screen.getByLabelText('会员手机号')).toHaveValue('');
  });

  it('a 分站’s owner sees no 站点 filter or column and never sends a site, but sees the 分站毛利', async () => {
    const server = serve('site_owner');
    renderInApp(<AdminOrdersPage />, { path: '/admin/orders?site_id=4' });
    await rowOf('订单列表', 'DD2026112300002');
    expect(server.queriesTo('GET /api/admin/orders')[0]).toEqual({ page: '1', page_size: '10' });
    expect(screen.queryByRole('combobox', { name: '站点' })).toBeNull();
    const table = await region('订单列表');
    expect(within(table).queryByRole('columnheader', { name: '站点' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: '分站毛利' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/site-options')).toHaveLength(0);
  });

  it('says so when nothing matches, and why when the list cannot load', async () => {
    serve('support', { 'GET /api/admin/orders': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    const first = renderInApp(<AdminOrdersPage />, { path: '/admin/orders?mobile=0000' });
    expect(await screen.findByText('没有符合条件的订单')).toBeInTheDocument();
    first.unmount();
    serve('support', { 'GET /api/admin/orders': fail(50, '订单暂时无法查询') });
    renderInApp(<AdminOrdersPage />, { path: '/admin/orders' });
    expect(await screen.findByText('订单暂时无法查询')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  });
});

describe('订单与包裹: 包裹', () => {
  it('包裹 keeps the shared filters, adds 物流状态 and shows a 分站 parcel’s cost and margin', async () => {
    const server = serve('admin');
    const { location } = renderInApp(<AdminOrdersPage />, { path: '/admin/orders?mobile=0022&status=2&goods_name=杯' });
    await rowOf('订单列表', 'DD2026112300001');
    fireEvent.click(screen.getByRole('tab', { name: '包裹' }));
    await waitFor(() => expect(location()).toBe('/admin/orders?goods_name=%E6%9D%AF&mobile=0022&tab=parcels'));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/parcels').at(-1)).toEqual({ page: '1', page_size: '10', mobile: '0022', goods_name: '杯' }));

    const nb = await rowOf('包裹列表', 'SO12');
    for (const text of ['137****0022', '礼品代发商城·宁波分站', '¥12.50', '¥8.50', '¥1.75', '已退款', '运输中']) expect(within(nb).getByText(text)).toBeInTheDocument();
    const main = await rowOf('包裹列表', 'SO11');
    for (const text of ['753100011', '张三', '138****8000', '浙江省 杭州市 西湖区 文三路100号', '已发货']) expect(within(main).getByText(text)).toBeInTheDocument();
    expect(within(main).getAllByText('—')).toHaveLength(2);

    await choose('物流状态', '运输中');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/parcels').at(-1)).toMatchObject({ mobile: '0022', track_state: 'in_transit' }));
    await choose('包裹状态', '已退款');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/parcels').at(-1)).toMatchObject({ track_state: 'in_transit', status: '4' }));
    expect(location()).toContain('tab=parcels');
    // the goods search is the parcels' too (issue 34), kept from the orders' tab
    expect(screen.getByLabelText('商品名称')).toHaveValue('杯');
  });
});

describe('订单与包裹: 供货店铺 (issue 33)', () => {
  const SHOPS = [
    { id: 1, name: '义乌仓' },
    { id: 5, name: '金华礼品店' },
  ];

  it('包裹 filters by the 供货店铺 for a main-site role; the export takes it too', async () => {
    const saved = captureDownloads();
    const server = serve('finance', { 'GET /api/admin/supplier-shop-options': ok(SHOPS) });
    const { location } = renderInApp(<AdminOrdersPage />, { path: '/admin/orders?tab=parcels' });
    await rowOf('包裹列表', 'SO11');
    await choose('供货店铺', '金华礼品店');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/parcels').at(-1)).toEqual({ page: '1', page_size: '10', shop_id: '5' }));
    expect(location()).toBe('/admin/orders?tab=parcels&shop_id=5');
    serveFile(server, '/api/admin/parcels/export');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(server.callsTo('GET /api/admin/parcels/export')[0].query)).toEqual({ shop_id: '5' });
    jest.restoreAllMocks();
  });

  it('a 分站’s operators see no 供货店铺 filter and never send one', async () => {
    const server = serve('site_owner', { 'GET /api/admin/supplier-shop-options': ok(SHOPS) });
    renderInApp(<AdminOrdersPage />, { path: '/admin/orders?tab=parcels&shop_id=5' });
    await rowOf('包裹列表', 'SO11');
    expect(server.queriesTo('GET /api/admin/parcels')[0]).toEqual({ page: '1', page_size: '10' });
    expect(screen.queryByRole('combobox', { name: '供货店铺' })).toBeNull();
    expect(server.callsTo('GET /api/admin/supplier-shop-options')).toHaveLength(0);
  });
});

describe('订单与包裹: 导出', () => {
  let saved: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    saved = captureDownloads();
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the server’s file with the current filters and no paging', async () => {
    const server = serve('ops');
    renderInApp(<AdminOrdersPage />, { path: '/admin/orders?status=2&site_id=3&mobile=0022&page=2' });
    await rowOf('订单列表', 'DD2026112300001');
    serveFile(server, '/api/admin/orders/export');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = server.callsTo('GET /api/admin/orders/export')[0];
    expect(Object.fromEntries(call.query)).toEqual({ status: '2', mobile: '0022', site_id: '3' });
    expect(call.operatorToken).toBe('op-tok');
    expect(saved[0].name).toMatch(/^订单-\d{8}-\d{4}\.xlsx$/);
    expect(saved[0].blob.type).toBe(XLSX_TYPE);
  });

  it('包裹 downloads its own file; a refusal is said and nothing saved', async () => {
    const server = serve('site_staff');
    renderInApp(<AdminOrdersPage />, { path: '/admin/orders?tab=parcels&track_state=signed&site_id=3' });
    await rowOf('包裹列表', 'SO11');
    serveFile(server, '/api/admin/parcels/export', { code: 1, msg: '导出太频繁，请稍后再试' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /导\s*出/ })));
    expect(await screen.findByText('导出失败：导出太频繁，请稍后再试')).toBeInTheDocument();
    expect(Object.fromEntries(server.callsTo('GET /api/admin/parcels/export')[0].query)).toEqual({ track_state: 'signed' });
    expect(saved).toHaveLength(0);
  });
});

describe('订单与包裹: operators’ search, the parcel detail and amounts (issue 34)', () => {
  /** The parcel SO11 as GET /api/admin/parcels/11 answers: two courier events and a manual compensation. */
  const detailOf = (amounts: boolean): AdminParcelDetail => ({
    parcel: { ...adminParcel(11, amounts ? { compensation: 1.5 } : { price: null }), compensated: true, parcel_sn: 'P2026112300011', goods_id: 10 },
    track: {
      id: 11,
      parcel_sn: 'P2026112300011',
      waybill_code: '753100011',
      express_name: '中通快递',
      track_state: 'in_transit',
      track_state_name: '运输中',
      dispatched_at: '2026-11-23 13:00:00',
      picked_up_at: '2026-11-23 18:00:00',
      signed_at: '',
      events: [
        { time: '2026-11-24 08:00:00', state: 'in_transit', state_name: '运输中', description: '到达杭州转运中心', location: '杭州市' },
        { time: '2026-11-23 18:00:00', state: 'picked_up', state_name: '已揽收', description: '快件已揽收', location: '金华市' },
      ],
    },
    compensations: [
      { kind: 'manual', kind_name: '人工赔付', reason: 'manual', reason_name: '人工赔付', amount: amounts ? 1.5 : null, created_at: '2026-11-25 10:00:00', status: 'credited', status_name: '已到账' },
    ],
  });

  it('searches by the recipient’s whole phone only, goods id and courier, across the filter bar', async () => {
    const server = serve('support');
    const { location } = renderInApp(<AdminOrdersPage />, { path: '/admin/orders?tab=parcels' });
    await rowOf('包裹列表', 'SO11');
    const asked = server.callsTo('GET /api/admin/parcels').length;
    fireEvent.change(screen.getByLabelText('收件人手机号'), { target: { value: '1391234' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    // part of a number is said and never asked
    expect(await screen.findByText('请输入完整的 11 位手机号')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/parcels')).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('收件人手机号'), { target: { value: ' 13912345678 ' } });
    fireEvent.change(screen.getByLabelText('商品 ID'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/parcels').at(-1)).toEqual({ page: '1', page_size: '10', rec_mobile: '13912345678', goods_id: '10' }));
    await choose('快递', '圆通快递');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/parcels').at(-1)).toEqual({ page: '1', page_size: '10', rec_mobile: '13912345678', goods_id: '10', courier_id: '2' }));
    expect(location()).toContain('rec_mobile=13912345678');

    // the orders' tab keeps them, and sends the whole number too
    fireEvent.click(screen.getByRole('tab', { name: '订单' }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/orders').at(-1)).toEqual({ page: '1', page_size: '10', rec_mobile: '13912345678', goods_id: '10', courier_id: '2' }));
  });

  it('opens a parcel’s detail from the list: the parcel, its track and its compensation with the amount (finance)', async () => {
    const server = serve('finance', { 'GET /api/admin/parcels/11': ok(detailOf(true)) });
    renderInApp(<AdminOrdersPage />, { path: '/admin/orders?tab=parcels' });
    fireEvent.click(within(await rowOf('包裹列表', 'SO11')).getByRole('button', { name: /详\s*情/ }));
    const drawer = await findDialog('包裹详情 · 张三');
    expect(server.callsTo('GET /api/admin/parcels/11')).toHaveLength(1);
    const facts = within(drawer).getByRole('region', { name: '包裹信息' });
    for (const text of ['P2026112300011', '张三 138****8000', '陶瓷马克杯 ×2（ID 10）', '中通快递 753100011', '2026-11-23 18:00:00', '¥12.50']) expect(within(facts).getByText(text)).toBeInTheDocument();
    const track = within(drawer).getByRole('list', { name: '物流轨迹' });
    expect(within(track).getAllByText(/转运中心|已揽收/).map((node) => node.textContent)).toEqual(['到达杭州转运中心', '快件已揽收']);
    const compensation = (await within(drawer).findByText('已到账')).closest('tr') as HTMLElement;
    for (const text of ['人工赔付', '¥1.50', '2026-11-25 10:00:00']) expect(within(compensation).getAllByText(text).length).toBeGreaterThan(0);
  });

  it('shows support no amount column in either list or in the detail, yet says a parcel was compensated', async () => {
    const stripped = { total_price: null, refund_price: null, margin: null };
    serve('support', {
      'GET /api/admin/orders': ok({ list: [adminOrder(1, stripped)], page: 1, page_size: 10, data_count: 1 }),
      'GET /api/admin/parcels': ok({ list: [adminParcel(11, { price: null, compensated: true })], page: 1, page_size: 10, data_count: 1 }),
      'GET /api/admin/parcels/11': ok(detailOf(false)),
    });
    renderInApp(<AdminOrdersPage />, { path: '/admin/orders' });
    const orders = await region('订单列表');
    await within(orders).findByText('DD2026112300001');
    for (const title of ['金额', '分站毛利']) expect(within(orders).queryByRole('columnheader', { name: title })).toBeNull();
    expect(within(orders).getByRole('columnheader', { name: '收件人数' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '包裹' }));
    const row = await rowOf('包裹列表', 'SO11');
    const parcels = await region('包裹列表');
    for (const title of ['价格', '分站成本', '分站毛利']) expect(within(parcels).queryByRole('columnheader', { name: title })).toBeNull();
    expect(within(row).getByText('已赔付')).toBeInTheDocument();
    expect(within(row).queryByText(/¥/)).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /详\s*情/ }));
    const drawer = await findDialog('包裹详情 · 张三');
    const compensation = (await within(drawer).findByText('已到账')).closest('tr') as HTMLElement;
    // 类型 and 原因 of a manual one
    expect(within(compensation).getAllByText('人工赔付')).toHaveLength(2);
    expect(within(drawer).queryByRole('columnheader', { name: '金额' })).toBeNull();
    expect(within(drawer).queryByText(/¥/)).toBeNull();
  });
});
