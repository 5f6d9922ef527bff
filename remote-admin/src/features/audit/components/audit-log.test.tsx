import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIT_ACTION_NAMES, auditActionName, type AuditRow } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { AdminAuditPage } from '../../../pages/audit';
import { atConsole, serveConsole, signInOperator, signInShopUser } from '../../../test-support/console';

const ROWS: AuditRow[] = [
  {
    id: 12,
    operator_id: 3,
    operator_name: '王管理',
    role: 'admin',
    action: 'goods.update',
    entity: 'goods',
    entity_id: '88',
    before: { price: 3.5, name: '陶瓷马克杯' },
    after: { price: 4, name: '陶瓷马克杯' },
    ip: '10.0.0.8',
    created_at: '2026-11-20 10:31:05',
  },
  { id: 11, operator_id: null, operator_name: '', role: '', action: 'login', entity: 'operator', entity_id: '', before: null, after: null, ip: '10.0.0.9', created_at: '2026-11-19 09:00:00' },
];

function serveAudit(call: RecordedCall) {
  const page = Number(call.query.get('page'));
  const pageSize = Number(call.query.get('page_size'));
  const action = call.query.get('action');
  const list = ROWS.filter((row) => !action || row.action === action);
  return ok({ list, page, page_size: pageSize, data_count: list.length });
}

const auditQueries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/audit');
const table = () => screen.getByRole('region', { name: '审计日志' });

beforeEach(() => {
  resetBrowserState();
  atConsole('/admin/audit');
});

describe('审计日志', () => {
  it('asks with the URL\'s filters (action, object, date range as China-time bounds), with the operator token only', async () => {
    signInOperator();
    signInShopUser();
    const server = serveConsole('admin', { 'GET /api/admin/audit': serveAudit });
    renderInApp(<AdminAuditPage />, { path: '/admin/audit?action=goods.update&entity=goods&from=2026-11-01&to=2026-11-20&page=1' });
    await waitFor(() => expect(auditQueries(server)).toHaveLength(1));
    expect(auditQueries(server)[0]).toEqual({
      page: '1',
      page_size: '10',
      action: 'goods.update',
      entity: 'goods',
      start_time: '2026-11-01 00:00:00',
      end_time: '2026-11-20 23:59:59',
    });
    const call = server.callsTo('GET /api/admin/audit')[0];
    expect([call.operatorToken, call.authorization]).toEqual(['op-tok', null]);
    expect(await within(table()).findByText('共 1 条')).toBeInTheDocument();
  });

  it('shows 时间/操作人/角色/操作/对象/IP, and a row\'s before → after when unfolded; filters change the query', async () => {
    signInOperator();
    const server = serveConsole('admin', { 'GET /api/admin/audit': serveAudit });
    const { location } = renderInApp(<AdminAuditPage />, { path: '/admin/audit' });
    const first = await within(await screen.findByRole('region', { name: '审计日志' })).findByText('goods.update');
    const headers = Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['时间', '操作人', '角色', '操作', '对象', 'IP', '变更']);
    const row = first.closest('tr') as HTMLElement;
    expect(within(row).getByText('王管理')).toBeInTheDocument();
    expect(within(row).getByText('管理员')).toBeInTheDocument();
    expect(within(row).getByText('goods #88')).toBeInTheDocument();
    // the action in Chinese, and as written
    expect(within(row).getByText('编辑商品')).toBeInTheDocument();
    fireEvent.click(within(row).getByText('查看变更'));
    expect(within(row).getByRole('region', { name: '变更前' })).toHaveTextContent('"price": 3.5');
    expect(within(row).getByRole('region', { name: '变更后' })).toHaveTextContent('"price": 4');
    // a sign-in by no known operator: 系统, no role, nothing to unfold
    const second = within(table()).getByText('login').closest('tr') as HTMLElement;
    expect(within(second).getByText('系统')).toBeInTheDocument();
    expect(within(second).queryByText('查看变更')).toBeNull();
    expect(within(second).getByText('登录')).toBeInTheDocument();

    // the action filter offers the actions by their Chinese names, searchable
    const search = screen.getByLabelText('操作');
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: '登录' } });
    const option = await screen.findByTitle('登录（login）');
    expect(screen.queryByTitle('编辑商品（goods.update）')).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(location()).toBe('/admin/audit?action=login'));
    await waitFor(() => expect(auditQueries(server).at(-1)).toEqual({ page: '1', page_size: '10', action: 'login' }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(location()).toBe('/admin/audit'));
  });

  it('names the known actions in Chinese, and shows an unnamed one as written', () => {
    expect(auditActionName('password.change')).toBe('修改密码');
    expect(auditActionName('operator.create')).toBe('创建操作员');
    expect(auditActionName('operator.totp_reset')).toBe('重置动态验证码');
    expect(auditActionName('something.new')).toBe('something.new');
    expect(auditActionName('toString')).toBe('toString');
    for (const name of Object.values(AUDIT_ACTION_NAMES)) expect(name).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('says so when nothing matches', async () => {
    signInOperator();
    serveConsole('admin', { 'GET /api/admin/audit': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    renderInApp(<AdminAuditPage />, { path: '/admin/audit?action=nothing' });
    expect(await screen.findByText('没有符合条件的审计记录')).toBeInTheDocument();
  });

  it('a log that cannot load says why, with 重新加载', async () => {
    signInOperator();
    serveConsole('admin', { 'GET /api/admin/audit': fail(50, '审计日志暂时无法查询') });
    renderInApp(<AdminAuditPage />, { path: '/admin/audit' });
    expect(await screen.findByText('审计日志暂时无法查询')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  });

  it('is not shown to a role without audit.read (support)', async () => {
    signInOperator();
    const server = serveConsole('support');
    renderInApp(<AdminAuditPage />, { path: '/admin/audit' });
    expect(await screen.findByText('无权查看审计日志')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/audit')).toHaveLength(0);
  });
});
