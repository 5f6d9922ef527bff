import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDetail } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp, type RecordedCall } from 'shared-contracts/testing';
import { AdminUsersPage } from '../../../pages/users';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';
import { SITE_OPTIONS } from '../../../test-support/site-fixtures';
import { userRow } from '../../../test-support/user-fixtures';


const ROWS = [
  userRow(7, {
    username: '张三的店',
    mobile: '139****1234',
    group_id: 2,
    group_name: 'VIP1 黄金会员',
    real_name_status: 2,
    balance: 123.4,
  }),
  userRow(8, { username: '李四', frozen: true, site_id: 3, site_name: '礼品代发商城·宁波分站' }),
];

const detail = (extra: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...ROWS[0],
  frozen_reason: '',
  real_name: '张*三',
  recharge_total: 500,
  spend_total: 376.6,
  order_count: 3,
  parcel_count: 12,
  store_count: 2,
  recent_orders: [
    {
      id: 1,
      order_sn: 'G202611200001',
      goods_name: '陶瓷马克杯',
      express_name: '圆通',
      rec_count: 4,
      total: 13.4,
      refund: 0,
      status: 3,
      created_at: '2026-11-20 11:00:00',
    },
  ],
  ...extra,
});

const GROUPS = [
  { id: 1, name: '普通会员', is_default: true },
  { id: 2, name: 'VIP1 黄金会员', is_default: false },
  { id: 3, name: 'VIP2 铂金会员', is_default: false },
];

const page = (call: RecordedCall) =>
  ok({
    list: ROWS,
    page: Number(call.query.get('page')),
    page_size: Number(call.query.get('page_size')),
    data_count: ROWS.length,
  });

function serve(role: 'admin' | 'support', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/users': page,
    'GET /api/admin/group-options': ok(GROUPS),
    'GET /api/admin/users/7': ok(detail()),
    'GET /api/admin/site-options': ok(SITE_OPTIONS),
    ...extra,
  });
}

const userQueries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/users');
const rowOf = (name: string) => rowIn('用户列表', name);
const openDetail = async () => {
  fireEvent.click(within(await rowOf('张三的店')).getByRole('button', { name: /详\s*情/ }));
  const drawer = await findDialog('用户详情 · 张三的店');
  await within(drawer).findByText('张*三', { exact: false });
  return drawer;
};
/** The confirm bubble of a Popconfirm (antd renders it in a tooltip-like popover). */
const confirmBubble = async (title: string) => (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;

beforeEach(() => startAtConsole('/admin/users'));

describe('用户', () => {
  it("asks with the URL's filters, shows the rows in Chinese, and a search by the last 4 digits changes the query", async () => {
    const server = serve('support');
    const { location } = renderInApp(<AdminUsersPage />, {
      path: '/admin/users?group_id=2&frozen=0',
    });
    await waitFor(() => expect(userQueries(server)).toHaveLength(1));
    expect(userQueries(server)[0]).toEqual({
      page: '1',
      page_size: '10',
      group_id: '2',
      frozen: '0',
    });
    expect(server.callsTo('GET /api/admin/users')[0].operatorToken).toBe('op-tok');

    const first = await rowOf('张三的店');
    for (const text of ['139****1234', 'VIP1 黄金会员', '已认证', '¥123.40', '正常']) expect(within(first).getByText(text)).toBeInTheDocument();
    const second = await rowOf('李四');
    expect(within(second).getByText('已冻结')).toBeInTheDocument();
    expect(within(second).getByText('未认证')).toBeInTheDocument();

    const search = screen.getByLabelText('搜索用户');
    fireEvent.change(search, { target: { value: ' 1234 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(userQueries(server).at(-1)).toEqual({
        page: '1',
        page_size: '10',
        keyword: '1234',
        group_id: '2',
        frozen: '0',
      }),
    );
    expect(location()).toContain('keyword=1234');
  });

  it('the detail shows everything the call returns; support (read only) gets no write controls', async () => {
    serve('support');
    renderInApp(<AdminUsersPage />, { path: '/admin/users' });
    const drawer = await openDetail();
    const info = within(drawer).getByRole('region', { name: '用户信息' });
    for (const text of ['VIP1 黄金会员', '已认证（张*三）', '¥123.40', '¥500.00', '¥376.60', '12', '139****1234']) expect(within(info).getByText(text)).toBeInTheDocument();
    const orders = within(drawer).getByRole('region', { name: '最近订单' });
    expect(await within(orders).findByText('G202611200001')).toBeInTheDocument();
    expect(within(orders).getByText('已发货')).toBeInTheDocument();
    for (const name of ['修改等级', '冻结', '解冻', '强制下线']) expect(within(drawer).queryByRole('button', { name })).toBeNull();
  });

  it('冻结 requires a reason, sends it, and keeps the dialog with what was typed on a refusal', async () => {
    const server = serve('admin', {
      'POST /api/admin/users/7/freeze': fail(1, '用户状态已变化，请刷新'),
    });
    renderInApp(<AdminUsersPage />, { path: '/admin/users' });
    const drawer = await openDetail();
    fireEvent.click(within(drawer).getByRole('button', { name: /冻\s*结/ }));
    const dialog = await findDialog('冻结用户 张三的店');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认冻结' }));
    expect(await within(dialog).findByText('请填写冻结原因')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/users/7/freeze')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('冻结原因'), {
      target: { value: '刷单嫌疑' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认冻结' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/users/7/freeze')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/users/7/freeze')[0].body).toEqual({
      frozen: true,
      reason: '刷单嫌疑',
    });
    expect(await within(dialog).findByText('用户状态已变化，请刷新')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('冻结原因')).toHaveValue('刷单嫌疑');
  });

  it('解冻 and 强制下线 ask first; 强制下线 says how many sessions ended', async () => {
    const server = serve('admin', {
      'GET /api/admin/users/7': ok(detail({ frozen: true, frozen_reason: '刷单嫌疑' })),
      'POST /api/admin/users/7/freeze': ok({}),
      'POST /api/admin/users/7/sign-out': ok({ ended: 2 }),
    });
    renderInApp(<AdminUsersPage />, { path: '/admin/users' });
    const drawer = await openDetail();
    expect(within(drawer).getByText('已冻结：刷单嫌疑')).toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: /解\s*冻/ }));
    const unfreeze = await confirmBubble('确认解冻用户 张三的店？');
    expect(server.callsTo('POST /api/admin/users/7/freeze')).toHaveLength(0);
    fireEvent.click(within(unfreeze).getByRole('button', { name: '确认解冻' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/users/7/freeze')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/users/7/freeze')[0].body).toEqual({
      frozen: false,
    });

    fireEvent.click(within(drawer).getByRole('button', { name: '强制下线' }));
    const signOut = await confirmBubble('确认强制下线 张三的店？');
    expect(server.callsTo('POST /api/admin/users/7/sign-out')).toHaveLength(0);
    fireEvent.click(within(signOut).getByRole('button', { name: '确认下线' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/users/7/sign-out')).toHaveLength(1));
    expect(await screen.findByText('已强制下线，结束了 2 个登录会话')).toBeInTheDocument();
  });

  it('修改等级 offers the groups and sends the chosen one', async () => {
    const server = serve('admin', { 'PUT /api/admin/users/7/group': ok({}) });
    renderInApp(<AdminUsersPage />, { path: '/admin/users' });
    const drawer = await openDetail();
    fireEvent.click(within(drawer).getByRole('button', { name: '修改等级' }));
    const dialog = await findDialog('修改会员等级 · 张三的店');
    const select = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('VIP2 铂金会员'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/users/7/group')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/users/7/group')[0].body).toEqual({
      group_id: 3,
    });
  });

  it('finance holds users.read only: the list and 详情, without write controls', async () => {
    serveConsole('finance', {
      'GET /api/admin/users': page,
      'GET /api/admin/group-options': ok(GROUPS),
      'GET /api/admin/users/7': ok(detail()),
    });
    renderInApp(<AdminUsersPage />, { path: '/admin/users' });
    const drawer = await openDetail();
    expect(within(drawer).getByText('¥500.00')).toBeInTheDocument();
    for (const name of ['修改等级', '冻结', '解冻', '强制下线']) expect(within(drawer).queryByRole('button', { name })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    serve('support', { 'GET /api/admin/users': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    renderInApp(<AdminUsersPage />, { path: '/admin/users?keyword=0000' });
    expect(await screen.findByText('没有符合条件的用户')).toBeInTheDocument();
  });
});
