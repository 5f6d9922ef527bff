import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OperatorAdminMessages, type AdminOperatorRow } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp, type RecordedCall } from 'shared-contracts/testing';
import { AdminOperatorsPage } from '../../../pages/operators';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const row = (id: number, extra: Partial<AdminOperatorRow>): AdminOperatorRow => ({
  id,
  name: `操作员${id}`,
  mobile: '138****0000',
  role: 'ops',
  status: 'active',
  totp_enrolled: false,
  must_change_password: false,
  last_login_at: '2026-11-25 09:00:00',
  created_at: '2026-11-01 10:00:00',
  site_id: 1,
  site_name: '礼品代发商城',
  ...extra,
});

// the signed-in admin is id 3 (test-support operator())
const ROWS: AdminOperatorRow[] = [
  row(3, { name: '王管理', role: 'admin', totp_enrolled: true }),
  row(4, { name: '李运营', role: 'ops', last_login_at: null }),
  row(5, { name: '赵财务', role: 'finance', totp_enrolled: true }),
  row(6, { name: '陈客服', role: 'support', status: 'disabled' }),
  // a 分站's console: its owner and staff
  row(7, { name: '周站长', role: 'site_owner', totp_enrolled: true, site_id: 3, site_name: '礼品代发商城·宁波分站' }),
  row(8, { name: '吴店员', role: 'site_staff', site_id: 3, site_name: '礼品代发商城·宁波分站' }),
];

const serveList = (call: RecordedCall) =>
  ok(ROWS.filter((r) => (!call.query.get('role') || r.role === call.query.get('role')) && (!call.query.get('status') || r.status === call.query.get('status'))));

function serve(extra: Parameters<typeof mockApi>[0] = {}, role: 'admin' | 'ops' = 'admin') {
  return serveConsole(role, {
    'GET /api/admin/operators': serveList,
    ...extra,
  });
}

const table = () => screen.getByRole('region', { name: '操作员列表' });
const rowOf = (name: string) => rowIn('操作员列表', name);
const confirmBubble = async (title: string) => (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;
const listQueries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/operators');
/** Picks an option of an antd Select by its label. */
async function choose(select: HTMLElement, label: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options.at(-1)!);
}

/** The dropdown opened last (antd keeps the ones opened before). */
const lastDropdown = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1)!;
/** Opens a select and reads its options' labels. */
async function optionsOf(select: HTMLElement) {
  fireEvent.mouseDown(select);
  await waitFor(() => expect(lastDropdown().querySelector('.ant-select-item-option')).not.toBeNull());
  return [...lastDropdown().querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
}

beforeEach(() => startAtConsole('/admin/operators'));

describe('操作员', () => {
  it('lists the operators in Chinese, says how to create one, and filters by role and status in the URL', async () => {
    const server = serve();
    const { location } = renderInApp(<AdminOperatorsPage />, {
      path: '/admin/operators?status=active',
    });
    await waitFor(() => expect(listQueries(server)).toEqual([{ status: 'active' }]));
    expect(server.callsTo('GET /api/admin/operators')[0].operatorToken).toBe('op-tok');
    const ops = await rowOf('李运营');
    for (const text of ['138****0000', '启用', '未绑定', '从未登录', '2026-11-01 10:00:00']) expect(within(ops).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('赵财务')).getByText('已绑定')).toBeInTheDocument();
    expect(screen.getByText(/npm run operator -- create --mobile/)).toBeInTheDocument();
    // no create button: accounts are made on the server
    expect(screen.queryByRole('button', { name: /新增|创建/ })).toBeNull();

    await choose(screen.getByLabelText('角色'), '财务');
    await waitFor(() => expect(location()).toBe('/admin/operators?role=finance&status=active'));
    await waitFor(() =>
      expect(listQueries(server).at(-1)).toEqual({
        status: 'active',
        role: 'finance',
      }),
    );
    await waitFor(() => expect(within(table()).queryByText('李运营')).toBeNull());
  });

  it("the admin's own row has no controls; others have the role select, 停用/启用 and 重置动态验证码 where it applies", async () => {
    serve();
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });
    const self = await rowOf('王管理');
    expect(within(self).getByText('本人')).toBeInTheDocument();
    expect(within(self).queryByRole('combobox')).toBeNull();
    expect(within(self).queryByRole('button')).toBeNull();
    const ops = await rowOf('李运营');
    expect(within(ops).getByLabelText('李运营的角色')).toBeInTheDocument();
    expect(within(ops).getByRole('button', { name: /停\s*用/ })).toBeInTheDocument();
    expect(within(ops).queryByRole('button', { name: '重置动态验证码' })).toBeNull();
    expect(
      within(await rowOf('赵财务')).getByRole('button', {
        name: '重置动态验证码',
      }),
    ).toBeInTheDocument();
    expect(within(await rowOf('陈客服')).getByRole('button', { name: /启\s*用/ })).toBeInTheDocument();
  });

  it('changes a role only after the confirmation, then reloads the list', async () => {
    const server = serve({ 'PUT /api/admin/operators/4/role': ok(null) });
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });
    const ops = await rowOf('李运营');
    await choose(within(ops).getByLabelText('李运营的角色'), '财务');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('将 李运营 的角色由「运营」改为「财务」？');
    // both move money (issue 35: ops holds 会员等级): already TOTP roles, the session stays
    expect(dialog).toHaveTextContent('其下一次操作即按新角色的权限。');
    expect(server.callsTo('PUT /api/admin/operators/4/role')).toHaveLength(0);
    // cancelled: nothing asked
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT /api/admin/operators/4/role')).toHaveLength(0);

    await choose(within(await rowOf('李运营')).getByLabelText('李运营的角色'), '客服');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: '确认修改',
      }),
    );
    await waitFor(() => expect(server.callsTo('PUT /api/admin/operators/4/role').map((c) => c.body)).toEqual([{ role: 'support' }]));
    expect(await screen.findByText('李运营 的角色已改为客服')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/admin/operators')).toHaveLength(2));
  });

  it("says the server's refusal (the last admin) in its words", async () => {
    const server = serve({
      'PUT /api/admin/operators/5/role': fail(1, OperatorAdminMessages.lastAdmin),
    });
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });
    await choose(within(await rowOf('赵财务')).getByLabelText('赵财务的角色'), '运营');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: '确认修改',
      }),
    );
    expect(await screen.findByText(OperatorAdminMessages.lastAdmin)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/operators/5/role')).toHaveLength(1);
  });

  it('disables, enables and resets the TOTP after a confirmation each', async () => {
    const server = serve({
      'POST /api/admin/operators/4/disable': ok({}),
      'POST /api/admin/operators/6/enable': ok({}),
      'POST /api/admin/operators/5/reset-totp': ok({}),
    });
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });

    fireEvent.click(within(await rowOf('李运营')).getByRole('button', { name: /停\s*用/ }));
    const disable = await confirmBubble('确认停用 李运营？');
    expect(disable).toHaveTextContent('立即退出登录');
    expect(server.callsTo('POST /api/admin/operators/4/disable')).toHaveLength(0);
    fireEvent.click(within(disable).getByRole('button', { name: '确认停用' }));
    expect(await screen.findByText('李运营 已停用')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/operators/4/disable')).toHaveLength(1);

    fireEvent.click(within(await rowOf('陈客服')).getByRole('button', { name: /启\s*用/ }));
    fireEvent.click(
      within(await confirmBubble('确认启用 陈客服？')).getByRole('button', {
        name: '确认启用',
      }),
    );
    expect(await screen.findByText('陈客服 已启用')).toBeInTheDocument();

    fireEvent.click(
      within(await rowOf('赵财务')).getByRole('button', {
        name: '重置动态验证码',
      }),
    );
    const totp = await confirmBubble('确认重置 赵财务 的动态验证码？');
    expect(totp).toHaveTextContent('重新扫码绑定');
    fireEvent.click(within(totp).getByRole('button', { name: '确认重置' }));
    expect(await screen.findByText('赵财务 的动态验证码已重置，下次登录时重新绑定')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/operators/5/reset-totp')).toHaveLength(1);
  });

  it('is not shown to a role without operators.manage (ops)', async () => {
    const server = serve({}, 'ops');
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });
    expect(await screen.findByText('无权查看操作员')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/operators')).toHaveLength(0);
  });

  it('a list that cannot load says why, with 重新加载', async () => {
    serve({ 'GET /api/admin/operators': fail(50, '操作员暂时无法查询') });
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });
    expect(await screen.findByText('操作员暂时无法查询')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  });

  it('shows each operator’s site; a role changes only within its kind (main roles or a 分站’s)', async () => {
    const server = serve({ 'PUT /api/admin/operators/7/role': ok(null) });
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });
    const owner = await rowOf('周站长');
    expect(within(owner).getByText('礼品代发商城·宁波分站')).toBeInTheDocument();
    expect(within(await rowOf('李运营')).getByText('主站')).toBeInTheDocument();

    expect(await optionsOf(within(await rowOf('李运营')).getByLabelText('李运营的角色'))).toEqual(['管理员', '运营', '财务', '客服']);
    expect(await optionsOf(within(owner).getByLabelText('周站长的角色'))).toEqual(['分站站长', '分站员工']);
    fireEvent.click(lastDropdown().querySelector('[title="分站员工"]')!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('将 周站长 的角色由「分站站长」改为「分站员工」？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/operators/7/role').map((c) => c.body)).toEqual([{ role: 'site_staff' }]));
  });

  it('the role filter offers the main roles and the 分站 roles apart, and filters by a 分站 role', async () => {
    const server = serve();
    renderInApp(<AdminOperatorsPage />, { path: '/admin/operators' });
    await rowOf('周站长');
    fireEvent.mouseDown(screen.getByLabelText('角色'));
    await waitFor(() => expect(lastDropdown()).toHaveTextContent('主站角色'));
    expect(lastDropdown()).toHaveTextContent('分站角色');
    fireEvent.click(lastDropdown().querySelector('[title="分站站长"]')!);
    await waitFor(() => expect(listQueries(server).at(-1)).toEqual({ role: 'site_owner' }));
    await waitFor(() => expect(within(table()).queryByText('李运营')).toBeNull());
    expect(within(table()).getByText('周站长')).toBeInTheDocument();
  });
});
