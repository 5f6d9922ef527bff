import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { mockApi, ok, pageReply, renderInApp } from 'shared-contracts/testing';
import { AdminWorkOrdersPage } from '../../../pages/work-orders';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';
import { SITE_OPTIONS } from '../../../test-support/site-fixtures';
import { workOrderDetail, workOrderRow } from '../../../test-support/work-order-fixtures';

const ROWS = [
  workOrderRow(1, { unread: true }),
  workOrderRow(2, { type: 'damaged', type_name: '破损', status: 'awaiting_merchant', status_name: '待商家回复', assignee_id: 9, assignee_name: '周客服', first_reply_at: '2026-11-25 11:00:00', parcel_sns: ['GO202611200000002-00001', 'GO202611200000002-00002'] }),
  workOrderRow(3, { status: 'processing', status_name: '处理中', assignee_id: 3, assignee_name: '陈客服', site_id: 3, site_name: '礼品代发商城·宁波分站' }),
];

const page = pageReply(ROWS);

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/work-orders': page,
    'GET /api/admin/work-orders/5': ok(workOrderDetail()),
    'GET /api/admin/site-options': ok(SITE_OPTIONS),
    ...extra,
  });
}

const queries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/work-orders');
const rowOf = (text: string) => rowIn('工单列表', text);

beforeEach(() => startAtConsole('/admin/work-orders'));

describe('工单 queue', () => {
  it('asks for the open work orders by default and shows each row: 新消息, user, type, parcels, status, 处理人, times', async () => {
    const server = serve('support');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders' });
    await waitFor(() => expect(queries(server)).toHaveLength(1));
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10', open: '1' });
    expect(server.callsTo('GET /api/admin/work-orders')[0].operatorToken).toBe('op-tok');

    const first = await rowOf('GD2611250001');
    expect(within(first).getByTitle('新消息')).toBeInTheDocument();
    for (const text of ['138****0000', '未揽收', 'GO202611200000001-00001', '包裹两天了还没有揽收', '待处理', '未认领', '2026-11-25 09:30:00', '—']) expect(first).toHaveTextContent(text);
    const second = await rowOf('GD2611250002');
    expect(within(second).queryByTitle('新消息')).toBeNull();
    for (const text of ['破损', 'GO202611200000002-00001、GO202611200000002-00002', '待商家回复', '周客服', '2026-11-25 11:00:00']) expect(second).toHaveTextContent(text);
    expect(screen.getByLabelText('状态').closest('.ant-select')).toHaveTextContent('全部未结束');
  });

  it("sends the URL's filters, and a changed filter asks again from page 1", async () => {
    const server = serve('admin');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?status=awaiting_merchant&type=lost&assignee=me&mobile=0000&keyword=GD261125&from=2026-11-01&to=2026-11-25&page=2' });
    await waitFor(() => expect(queries(server)).toHaveLength(1));
    expect(queries(server)[0]).toEqual({
      page: '2',
      page_size: '10',
      status: 'awaiting_merchant',
      type: 'lost',
      assignee: 'me',
      mobile: '0000',
      keyword: 'GD261125',
      start_date: '2026-11-01',
      end_date: '2026-11-25',
    });

    fireEvent.mouseDown(screen.getByLabelText('处理人'));
    fireEvent.click(await screen.findByTitle('未认领'));
    await waitFor(() => expect(queries(server).at(-1)).toMatchObject({ page: '1', assignee: 'none', status: 'awaiting_merchant' }));

    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await screen.findByTitle('全部状态'));
    await waitFor(() => expect(queries(server).at(-1)).not.toHaveProperty('status'));
    expect(queries(server).at(-1)).not.toHaveProperty('open');

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10', open: '1' }));
  });

  it('认领 claims an unclaimed work order at once, asks 改为由我处理？ for one someone else has, and is not offered on my own', async () => {
    const server = serve('support', { 'POST /api/admin/work-orders/1/claim': ok(null), 'POST /api/admin/work-orders/2/claim': ok(null) });
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders' });

    fireEvent.click(within(await rowOf('GD2611250001')).getByRole('button', { name: '认领工单 GD2611250001' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/work-orders/1/claim')).toHaveLength(1));
    expect(await screen.findByText('已认领')).toBeInTheDocument();
    // the queue asks again
    await waitFor(() => expect(queries(server).length).toBeGreaterThan(1));

    fireEvent.click(within(await rowOf('GD2611250002')).getByRole('button', { name: '认领工单 GD2611250002' }));
    expect(await screen.findByText('改为由我处理？')).toBeInTheDocument();
    expect(screen.getByText('该工单当前由 周客服 处理')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/work-orders/2/claim')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '改为由我处理' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/work-orders/2/claim')).toHaveLength(1));

    // 陈客服 (id 3) already handles GD2611250003
    expect(within(await rowOf('GD2611250003')).queryByRole('button', { name: /认领/ })).toBeNull();
    expect(within(await rowOf('GD2611250003')).getByRole('button', { name: '查看工单 GD2611250003' })).toBeInTheDocument();
  });

  it('查看 opens the work order in a drawer held in the URL (?id=), and closing it keeps the filters', async () => {
    const server = serve('support', { 'GET /api/admin/work-orders/1': ok(workOrderDetail({ id: 1, work_order_sn: 'GD2611250001' })) });
    const { location } = renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?type=damaged' });
    expect(within(await rowOf('GD2611250001')).getByTitle('新消息')).toBeInTheDocument();
    fireEvent.click(within(await rowOf('GD2611250001')).getByRole('button', { name: '查看工单 GD2611250001' }));
    await waitFor(() => expect(location()).toBe('/admin/work-orders?type=damaged&id=1'));
    expect(await screen.findByText('工单 GD2611250001')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/admin/work-orders/1').length).toBeGreaterThan(0));
    // opening it marks it read: its 新消息 dot goes
    await waitFor(() => expect(within(screen.getByRole('region', { name: '工单列表' })).queryByTitle('新消息')).toBeNull());
    const drawer = (await screen.findByText('工单 GD2611250001')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(location()).toBe('/admin/work-orders?type=damaged'));
  });

  it('is not shown to ops (no workorders.read)', async () => {
    const server = serve('ops');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders' });
    expect(await screen.findByText('无权查看工单')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/work-orders')).toHaveLength(0);
  });
});

describe('工单 queue: sites', () => {
  it('a main-site admin sees each work order’s site and filters by it', async () => {
    const server = serve('admin');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?site_id=3' });
    await waitFor(() => expect(queries(server)).toHaveLength(1));
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10', open: '1', site_id: '3' });
    expect(await rowOf('GD2611250003')).toHaveTextContent('礼品代发商城·宁波分站');
    expect(await rowOf('GD2611250001')).toHaveTextContent('礼品代发商城');
    const site = screen.getByRole('combobox', { name: '站点' });
    await waitFor(() => expect(site.closest('.ant-select')).toHaveTextContent('礼品代发商城·宁波分站'));

    fireEvent.mouseDown(site);
    fireEvent.click(await screen.findByTitle('主站'));
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10', open: '1', site_id: '1' }));
  });

  it('a 分站’s staff gets neither the 站点 column nor its filter, and never sends a site', async () => {
    const server = serve('site_staff');
    renderInApp(<AdminWorkOrdersPage />, { path: '/admin/work-orders?site_id=4' });
    await rowOf('GD2611250001');
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10', open: '1' });
    expect(screen.queryByRole('combobox', { name: '站点' })).toBeNull();
    expect(within(screen.getByRole('region', { name: '工单列表' })).queryByRole('columnheader', { name: '站点' })).toBeNull();
    expect(server.callsTo('GET /api/admin/site-options')).toHaveLength(0);
  });
});
