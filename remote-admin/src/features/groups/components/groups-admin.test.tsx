import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminGroup, AdminRechargeSettings } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminGroupsPage } from '../../../pages/groups';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const GROUPS: AdminGroup[] = [
  {
    id: 1,
    name: '普通会员',
    level: 0,
    is_default: true,
    price_percent: 100,
    upgrade_amount: 0,
    user_count: 120,
  },
  {
    id: 2,
    name: 'VIP1 黄金会员',
    level: 1,
    is_default: false,
    price_percent: 98,
    upgrade_amount: 500,
    user_count: 8,
  },
  {
    id: 3,
    name: 'VIP2 铂金会员',
    level: 2,
    is_default: false,
    price_percent: 95,
    upgrade_amount: 2000,
    user_count: 0,
  },
];

const SETTINGS: AdminRechargeSettings = {
  quick_options: [100, 500],
  min: 10,
  max: 50000,
  allow_input: true,
  welfare: [{ amount: 500, free: 10 }],
  channels: [{ channel: 1, name: '支付宝', enabled: true }],
};

function serve(role: 'admin' | 'ops' | 'support', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/groups': ok(GROUPS),
    'GET /api/admin/recharge-settings': ok(SETTINGS),
    ...extra,
  });
}

const rowOf = (name: string) => rowIn('会员等级列表', name);
const card = () => screen.getByLabelText('充值选项') as HTMLElement;
const settingsLoaded = async () => waitFor(() => expect(within(card()).getByLabelText('快捷金额 1')).toHaveValue('100'));

beforeEach(() => startAtConsole('/admin/groups'));

describe('会员等级', () => {
  it('lists the groups with discount, threshold and users; the default group cannot be deleted', async () => {
    serve('ops');
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    const standard = await rowOf('普通会员');
    expect(within(standard).getByText('默认')).toBeInTheDocument();
    expect(within(standard).getByText('无折扣')).toBeInTheDocument();
    expect(within(standard).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    const vip1 = await rowOf('VIP1 黄金会员');
    for (const text of ['标价的 98%', '单笔充值 ¥500.00', '8']) expect(within(vip1).getByText(text)).toBeInTheDocument();
  });

  it("编辑 sends the fields; the server's refusal is said in the drawer, which keeps what was typed", async () => {
    const refusal = '充值门槛更高的等级折扣不能更差：「VIP2 铂金会员」为 95%，而门槛更低的「VIP1 黄金会员」为 90%';
    const server = serve('ops', {
      'PUT /api/admin/groups/2': fail(1, refusal),
    });
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    fireEvent.click(
      within(await rowOf('VIP1 黄金会员')).getByRole('button', {
        name: /编\s*辑/,
      }),
    );
    const drawer = await findDialog('编辑会员等级 · VIP1 黄金会员');
    const percent = within(drawer).getByLabelText('折扣（标价的百分比）');
    await waitFor(() => expect(percent).toHaveValue('98'));
    fireEvent.change(percent, { target: { value: '90' } });
    fireEvent.change(within(drawer).getByLabelText('充值门槛（元）'), {
      target: { value: '800' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/groups/2')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/groups/2')[0].body).toEqual({
      name: 'VIP1 黄金会员',
      price_percent: 90,
      upgrade_amount: 800,
    });
    expect(await within(drawer).findByText(refusal)).toBeInTheDocument();
    expect(await findDialog('编辑会员等级 · VIP1 黄金会员')).toBe(drawer);
    expect(within(drawer).getByLabelText('折扣（标价的百分比）')).toHaveValue('90');
  });

  it('the default group keeps a threshold of 0: the field is disabled and 0 is sent', async () => {
    const server = serve('admin', { 'PUT /api/admin/groups/1': ok({}) });
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    fireEvent.click(within(await rowOf('普通会员')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await findDialog('编辑会员等级 · 普通会员');
    expect(within(drawer).getByLabelText('充值门槛（元）')).toBeDisabled();
    fireEvent.change(within(drawer).getByLabelText('等级名称'), {
      target: { value: '普通用户' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/groups/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/groups/1')[0].body).toEqual({
      name: '普通用户',
      price_percent: 100,
      upgrade_amount: 0,
    });
  });

  it('新增等级 says what is missing without calling, then creates', async () => {
    const server = serve('ops', { 'POST /api/admin/groups': ok({ id: 9 }) });
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    await rowOf('普通会员');
    fireEvent.click(screen.getByRole('button', { name: '新增等级' }));
    const drawer = await findDialog('新增会员等级');
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('请填写等级名称')).toBeInTheDocument();
    expect(await within(drawer).findByText('请填写充值门槛')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/groups')).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText('等级名称'), {
      target: { value: 'VIP3 钻石会员' },
    });
    fireEvent.change(within(drawer).getByLabelText('折扣（标价的百分比）'), {
      target: { value: '90' },
    });
    fireEvent.change(within(drawer).getByLabelText('充值门槛（元）'), {
      target: { value: '5000' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/groups')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/groups')[0].body).toEqual({
      name: 'VIP3 钻石会员',
      price_percent: 90,
      upgrade_amount: 5000,
    });
  });

  it("删除 asks first and says the server's reason when refused", async () => {
    const server = serve('ops', {
      'DELETE /api/admin/groups/2': fail(1, '该等级下还有 8 个用户，请先将他们调整到其他等级再删除'),
    });
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    fireEvent.click(
      within(await rowOf('VIP1 黄金会员')).getByRole('button', {
        name: /删\s*除/,
      }),
    );
    const bubble = (await screen.findByText('确认删除会员等级「VIP1 黄金会员」？')).closest('.ant-popover') as HTMLElement;
    expect(server.callsTo('DELETE /api/admin/groups/2')).toHaveLength(0);
    fireEvent.click(within(bubble).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/groups/2')).toHaveLength(1));
    expect(await screen.findByText('该等级下还有 8 个用户，请先将他们调整到其他等级再删除')).toBeInTheDocument();
  });

  it('is not shown to a role without groups.write (support), and nothing is asked', async () => {
    const server = serve('support');
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    expect(await screen.findByText('无权查看会员等级与充值')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/groups')).toHaveLength(0);
    expect(server.callsTo('GET /api/admin/recharge-settings')).toHaveLength(0);
  });
});

describe('充值选项', () => {
  it('saves quick amounts (sorted), limits, input switch, welfare rows and channel switches', async () => {
    const server = serve('ops', {
      'PUT /api/admin/recharge-settings': ok({ ...SETTINGS }),
    });
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    await settingsLoaded();
    const form = card();
    expect(within(form).getByLabelText('赠送门槛 1')).toHaveValue('500');
    fireEvent.click(within(form).getByRole('button', { name: '添加金额' }));
    fireEvent.change(await within(form).findByLabelText('快捷金额 3'), {
      target: { value: '200' },
    });
    fireEvent.change(within(form).getByLabelText('最低充值金额（元）'), {
      target: { value: '20' },
    });
    fireEvent.click(within(form).getByRole('switch', { name: '允许自定义金额' }));
    fireEvent.click(within(form).getByRole('button', { name: '添加一档' }));
    fireEvent.change(await within(form).findByLabelText('赠送门槛 2'), {
      target: { value: '200' },
    });
    fireEvent.change(within(form).getByLabelText('赠送金额 2'), {
      target: { value: '3.5' },
    });
    fireEvent.click(within(form).getByRole('switch', { name: '支付方式 支付宝' }));
    expect(await within(form).findByText('支付方式全部关闭后，用户将无法在线充值。')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/recharge-settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/recharge-settings')[0].body).toEqual({
      quick_options: [100, 200, 500],
      min: 20,
      max: 50000,
      allow_input: false,
      welfare: [
        { amount: 200, free: 3.5 },
        { amount: 500, free: 10 },
      ],
      channels: [{ channel: 1, enabled: false }],
    });
  });

  it("a refused save shows the server's message and keeps the form as typed; an empty amount is caught first", async () => {
    const refusal = '快捷金额 5 元应在最低 10 元与最高 50000 元之间';
    const server = serve('ops', {
      'PUT /api/admin/recharge-settings': fail(1, refusal),
    });
    renderInApp(<AdminGroupsPage />, { path: '/admin/groups' });
    await settingsLoaded();
    const form = card();
    fireEvent.click(within(form).getByRole('button', { name: '添加金额' }));
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByText('请填写快捷金额')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/recharge-settings')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('快捷金额 3'), {
      target: { value: '5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/recharge-settings')).toHaveLength(1));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(within(form).getByLabelText('快捷金额 3')).toHaveValue('5');
  });
});
