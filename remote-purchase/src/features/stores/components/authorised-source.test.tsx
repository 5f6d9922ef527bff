import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, mockApi, ok, resetBrowserState } from 'shared-contracts/testing';
import { servePurchase } from '../../../test-support/purchase-fixtures';
import { choosePlatform, footer, renderPurchase, table, tableRows } from '../../../test-support/render-purchase';
import { ORDERS, ordersReply, SHOPS } from '../../../test-support/store-fixtures';
import { EMPTY_ORDERS_TEXT } from './auth-orders-table';

jest.mock('../../typed-recipients/worker/create-worker');

beforeEach(resetBrowserState);

type Routes = Parameters<typeof mockApi>[0];

function serve(routes: Routes = {}) {
  return servePurchase({
    'GET /api/user/store/options': ok(SHOPS),
    'POST /api/gift/auth/order': ordersReply,
    ...routes,
  });
}

const orderCalls = (server: ReturnType<typeof mockApi>) => server.callsTo('POST /api/gift/auth/order').map((c) => c.body);
const ordersTable = () => screen.getByTestId('auth-orders');
const orderRows = () => Array.from(ordersTable().querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
const orderRow = (shopOrder: string) => {
  const row = orderRows().find((tr) => tr.getAttribute('data-row-key') === shopOrder);
  if (!row) throw new Error(`no order ${shopOrder}`);
  return row;
};
const tick = (shopOrder: string) => fireEvent.click(within(orderRow(shopOrder)).getByRole('checkbox'));
const filters = () => screen.getByRole('group', { name: '订单筛选' });

/** Opens 商品购买, 淘宝/天猫, 授权店铺, and waits for the first page of orders. */
async function openTab() {
  const view = await renderPurchase();
  choosePlatform('淘宝/天猫');
  fireEvent.click(screen.getByRole('tab', { name: '授权店铺' }));
  await waitFor(() => expect(orderRows()).toHaveLength(10));
  return view;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(within(filters()).getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items.find((el) => el.classList.contains('ant-select-item-option')) ?? items[0]);
}

describe('授权店铺 tab (SPEC §2.10)', () => {
  it('asks for a platform first', async () => {
    serve();
    await renderPurchase();
    fireEvent.click(screen.getByRole('tab', { name: '授权店铺' }));
    expect(await screen.findByText('请先选择平台', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('lists the platform’s shops (the expired one disabled, 已过期), preselects the first usable one and shows its orders', async () => {
    const server = serve();
    await openTab();
    expect(server.callsTo('GET /api/user/store/options')[0].query.get('platform')).toBe('2');
    expect(orderCalls(server)[0]).toEqual({ store_id: 5, page: 1, page_size: 10 });
    expect(screen.getByRole('combobox', { name: '店铺' }).closest('.ant-select')).toHaveTextContent('淘宝礼品旗舰店');
    for (const header of ['订单号', '买家', '收件人', '手机', '地址', '旗帜', '备注', '商品', '下单时间', '状态'])
      expect(within(ordersTable()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const first = orderRow('T1001');
    expect(first).toHaveTextContent('买家1');
    expect(first).toHaveTextContent('广东省深圳市南山区科技园1号');
    expect(first).toHaveTextContent('送礼加急');
    expect(first).toHaveTextContent('定制保温杯 × 1');
    expect(first).toHaveTextContent('红色 500ml');
    expect(first).toHaveTextContent('2026-11-20 10:00');
    expect(orderRow('T1002')).toHaveTextContent('红旗');
    expect(screen.getByText('共 12 单')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '店铺' }));
    const expired = (await screen.findAllByTitle('旧店（已过期）')).find((el) => el.classList.contains('ant-select-item-option'))!;
    expect(expired).toHaveClass('ant-select-item-option-disabled');
    expect(expired).toHaveTextContent('已过期');
  });

  it('a shop authorised in another tab (添加店铺 opens one) shows up when this tab is back in focus, rows kept', async () => {
    serve({ 'GET /api/user/store/options': [ok([]), ok(SHOPS)] });
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    fireEvent.click(screen.getByRole('tab', { name: '授权店铺' }));
    expect(await screen.findByTestId('no-shops')).toBeInTheDocument();
    fireEvent(window, new Event('focus'));
    await waitFor(() => expect(orderRows()).toHaveLength(10));
  });

  it('rows with state 2 cannot be selected and show why', async () => {
    serve();
    await openTab();
    const bought = orderRow('T1003');
    expect(within(bought).getByRole('checkbox')).toBeDisabled();
    expect(bought).toHaveTextContent('已下单');
    expect(within(orderRow('T1001')).getByRole('checkbox')).toBeEnabled();
  });

  it('an order whose recipient the ordering rules refuse shows the reason (orange), cannot be ticked, and 全选 leaves it out', async () => {
    const incomplete = ORDERS.map((o) => (o.shop_order === 'T1005' ? { ...o, address: '', receiver_phone: '', state: 2 as const, state_text: '详细地址不能为空' } : o));
    serve({ 'POST /api/gift/auth/order': ok({ list: incomplete.slice(0, 10), page: 1, page_size: 10, data_count: incomplete.length }) });
    await openTab();
    const row = orderRow('T1005');
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    const reason = within(row).getByText('详细地址不能为空');
    expect(reason.closest('.ant-tag')).toHaveClass('ant-tag-warning');
    // the order's own state stays grey; an empty phone reads —
    expect(within(orderRow('T1003')).getByText('已下单').closest('.ant-tag')).not.toHaveClass('ant-tag-warning');
    expect(row).toHaveTextContent('—');
    fireEvent.click(within(ordersTable().querySelector('thead') as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('已选 8 单'));
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
  });

  it('查询 sends the filters; the batch dialog’s numbers go as shop_order; 重置 clears them', async () => {
    const server = serve();
    await openTab();
    await choose('近N天', '近7天');
    await choose('旗帜', '红旗');
    fireEvent.change(within(filters()).getByLabelText('备注'), { target: { value: ' 加急 ' } });
    fireEvent.change(within(filters()).getByLabelText('关键词'), { target: { value: '张三' } });
    fireEvent.click(within(filters()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(orderCalls(server).at(-1)).toEqual({ store_id: 5, page: 1, page_size: 10, days: 7, flag: 1, remark: '加急', keyword: '张三' }));

    await choose('旗帜', '无旗帜');
    fireEvent.click(within(filters()).getByRole('button', { name: '订单号' }));
    const dialog = await findDialog('批量输入订单号');
    fireEvent.change(within(dialog).getByLabelText('订单号'), { target: { value: '"T1001"\nT1002,\tT1003 \n\nT1002' } });
    expect(within(dialog).getByTestId('order-numbers-count')).toHaveTextContent('已输入 3 个订单号');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(orderCalls(server).at(-1)).toMatchObject({ flag: 0, shop_order: 'T1001,T1002,T1003' }));
    expect(within(filters()).getByRole('button', { name: '订单号（3）' })).toBeInTheDocument();

    fireEvent.click(within(filters()).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(orderCalls(server).at(-1)).toEqual({ store_id: 5, page: 1, page_size: 10 }));
    expect(within(filters()).getByLabelText('备注')).toHaveValue('');
  });

  it('selecting across pages and filters makes the orders the recipients; 清空 removes them', async () => {
    const server = serve();
    await openTab();
    tick('T1001');
    tick('T1002');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('已选 2 单');

    fireEvent.click(within(ordersTable()).getByTitle('2'));
    await waitFor(() => expect(orderRows().map((r) => r.getAttribute('data-row-key'))).toEqual(['T1011', 'T1012']));
    expect(orderCalls(server).at(-1)).toMatchObject({ page: 2 });
    tick('T1012');
    await waitFor(() => expect(tableRows()).toHaveLength(3));

    // a filter change keeps the selection
    fireEvent.change(within(filters()).getByLabelText('关键词'), { target: { value: '卫' } });
    fireEvent.click(within(filters()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(orderCalls(server).at(-1)).toMatchObject({ keyword: '卫', page: 1 }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('已选 3 单');
    expect(within(orderRow('T1001')).getByRole('checkbox')).toBeChecked();

    expect(within(table()).getByText('赵一')).toBeInTheDocument();
    expect(within(table()).getByText('13900001012')).toBeInTheDocument();
    expect(within(table()).getByText('T1012')).toBeInTheDocument();
    expect(within(table()).getAllByText('科技园12号')).toHaveLength(1);
    expect(footer()).toHaveTextContent('收件人 3 个');
    // priced like any recipients
    const priced = () => (server.callsTo('POST /api/gift/order/price').at(-1)?.body as { rec_list: { shop_order: string }[] } | undefined)?.rec_list.map((r) => r.shop_order);
    await waitFor(() => expect(priced()).toEqual(['T1001', 'T1002', 'T1012']));

    // unticking one, then 清空
    tick('T1001');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(screen.queryByTestId('recipient-table')).toBeNull());
    expect(screen.getByTestId('selected-count')).toHaveTextContent('已选 0 单');
  });

  it('a row deleted from the recipient table is no longer selected', async () => {
    serve();
    await openTab();
    tick('T1001');
    tick('T1002');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('button', { name: /确\s*定|删\s*除/, hidden: false }).catch(() => null);
    if (confirm && !tableRows().includes(confirm.closest('tr') as HTMLElement)) fireEvent.click(confirm);
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('已选 1 单'));
    expect(within(orderRow('T1001')).getByRole('checkbox')).not.toBeChecked();
  });

  it('another shop starts a new selection', async () => {
    const server = serve();
    await openTab();
    tick('T1001');
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '店铺' }));
    fireEvent.click((await screen.findAllByTitle('淘宝二店')).find((el) => el.classList.contains('ant-select-item-option'))!);
    await waitFor(() => expect(orderCalls(server).at(-1)).toMatchObject({ store_id: 6 }));
    await waitFor(() => expect(screen.queryByTestId('recipient-table')).toBeNull());
    expect(screen.getByTestId('selected-count')).toHaveTextContent('已选 0 单');
  });

  it('shows 暂无订单，请先同步订单 for a shop without orders, and 请选择店铺 when no shop can be used', async () => {
    serve({ 'POST /api/gift/auth/order': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    fireEvent.click(screen.getByRole('tab', { name: '授权店铺' }));
    expect(await screen.findByText(EMPTY_ORDERS_TEXT)).toBeInTheDocument();
  });

  it('with only expired shops: no query, 查询 says 请选择店铺', async () => {
    const server = serve({ 'GET /api/user/store/options': ok([SHOPS[0]]) });
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    fireEvent.click(screen.getByRole('tab', { name: '授权店铺' }));
    expect(await screen.findByText('店铺授权已过期，请重新授权')).toBeInTheDocument();
    fireEvent.click(within(filters()).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请选择店铺', { selector: '.ant-message *, [role="alert"] *, .ant-message-notice-content *' }).catch(() => screen.findAllByText('请选择店铺'))).toBeTruthy();
    expect(orderCalls(server)).toHaveLength(0);
  });

  it('platform 6 (视频号) forces 授权店铺, turns the other sources off, and asks for the 关联码 without a shop', async () => {
    const server = serve({ 'GET /api/user/store/options': ok([]) });
    await renderPurchase();
    fireEvent.change(screen.getByLabelText('收件人信息'), { target: { value: '张三，13900000001，广东省深圳市南山区科技园1号' } });
    choosePlatform('视频号');
    await waitFor(() => expect(screen.getByRole('tab', { name: '授权店铺' })).toHaveAttribute('aria-selected', 'true'));
    for (const name of ['手动输入', '表格导入', '智能筛选']) expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: '授权店铺' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('视频号订单仅支持从已授权店铺获取收件人')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/user/store/options').at(-1)!.query.get('platform')).toBe('6'));
    expect(await screen.findByText('还没有授权的视频号店铺')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '输入关联码添加店铺' })).toBeInTheDocument();
    // what was typed is kept
    expect(screen.getByLabelText('收件人信息')).toHaveValue('张三，13900000001，广东省深圳市南山区科技园1号');
  });
});

it('ORDERS has one order not to select', () => {
  expect(ORDERS.filter((o) => o.state === 2).map((o) => o.shop_order)).toEqual(['T1003']);
});
