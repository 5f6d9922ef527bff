/**
 * The list-page kit as a table page of the user centre will use it: an order list with status, date and
 * keyword filters held in the URL, server paging, 导出. The page below is the example the next issues'
 * pages follow (orders, packages, wallet ledger, shops …).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { z } from 'zod';
import type { Paginated } from 'shared-contracts';
import { api, createAppStore, type AppStore } from 'shared-contracts/app';
import { fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { defineListParams, ListFilters, ListTable, toPageQuery, useListParams, type ListColumn } from './index';

// ---- the example page ------------------------------------------------------------------------------

interface OrderRow {
  order_sn: string;
  goods_name: string;
  rec_name: string;
  /** yuan */
  amount: number;
  status: 1 | 2 | 3;
  created_at: string;
}

interface OrderListQuery {
  page: number;
  page_size: number;
  status?: number;
  keyword?: string;
  start_date?: string;
  end_date?: string;
}

const STATUS_TEXT: Record<OrderRow['status'], string> = { 1: '待支付', 2: '待发货', 3: '已发货' };

const STATUS_OPTIONS = (['1', '2', '3'] as const).map((value) => ({ value, label: STATUS_TEXT[Number(value) as OrderRow['status']] }));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const orderListParams = defineListParams({
  status: z.enum(['1', '2', '3']).optional(),
  keyword: z.string().trim().max(50).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

const ordersApi = api.injectEndpoints({
  endpoints: (b) => ({
    exampleOrderList: b.query<Paginated<OrderRow>, OrderListQuery>({
      query: (body) => ({ url: '/user/order/list', method: 'POST', body }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

const columns: ListColumn<OrderRow>[] = [
  { title: '订单号', dataIndex: 'order_sn', width: 180 },
  { title: '商品', dataIndex: 'goods_name' },
  { title: '收件人', dataIndex: 'rec_name' },
  { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (yuan) => yuan.toFixed(2), exportValue: (yuan) => yuan.toFixed(2) },
  { title: '状态', dataIndex: 'status', render: (status) => STATUS_TEXT[status], exportValue: (status) => STATUS_TEXT[status] },
  { title: '下单时间', dataIndex: 'created_at' },
  { title: '操作', key: 'actions', render: (_, row) => <a href={`#${row.order_sn}`}>详情</a> },
];

function OrderListPage({ serverExport }: { serverExport?: () => Promise<Blob | void> }) {
  const list = useListParams(orderListParams);
  const { params, paging } = list;
  const result = ordersApi.useExampleOrderListQuery({
    ...toPageQuery(params),
    ...(params.status ? { status: Number(params.status) } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.from ? { start_date: params.from } : {}),
    ...(params.to ? { end_date: params.to } : {}),
  });
  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'choice', key: 'status', label: '订单状态', all: '全部', options: STATUS_OPTIONS },
          { kind: 'range', keys: ['from', 'to'], label: '下单日期' },
          { kind: 'search', key: 'keyword', label: '订单关键词', placeholder: '订单号 / 收件人' },
        ]}
      />
      <ListTable
        label="订单列表"
        columns={columns}
        rowKey="order_sn"
        result={result}
        paging={paging}
        emptyText="没有符合条件的订单"
        exportAs={{ fileName: '订单列表', server: serverExport }}
      />
    </>
  );
}

// ---- a server with 37 orders -------------------------------------------------------------------------

const ORDERS: OrderRow[] = Array.from({ length: 37 }, (_, i) => ({
  order_sn: `DD${String(20261101000 + i)}`,
  goods_name: i % 2 ? '精品毛巾8件装' : '陶瓷马克杯',
  rec_name: ['张三', '李四', '王五'][i % 3],
  amount: 3.5 + i,
  status: ((i % 3) + 1) as OrderRow['status'],
  created_at: `2026-11-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
}));

function serveOrders(call: RecordedCall) {
  const q = call.body as unknown as OrderListQuery;
  const matching = ORDERS.filter(
    (o) =>
      (q.status === undefined || o.status === q.status) &&
      (!q.keyword || o.order_sn.includes(q.keyword) || o.rec_name.includes(q.keyword)) &&
      (!q.start_date || o.created_at >= q.start_date) &&
      (!q.end_date || o.created_at.slice(0, 10) <= q.end_date),
  );
  return ok({ list: matching.slice((q.page - 1) * q.page_size, q.page * q.page_size), page: q.page, page_size: q.page_size, data_count: matching.length });
}

const lastListCall = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/user/order/list').at(-1)?.body;
const table = () => screen.getByRole('region', { name: '订单列表' });
const bodyRows = () => Array.from(table().querySelectorAll('tbody tr.ant-table-row'));
const firstCells = () => bodyRows().map((row) => row.querySelector('td')?.textContent);

async function renderOrders(path = '/user-center/order-list', props: { serverExport?: () => Promise<Blob | void> } = {}, store?: AppStore) {
  const view = renderInApp(<OrderListPage {...props} />, { path, loggedIn: true, ...(store ? { store } : {}) });
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
  await waitFor(() => expect(table().querySelector('.ant-table')).not.toBeNull());
  return view;
}

beforeEach(resetBrowserState);

describe('list-page kit: an order list', () => {
  it('asks with the URL\'s filters and page, shows the rows with 共 N 条 and SPEC §9\'s page sizes', async () => {
    const server = mockApi({ 'POST /api/user/order/list': serveOrders });
    await renderOrders('/user-center/order-list?status=2&page=2&pageSize=10');
    expect(lastListCall(server.calls)).toEqual({ page: 2, page_size: 10, status: 2 });
    expect(within(table()).getByText('共 12 条')).toBeInTheDocument();
    expect(firstCells()).toEqual(['DD20261101031', 'DD20261101034']);
    expect(within(bodyRows()[0] as HTMLElement).getByText('待发货')).toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getByText('34.50')).toBeInTheDocument();

    fireEvent.mouseDown(table().querySelector('.ant-pagination-options .ant-select') as Element);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页', '200 条/页', '500 条/页']);
  });

  it('a filter change writes the URL, starts again at page 1 and asks again; 重置 clears the filters', async () => {
    const server = mockApi({ 'POST /api/user/order/list': serveOrders });
    const { location } = await renderOrders('/user-center/order-list?page=3');
    expect(firstCells()).toHaveLength(10);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '订单状态' }));
    fireEvent.click((await screen.findAllByTitle('已发货')).at(-1)!);
    await waitFor(() => expect(location()).toBe('/user-center/order-list?status=3'));
    await waitFor(() => expect(lastListCall(server.calls)).toEqual({ page: 1, page_size: 10, status: 3 }));

    const search = screen.getByLabelText('订单关键词');
    fireEvent.change(search, { target: { value: ' 王五 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location()).toBe(`/user-center/order-list?status=3&keyword=${encodeURIComponent('王五')}`));
    await waitFor(() => expect(lastListCall(server.calls)).toEqual({ page: 1, page_size: 10, status: 3, keyword: '王五' }));
    await waitFor(() => expect(within(table()).getByText('共 12 条')).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location()).toBe('/user-center/order-list'));
    await waitFor(() => expect(within(table()).getByText('共 37 条')).toBeInTheDocument());
    expect(screen.getByLabelText('订单关键词')).toHaveValue('');
  });

  it('paging: a new page keeps the filters, a new page size starts again at page 1', async () => {
    const server = mockApi({ 'POST /api/user/order/list': serveOrders });
    const { location } = await renderOrders('/user-center/order-list?status=1');
    fireEvent.click(within(table()).getByTitle('2'));
    await waitFor(() => expect(location()).toBe('/user-center/order-list?status=1&page=2'));
    await waitFor(() => expect(firstCells()).toEqual(['DD20261101030', 'DD20261101033', 'DD20261101036']));

    fireEvent.mouseDown(table().querySelector('.ant-pagination-options .ant-select') as Element);
    fireEvent.click(await screen.findByText('20 条/页'));
    await waitFor(() => expect(location()).toBe('/user-center/order-list?status=1&pageSize=20'));
    await waitFor(() => expect(lastListCall(server.calls)).toEqual({ page: 1, page_size: 20, status: 1 }));
  });

  it('a page past the end (an old link) goes to the last page there is', async () => {
    mockApi({ 'POST /api/user/order/list': serveOrders });
    const { location } = await renderOrders('/user-center/order-list?page=9');
    await waitFor(() => expect(location()).toBe('/user-center/order-list?page=4'));
    await waitFor(() => expect(firstCells()).toHaveLength(7));
  });

  it('while loading: busy, no empty text; with nothing found: the page\'s own empty text', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const server = mockApi({ 'POST /api/user/order/list': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    const reply = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (input, init) => {
      await held;
      return reply(input, init);
    });
    renderInApp(<OrderListPage />, { path: '/user-center/order-list?keyword=没有', loggedIn: true });
    await waitFor(() => expect(table().querySelector('.ant-table')).not.toBeNull());
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(table().querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(table().querySelector('.ant-empty-description')).toBeNull();

    await act(async () => answer());
    await waitFor(() => expect(table().querySelector('.ant-empty-description')?.textContent).toBe('没有符合条件的订单'));
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: /导出/ })).toBeDisabled();
  });

  it('a table wider than its box is a tab stop the arrow keys scroll, even when empty; one that fits is not', async () => {
    // jsdom lays nothing out: the scrolling box says how wide its table is and how wide it is itself
    let tableWidth = 1600;
    const scroller = (el: HTMLElement) => el.classList.contains('ant-table-content');
    const widths = {
      scrollWidth: jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return scroller(this) ? tableWidth : 0;
      }),
      clientWidth: jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return scroller(this) ? 1000 : 0;
      }),
    };
    try {
      mockApi({ 'POST /api/user/order/list': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
      const view = await renderOrders('/user-center/order-list?keyword=没有');
      await waitFor(() => expect(table().querySelector('.ant-empty-description')).not.toBeNull());
      const box = table().querySelector('.ant-table-content') as HTMLElement;
      await waitFor(() => expect(box).toHaveAttribute('tabindex', '0'));
      expect(box).toHaveAttribute('aria-label', '订单列表（可左右滚动）');
      view.unmount();

      tableWidth = 900;
      mockApi({ 'POST /api/user/order/list': serveOrders });
      await renderOrders();
      expect(table().querySelector('.ant-table-content')).not.toHaveAttribute('tabindex');
    } finally {
      widths.scrollWidth.mockRestore();
      widths.clientWidth.mockRestore();
    }
  });

  it("keeps Tab off the hidden copy of the header antd measures columns with (全选's checkbox)", async () => {
    mockApi({});
    const rows = ORDERS.slice(0, 3);
    renderInApp(<ListTable label="订单列表" columns={columns} rowKey="order_sn" result={{ data: rows }} rowSelection={{ selectedRowKeys: [] }} />, { path: '/' });
    await waitFor(() => expect(table().querySelector('.ant-table-measure-row')).not.toBeNull());
    const copies = Array.from(table().querySelectorAll<HTMLElement>('.ant-table-measure-row input'));
    expect(copies.length).toBeGreaterThan(0);
    await waitFor(() => expect(copies.map((input) => input.tabIndex)).toEqual(copies.map(() => -1)));
    // the real 全选 in the header stays reachable
    expect((table().querySelector('thead input[type="checkbox"]') as HTMLElement).tabIndex).toBe(0);
  });

  it('a failed list says why in Chinese and offers 重新加载, which asks again', async () => {
    const server = mockApi({ 'POST /api/user/order/list': [fail(1, '订单服务繁忙，请稍后再试'), serveOrders] });
    await renderOrders();
    expect(within(table()).getByText('加载失败')).toBeInTheDocument();
    expect(within(table()).getByText('订单服务繁忙，请稍后再试')).toBeInTheDocument();
    fireEvent.click(within(table()).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(firstCells()).toHaveLength(10));
    expect(server.callsTo('POST /api/user/order/list')).toHaveLength(2);
    expect(within(table()).queryByText('加载失败')).toBeNull();
  });

  it('a failed refresh keeps the rows and says so above them', async () => {
    const store = createAppStore([], undefined);
    mockApi({ 'POST /api/user/order/list': [serveOrders, fail(1, '订单服务繁忙，请稍后再试')] });
    await renderOrders('/user-center/order-list', {}, store);
    expect(firstCells()).toHaveLength(10);
    await act(async () => {
      store.dispatch(api.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
    });
    await waitFor(() => expect(within(table()).getByText('刷新失败：订单服务繁忙，请稍后再试')).toBeInTheDocument());
    expect(firstCells()).toHaveLength(10);
    expect(within(table()).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('list-page kit: 导出', () => {
  let saved: { blob: Blob; name: string }[];
  let blobs: Blob[];
  beforeEach(() => {
    saved = [];
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs[Number(this.href.split('/').pop()) - 1], name: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('without a server download, writes the rows the user sees as .xlsx with the columns\' texts', async () => {
    mockApi({ 'POST /api/user/order/list': serveOrders });
    await renderOrders('/user-center/order-list?status=2&page=2');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^订单列表-\d{8}-\d{4}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await saved[0].blob.arrayBuffer()), { type: 'array' });
    const lines = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
    expect(lines).toEqual([
      ['订单号', '商品', '收件人', '金额（元）', '状态', '下单时间'],
      ['DD20261101031', '精品毛巾8件装', '李四', '34.50', '待发货', '2026-11-04 10:00:00'],
      ['DD20261101034', '陶瓷马克杯', '李四', '37.50', '待发货', '2026-11-07 10:00:00'],
    ]);
    expect(await screen.findByText('已导出 2 条')).toBeInTheDocument();
  });

  it('with a server download, saves the file the server made instead', async () => {
    mockApi({ 'POST /api/user/order/list': serveOrders });
    const file = new Blob(['server file'], { type: 'application/vnd.ms-excel' });
    const serverExport = jest.fn(async () => file);
    await renderOrders('/user-center/order-list', { serverExport });
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(serverExport).toHaveBeenCalledTimes(1);
    expect(saved[0].blob).toBe(file);
    expect(saved[0].name).toMatch(/^订单列表-/);
  });

  it('a failed server download says so and saves nothing', async () => {
    mockApi({ 'POST /api/user/order/list': serveOrders });
    const serverExport = jest.fn(async () => {
      throw { status: 'BUSINESS', code: 1, msg: '导出任务过多，请稍后再试' };
    });
    await renderOrders('/user-center/order-list', { serverExport });
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    expect(await screen.findByText('导出失败：导出任务过多，请稍后再试')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('list-page kit: virtualised mode', () => {
  it('shows thousands of rows in a fixed-height box without paging, rendering only some of them', async () => {
    const many: OrderRow[] = Array.from({ length: 5000 }, (_, i) => ({ ...ORDERS[i % ORDERS.length], order_sn: `V${i}` }));
    renderInApp(<ListTable label="订单列表" columns={columns} rowKey="order_sn" result={{ data: many }} virtual={{ height: 400 }} />);
    await waitFor(() => expect(table().querySelector('.ant-table')).not.toBeNull());
    expect(within(table()).getByText('共 5000 条')).toBeInTheDocument();
    expect(table().querySelector('.ant-pagination')).toBeNull();
    expect(table().querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    const rendered = table().querySelectorAll('.ant-table-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(200);
  });
});

describe('list-page kit: columns typed from the row', () => {
  it('only accepts the row\'s fields, and gives render that field\'s type', () => {
    const typed: ListColumn<OrderRow>[] = [
      { title: '金额', dataIndex: 'amount', render: (yuan) => yuan.toFixed(2) },
      // @ts-expect-error: not a field of OrderRow
      { title: '不存在', dataIndex: 'nope' },
      // @ts-expect-error: order_sn is a string, not a number
      { title: '订单号', dataIndex: 'order_sn', render: (sn: number) => sn.toFixed(0) },
      // @ts-expect-error: a computed column needs a key and a render
      { title: '操作' },
    ];
    expect(typed).toHaveLength(4);
  });
});
