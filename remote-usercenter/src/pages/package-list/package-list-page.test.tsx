import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { captureDownloads, mockApi, ok, type RecordedCall, renderInApp, resetBrowserState, serveFile } from 'shared-contracts/testing';
import { serveParcels } from '../../test-support/order-fixtures';
import { PackageListPage } from './index';

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/user/order/parcel');
const lastBody = (calls: RecordedCall[]) => listCalls(calls).at(-1)?.body;
const table = () => screen.getByRole('region', { name: '包裹列表' });
const bodyRows = () => Array.from(table().querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);

async function renderParcels(path = '/user-center/package-list') {
  const server = mockApi({ 'POST /api/user/order/parcel': serveParcels });
  const view = renderInApp(<PackageListPage />, { path, loggedIn: true });
  await waitFor(() => expect(table().querySelector('.ant-table')).not.toBeNull());
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
  return { ...view, server };
}

beforeEach(resetBrowserState);

describe('包裹列表', () => {
  it('shows each parcel: waybill with courier (生成中 before it has one), recipient, the masked phone as sent, address, shop order, goods, price, status, time', async () => {
    const { server } = await renderParcels();
    expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10 });
    expect(within(table()).getByText('共 69 条')).toBeInTheDocument();
    const [zhang, li] = bodyRows().map(cells);
    expect(zhang).toEqual([
      '753100000000中通快递',
      '张三 138****8000',
      '浙江省 杭州市 西湖区 文三路100号',
      'SO0-0',
      '陶瓷马克杯 ×1',
      '¥4.50',
      '已发货',
      '已签收物流',
      '已回传',
      '2026-11-23 12:00:00',
      '申请售后',
    ]);
    expect(li[0]).toBe('753100000001中通快递');
    expect(li[3]).toBe('—');
    expect(cells(bodyRows()[4])[0]).toBe('生成中中通快递');
  });

  it('回传店铺: the delivery state of parcels from a shop (— otherwise); a refusal or an outage tells why in a tooltip', async () => {
    await renderParcels();
    const deliver = (i: number) => cells(bodyRows()[i])[8];
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(deliver)).toEqual(['已回传', '待回传重新回传', '回传失败', '待回传重新回传', '待回传', '待回传', '—', '回传重试中重新回传']);
    const refused = within(bodyRows()[2]).getByLabelText('回传失败：订单已退款，无法发货');
    fireEvent.mouseEnter(refused);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('订单已退款，无法发货');
    expect(within(bodyRows()[9]).getByLabelText('回传重试中：平台暂时无法接收，稍后自动重试')).toBeInTheDocument();
  });

  it('重新回传 sends the row to its shop (with the order\'s platform), says the shop\'s answer and reloads the list', async () => {
    const server = mockApi({
      'POST /api/user/order/parcel': serveParcels,
      'POST /api/gift/auth/deliver': [
        (call) => ok([{ ...(call.body!.list as { shop_order: string; waybill_code: string }[])[0], send_status: 1 as const, msg: '已回传' }]),
        (call) => ok([{ ...(call.body!.list as { shop_order: string; waybill_code: string }[])[0], send_status: 0 as const, msg: '订单已退款，无法发货' }]),
      ],
    });
    renderInApp(<PackageListPage />, { path: '/user-center/package-list', loggedIn: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const before = listCalls(server.calls).length;
    fireEvent.click(within(bodyRows()[3]).getByRole('button', { name: '重新回传' }));
    expect(await screen.findByText('已回传', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/auth/deliver')[0].body).toEqual({ list: [{ shop_order: 'SO1-0', waybill_code: '753100000003' }], platform: 3, store_id: 5 });
    await waitFor(() => expect(listCalls(server.calls).length).toBeGreaterThan(before));

    fireEvent.click(within(bodyRows()[9]).getByRole('button', { name: '重新回传' }));
    expect(await screen.findByText('订单已退款，无法发货', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/auth/deliver')[1].body).toEqual({ list: [{ shop_order: 'SO3-0', waybill_code: '753100000009' }], platform: 3, store_id: 5 });
  });

  it('the counters\' links preset the status: ?status=2 asks for 待发货 parcels and marks its tab', async () => {
    const { server } = await renderParcels('/user-center/package-list?status=2');
    expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, status: 2 });
    expect(screen.getByRole('tab', { name: '待发货' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '待付款', '待发货', '已发货', '已退款']);
  });

  it('已退款: the tab asks for status 4; the row\'s status tells the courier\'s reason in a tooltip', async () => {
    const { server, location } = await renderParcels();
    fireEvent.click(screen.getByRole('tab', { name: '已退款' }));
    await waitFor(() => expect(location()).toBe('/user-center/package-list?status=4'));
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, status: 4 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cells(bodyRows()[0])[0]).toBe('—中通快递');
    const status = within(bodyRows()[0]).getByLabelText('已退款：该地址超出派送范围');
    fireEvent.mouseEnter(status);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('该地址超出派送范围');
  });

  it('搜索 writes 订单号, 店铺订单号, 快递单号, 收件人 into the URL and the body; no goods name here', async () => {
    const { server, location } = await renderParcels('/user-center/package-list?status=3&page=3');
    expect(screen.queryByRole('textbox', { name: '商品名称' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: '快递单号' }), { target: { value: '753100000003' } });
    fireEvent.change(screen.getByRole('textbox', { name: '收件人' }), { target: { value: '张三' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location()).toBe(`/user-center/package-list?status=3&waybill_code=753100000003&rec=${encodeURIComponent('张三')}`));
    await waitFor(() => expect(lastBody(server.calls)).toEqual({ page: 1, page_size: 10, status: 3, waybill_code: '753100000003', rec: '张三' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cells(bodyRows()[0])[1]).toBe('张三 138****8000');
  });

  describe('导出', () => {
    let saved: ReturnType<typeof captureDownloads>;
    beforeEach(() => {
      saved = captureDownloads();
    });
    afterEach(() => jest.restoreAllMocks());

    it('posts the filters to the parcel download and saves the server\'s file', async () => {
      const { server } = await renderParcels(`/user-center/package-list?status=3&shop_order=SO0-0&end_time=2026-11-23`);
      serveFile(server, '/api/user/order/parcel/download');
      const button = screen.getByRole('button', { name: /导出/ });
      fireEvent.click(button);
      await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(server.callsTo('POST /api/user/order/parcel/download')[0].body).toEqual({ status: 3, shop_order: 'SO0-0', end_time: '2026-11-23 23:59:59' });
      expect(saved[0].name).toMatch(/^包裹列表-\d{8}-\d{4}\.xlsx$/);
      await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    });

    it('a refusal shows the server\'s msg', async () => {
      const { server } = await renderParcels();
      serveFile(server, '/api/user/order/parcel/download', { code: 1, msg: '一次最多导出50000个包裹，请缩小范围' });
      fireEvent.click(screen.getByRole('button', { name: /导出/ }));
      expect(await screen.findByText('导出失败：一次最多导出50000个包裹，请缩小范围')).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });
});
