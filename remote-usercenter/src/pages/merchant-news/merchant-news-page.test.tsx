import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { NOTIFICATIONS, page, UNREAD, WORK_ORDERS } from '../../test-support/work-order-fixtures';
import { MerchantNewsPage } from './index';

// 工单管理 (issue 21): the 工单 list with its filters, the tabs with their unread counts, and 消息.
const table = (name: string) => screen.getByRole('region', { name });
const bodyRows = (name: string) => Array.from(table(name).querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const headers = (name: string) => Array.from(table(name).querySelectorAll('thead th')).map((th) => th.textContent);
const cell = (row: HTMLElement, name: string, header: string) => row.querySelectorAll('td')[headers(name).indexOf(header)] as HTMLElement;
const lastQuery = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).at(-1)?.query.toString();

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user/work-order/list': ok(page(WORK_ORDERS)),
    'GET /api/user/work-order/unread': ok(UNREAD),
    'GET /api/user/notification/list': ok(page(NOTIFICATIONS)),
    ...extra,
  });
}

beforeEach(resetBrowserState);

describe('工单管理 page', () => {
  it('lists the work orders: number, type, parcels, summary, a coloured 状态, times, 新回复 on an unread one, 查看', async () => {
    serve();
    renderInApp(<MerchantNewsPage />, { path: '/user-center/merchant-news', loggedIn: true });
    await waitFor(() => expect(bodyRows('工单列表')).toHaveLength(5));
    expect(headers('工单列表')).toEqual(['工单号', '问题类型', '关联包裹', '问题描述', '状态', '提交时间', '最后更新', '操作']);
    const rows = bodyRows('工单列表');
    const status = (i: number) => within(cell(rows[i], '工单列表', '状态')).getByText(WORK_ORDERS[i].status_name);
    expect(status(0)).toHaveClass('ant-tag-orange');
    expect(status(1)).toHaveClass('ant-tag-error');
    expect(status(2)).toHaveClass('ant-tag-processing');
    expect(status(3)).toHaveClass('ant-tag-success');
    expect(within(rows[1]).getByText('新回复')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('新回复')).toBeNull();
    expect(within(rows[0]).getByText('未揽收')).toBeInTheDocument();
    // three parcels: two shown, then how many
    expect(within(cell(rows[0], '工单列表', '关联包裹')).getByText('等 3 个')).toBeInTheDocument();
    expect(cell(rows[0], '工单列表', '问题描述').querySelector('[title]')).toHaveAttribute('title', WORK_ORDERS[0].summary);
    expect(within(rows[0]).getByRole('button', { name: /查看/ })).toBeInTheDocument();
  });

  it('状态 and 问题类型 filters go to the URL and the call; an empty list says so', async () => {
    const server = serve({ 'GET /api/user/work-order/list': [ok(page(WORK_ORDERS)), ok(page([]))] });
    const { location } = renderInApp(<MerchantNewsPage />, { path: '/user-center/merchant-news?page=2', loggedIn: true });
    await waitFor(() => expect(lastQuery(server.calls, '/api/user/work-order/list')).toBe('page=2&page_size=10'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('待商家回复'));
    await waitFor(() => expect(location()).toBe('/user-center/merchant-news?status=awaiting_merchant'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '问题类型' }));
    fireEvent.click(await screen.findByTitle('破损'));
    await waitFor(() => expect(location()).toBe('/user-center/merchant-news?status=awaiting_merchant&type=damaged'));
    await waitFor(() => expect(lastQuery(server.calls, '/api/user/work-order/list')).toBe('page=1&page_size=10&status=awaiting_merchant&type=damaged'));
    expect(await screen.findByText('没有符合条件的工单')).toBeInTheDocument();
  });

  it('each tab shows its unread count; ?tab=messages opens 消息, and the tab is written to the URL', async () => {
    serve();
    const { location } = renderInApp(<MerchantNewsPage />, { path: '/user-center/merchant-news?tab=messages', loggedIn: true });
    const tabs = screen.getAllByRole('tab');
    await waitFor(() => expect(within(tabs[0]).getByText('2')).toBeInTheDocument());
    expect(tabs[0]).toHaveTextContent('工单');
    expect(tabs[1]).toHaveTextContent('消息');
    expect(within(tabs[1]).getByText('3')).toBeInTheDocument();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bodyRows('消息列表')).toHaveLength(2));
    fireEvent.click(tabs[0]);
    await waitFor(() => expect(location()).toBe('/user-center/merchant-news'));
    await waitFor(() => expect(bodyRows('工单列表')).toHaveLength(5));
  });
});

describe('消息', () => {
  it('unread ones are bold with a dot; 未读 filters; 全部标为已读 marks all (no ids) and refreshes list and counts', async () => {
    const server = serve({
      'POST /api/user/notification/read': ok({ work_orders: 2, notifications: 0 }),
      'GET /api/user/work-order/unread': [ok(UNREAD), ok({ work_orders: 2, notifications: 0 })],
    });
    const { location } = renderInApp(<MerchantNewsPage />, { path: '/user-center/merchant-news?tab=messages', loggedIn: true });
    await waitFor(() => expect(bodyRows('消息列表')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '未读 超时赔付已到账' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '工单 GD261125000002 有新回复' })).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('未读'));
    await waitFor(() => expect(location()).toBe('/user-center/merchant-news?tab=messages&unread=1'));
    await waitFor(() => expect(lastQuery(server.calls, '/api/user/notification/list')).toBe('page=1&page_size=10&unread=1'));

    const lists = server.callsTo('GET /api/user/notification/list').length;
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('已全部标为已读')).toBeInTheDocument();
    expect(server.callsTo('POST /api/user/notification/read')[0].body).toEqual({});
    await waitFor(() => expect(server.callsTo('GET /api/user/notification/list').length).toBeGreaterThan(lists));
    await waitFor(() => expect(server.callsTo('GET /api/user/work-order/unread')).toHaveLength(2));
    await waitFor(() => expect(within(screen.getAllByRole('tab')[1]).queryByText('3')).toBeNull());
  });

  it('clicking an unread one marks it read (with its id) and follows its link', async () => {
    const server = serve({ 'POST /api/user/notification/read': ok({ work_orders: 2, notifications: 2 }) });
    const { location } = renderInApp(<MerchantNewsPage />, { path: '/user-center/merchant-news?tab=messages', loggedIn: true });
    await waitFor(() => expect(bodyRows('消息列表')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '未读 超时赔付已到账' }));
    await waitFor(() => expect(server.callsTo('POST /api/user/notification/read')[0]?.body).toEqual({ ids: [31] }));
    expect(location()).toBe('/user-center/wallet');
  });

  it('a read one is not marked again', async () => {
    const server = serve();
    const { location } = renderInApp(<MerchantNewsPage />, { path: '/user-center/merchant-news?tab=messages', loggedIn: true });
    await waitFor(() => expect(bodyRows('消息列表')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '工单 GD261125000002 有新回复' }));
    expect(location()).toBe('/user-center/merchant-news?id=2');
    expect(server.callsTo('POST /api/user/notification/read')).toHaveLength(0);
  });
});
