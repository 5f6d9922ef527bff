import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { captureDownloads, mockApi, ok, type RecordedCall, renderInApp, resetBrowserState, serveFile, XLSX_TYPE } from 'shared-contracts/testing';
import { PARCELS, serveOrders, serveParcels } from '../../test-support/order-fixtures';
import { chinaToday } from '../../utils/china-time';
import { OrderListPage } from './index';

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/user/order/list');
const lastBody = (calls: RecordedCall[]) => listCalls(calls).at(-1)?.body;
const table = () => screen.getByRole('region', { name: '订单列表' });
const bodyRows = (region = table()) => Array.from(region.querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);

async function renderOrders(path = '/user-center/order-list', routes: Parameters<typeof mockApi>[0] = {}) {
  const server = mockApi({ 'POST /api/user/order/list': serveOrders, 'POST /api/user/order/parcel': serveParcels, ...routes });
  const view = renderInApp(<OrderListPage />, { path, loggedIn: true });
  await waitFor(() => expect(table().querySelector('.ant-table')).not.toBeNull());
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
  return { ...view, server };
}

function search(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

beforeEach(resetBrowserState);

describe('订单列表', () => {
  it('shows the orders: goods, quantity per recipient, recipients, ¥ amount with 已退, status with 已发 n/总 m, platform, China time, 详情', async () => {
    const { server } = await renderOrders();
    expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10 });
    expect(within(table()).getByText('共 23 条')).toBeInTheDocument();
    const [first, second] = bodyRows();
    expect(cells(first)).toEqual(['DD2026112300100', '陶瓷马克杯', '每人 1 件', '3', '¥12.50', '已发货已发 3/总 3', '拼多多', '2026-11-23 12:00:00', '详情']);
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/goods/10.png');
    expect(cells(second)[4]).toBe('¥13.50已退 ¥3.50');
    expect(cells(second)[5]).toBe('待发货已发 1/总 3已退款 1');
  });

  it('reads status, search and time range from the URL and sends them in the body (days widened to whole China days)', async () => {
    const { server } = await renderOrders(
      // page 2 is past the end of what matches: the kit moves to page 1 after the first call
      `/user-center/order-list?status=2&rec=${encodeURIComponent('张三')}&goods_name=${encodeURIComponent('毛巾')}&start_time=2026-11-22&end_time=${encodeURIComponent('2026-11-23 10:30:00')}&page=2`,
    );
    expect(listCalls(server.calls)[0].body).toEqual({
      page: 2,
      page_size: 10,
      status: 2,
      rec: '张三',
      goods_name: '毛巾',
      start_time: '2026-11-22 00:00:00',
      end_time: '2026-11-23 10:30:00',
    });
    expect(screen.getByRole('tab', { name: '待发货' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: '收件人' })).toHaveValue('张三');
    expect(screen.getByRole('textbox', { name: '商品名称' })).toHaveValue('毛巾');
  });

  it('搜索 writes the filters into the URL (page 1) and the request body; 重置 clears them', async () => {
    const { server, location } = await renderOrders('/user-center/order-list?page=2');
    search('订单号', ' DD2026112300097 ');
    search('收件人', '张三');
    expect(listCalls(server.calls)).toHaveLength(1); // typing asks nothing
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(location()).toBe(`/user-center/order-list?order_sn=DD2026112300097&rec=${encodeURIComponent('张三')}`));
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, order_sn: 'DD2026112300097', rec: '张三' }));
    await waitFor(() => expect(within(table()).getByText('共 1 条')).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(location()).toBe('/user-center/order-list'));
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10 }));
    expect(screen.getByRole('textbox', { name: '订单号' })).toHaveValue('');
  });

  it('status tabs apply at once and keep the search; 全部 drops the status', async () => {
    const { server, location } = await renderOrders(`/user-center/order-list?rec=${encodeURIComponent('李四')}`);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '待付款', '待发货', '已发货']);
    fireEvent.click(screen.getByRole('tab', { name: '已发货' }));
    await waitFor(() => expect(location()).toBe(`/user-center/order-list?status=3&rec=${encodeURIComponent('李四')}`));
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, status: 3, rec: '李四' }));
    await waitFor(() => expect(within(table()).getByText('共 8 条')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(location()).toBe(`/user-center/order-list?rec=${encodeURIComponent('李四')}`));
    await waitFor(() => expect(within(table()).getByText('共 23 条')).toBeInTheDocument());
  });

  it('下单时间: a shortcut picks whole China days, sent as 00:00:00 to 23:59:59', async () => {
    const { server, location } = await renderOrders();
    const [start] = await screen.findAllByPlaceholderText('开始时间');
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.click(await screen.findByText('今天'));
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    const today = chinaToday();
    await waitFor(() => expect(location()).toBe(`/user-center/order-list?start_time=${today}&end_time=${today}`));
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, start_time: `${today} 00:00:00`, end_time: `${today} 23:59:59` }));
  });

  it('an empty list of a new user says 暂无订单; a search that finds nothing says so', async () => {
    const view = await renderOrders('/user-center/order-list', { 'POST /api/user/order/list': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    expect(within(table()).getByText('暂无订单')).toBeInTheDocument();
    view.unmount();
    await renderOrders('/user-center/order-list?order_sn=NOPE');
    expect(within(table()).getByText('没有符合条件的订单')).toBeInTheDocument();
  });

  it('详情 opens the order in a drawer and asks for its parcels by order_sn, paged inside the drawer', async () => {
    const { server, location } = await renderOrders('/user-center/order-list?page=1');
    fireEvent.click(screen.getByRole('button', { name: '订单 DD2026112300099 详情' }));
    // (antd's ids are all "test-id" under jest, so the dialog's name cannot be resolved: its title is checked)
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('订单详情')).toHaveClass('ant-drawer-title');
    expect(within(drawer).getByText('DD2026112300099')).toBeInTheDocument();
    expect(within(drawer).getByText('¥13.50')).toBeInTheDocument();
    expect(within(drawer).getByText('¥3.50')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/user/order/parcel').at(-1)?.body).toEqual({ order_sn: 'DD2026112300099', page: 1, page_size: 10 }));
    const parcels = within(drawer).getByRole('region', { name: '订单包裹' });
    await waitFor(() => expect(bodyRows(parcels)).toHaveLength(3));
    const [zhang, li, wang] = bodyRows(parcels).map(cells);
    expect(zhang.slice(0, 4)).toEqual(['753100000003中通快递', '张三 138****8000', '浙江省 杭州市 西湖区 文三路100号', 'SO1-0']);
    expect(li[0]).toBe('生成中中通快递');
    // 状态 then 物流状态: a refused parcel never reached a courier
    expect(wang.slice(-2)).toEqual(['已退款', '—']);
    expect(zhang.at(-1)).toBe('异常已赔付 ¥2.00物流');
    expect(location()).toBe('/user-center/order-list?page=1');
  });

  it('an order with many parcels pages them inside the drawer, by order_sn, without touching the list\'s URL', async () => {
    const many = (call: RecordedCall) => {
      const q = call.body as { order_sn: string; page: number; page_size: number };
      const rows = Array.from({ length: 13 }, (_, i) => ({ ...PARCELS[0], id: 5000 + i, order_sn: q.order_sn, rec_name: `收件人${i + 1}` }));
      return ok({ list: rows.slice((q.page - 1) * q.page_size, q.page * q.page_size), page: q.page, page_size: q.page_size, data_count: rows.length });
    };
    const { server, location } = await renderOrders('/user-center/order-list', { 'POST /api/user/order/parcel': many });
    fireEvent.click(screen.getByRole('button', { name: '订单 DD2026112300100 详情' }));
    const parcels = within(await screen.findByRole('dialog')).getByRole('region', { name: '订单包裹' });
    await waitFor(() => expect(bodyRows(parcels)).toHaveLength(10));
    expect(within(parcels).getByText('共 13 条')).toBeInTheDocument();
    fireEvent.click(within(parcels).getByTitle('2'));
    await waitFor(() => expect(server.callsTo('POST /api/user/order/parcel').at(-1)?.body).toEqual({ order_sn: 'DD2026112300100', page: 2, page_size: 10 }));
    await waitFor(() => expect(bodyRows(parcels).map((r) => cells(r)[1].split(' ')[0])).toEqual(['收件人11', '收件人12', '收件人13']));
    expect(location()).toBe('/user-center/order-list');
  });

  describe('导出', () => {
    let saved: ReturnType<typeof captureDownloads>;
    beforeEach(() => {
      saved = captureDownloads();
    });
    afterEach(() => jest.restoreAllMocks());

    it('posts the current filters (no paging) to the server and saves the file it sends', async () => {
      const { server } = await renderOrders(`/user-center/order-list?status=2&rec=${encodeURIComponent('张三')}&start_time=2026-11-20&page=2`);
      serveFile(server, '/api/user/order/download');
      fireEvent.click(screen.getByRole('button', { name: /导出/ }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const call = server.callsTo('POST /api/user/order/download')[0];
      expect(call.body).toEqual({ status: 2, rec: '张三', start_time: '2026-11-20 00:00:00' });
      expect(call.authorization).toBe('Bearer tok-123');
      expect(saved[0].name).toMatch(/^订单列表-\d{8}-\d{4}\.xlsx$/);
      expect(saved[0].blob.type).toBe(XLSX_TYPE);
      expect(saved[0].blob.size).toBe(6);
    });

    it('shows the server\'s msg when it refuses, and saves nothing', async () => {
      const { server } = await renderOrders();
      serveFile(server, '/api/user/order/download', { code: 1, msg: '导出太频繁，请稍后再试' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /导出/ })));
      expect(await screen.findByText('导出失败：导出太频繁，请稍后再试')).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });
});
