import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPromotionSettings, OperatorRole } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminPromotionPage } from '../../../pages/promotion';
import { PromotionSettingsForm } from './promotion-settings-form';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const SETTINGS: AdminPromotionSettings = {
  rate: 5,
  freeze_days: 7,
  withdraw_min: 10,
  withdraw_daily_count: 3,
  groups: [
    { id: 1, name: '普通会员', rate: null },
    { id: 2, name: 'VIP1 黄金会员', rate: 6.5 },
  ],
};

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, { 'GET /api/admin/promotion/settings': ok(SETTINGS), ...extra });
}

const card = () => screen.getByLabelText('推广设置') as HTMLElement;
/** The settings are in the form, the groups' table (a lazy chunk) too. */
const loaded = async () => {
  await waitFor(() => expect(within(card()).getByLabelText('佣金比例')).toHaveValue('5'));
  await within(card()).findByLabelText('普通会员 佣金比例');
};
const type = (label: string, value: string) => fireEvent.change(within(card()).getByLabelText(label), { target: { value } });
const confirmDialog = () =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === '确认保存推广设置');
    if (!found) throw new Error('no confirmation');
    return found;
  });

beforeEach(() => startAtConsole('/admin/promotion'));

describe('推广设置', () => {
  it("checks the fields with the contract's rules and sends nothing until they hold", async () => {
    const server = serve('finance');
    renderInApp(<AdminPromotionPage />, { path: '/admin/promotion' });
    await loaded();
    expect(within(card()).getByLabelText('普通会员 佣金比例')).toHaveValue('');
    expect(within(card()).getByLabelText('VIP1 黄金会员 佣金比例')).toHaveValue('6.5');

    type('佣金比例', '5.555');
    type('冻结天数', '91');
    type('最低提现金额', '');
    type('每日提现次数', '0');
    type('VIP1 黄金会员 佣金比例', '60');
    fireEvent.click(within(card()).getByRole('button', { name: /保\s*存/ }));
    expect(await within(card()).findByText('佣金比例最多保留两位小数')).toBeInTheDocument();
    expect(within(card()).getByText('冻结天数应在 3–90 之间')).toBeInTheDocument();
    expect(within(card()).getByText('请填写最低提现金额')).toBeInTheDocument();
    expect(within(card()).getByText('每日提现次数应在 1–100 之间')).toBeInTheDocument();
    expect(within(card()).getByText('等级佣金比例应在 0–20 之间')).toBeInTheDocument();
    expect(screen.queryByText('确认保存推广设置')).toBeNull();
    expect(server.callsTo('PUT /api/admin/promotion/settings')).toHaveLength(0);
  });

  it('保存 states what changes and that only later orders are affected, then sends the body; a refusal keeps what was typed', async () => {
    const server = serve('admin', { 'PUT /api/admin/promotion/settings': [fail(1, '会员等级不正确'), ok({ ...SETTINGS, rate: 6.25 })] });
    renderInApp(<AdminPromotionPage />, { path: '/admin/promotion' });
    await loaded();
    type('佣金比例', '6.25');
    type('最低提现金额', '20.5');
    type('普通会员 佣金比例', '4');
    type('VIP1 黄金会员 佣金比例', '');
    fireEvent.click(within(card()).getByRole('button', { name: /保\s*存/ }));

    let confirm = await confirmDialog();
    const changes = within(confirm).getByRole('group', { name: '确认修改' });
    for (const line of ['佣金比例：5% → 6.25%', '最低提现金额：¥10.00 → ¥20.50', '普通会员 佣金比例：使用全站比例 → 4%', 'VIP1 黄金会员 佣金比例：6.5% → 使用全站比例', '修改后只影响之后的订单'])
      expect(changes).toHaveTextContent(line);
    expect(changes).not.toHaveTextContent('冻结天数');
    expect(server.callsTo('PUT /api/admin/promotion/settings')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认保存' }));

    await waitFor(() => expect(server.callsTo('PUT /api/admin/promotion/settings')).toHaveLength(1));
    const body = { rate: 6.25, freeze_days: 7, withdraw_min: 20.5, withdraw_daily_count: 3, groups: [{ id: 1, rate: 4 }, { id: 2, rate: null }] };
    expect(server.callsTo('PUT /api/admin/promotion/settings')[0].body).toEqual(body);
    expect(await within(card()).findByText('会员等级不正确')).toBeInTheDocument();
    expect(within(card()).getByLabelText('佣金比例')).toHaveValue('6.25');
    expect(within(card()).getByLabelText('普通会员 佣金比例')).toHaveValue('4');

    fireEvent.click(within(card()).getByRole('button', { name: /保\s*存/ }));
    confirm = await confirmDialog();
    fireEvent.click(within(confirm).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/promotion/settings')).toHaveLength(2));
    expect(server.callsTo('PUT /api/admin/promotion/settings')[1].body).toEqual(body);
    expect(await screen.findByText('推广设置已保存')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/admin/promotion/settings')).toHaveLength(2));
  });

  it('says when nothing was changed', async () => {
    const server = serve('finance');
    renderInApp(<AdminPromotionPage />, { path: '/admin/promotion' });
    await loaded();
    fireEvent.click(within(card()).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('没有修改')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/promotion/settings')).toHaveLength(0);
  });

  it('without money.write the settings are shown read only', async () => {
    serve('finance');
    renderInApp(<PromotionSettingsForm canWrite={false} />, { path: '/admin/promotion' });
    await loaded();
    expect(within(card()).getByText('当前角色只能查看推广设置')).toBeInTheDocument();
    for (const label of ['佣金比例', '冻结天数', '最低提现金额', '每日提现次数', 'VIP1 黄金会员 佣金比例']) expect(within(card()).getByLabelText(label)).toBeDisabled();
    expect(within(card()).queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });

  it.each(['support', 'ops'] as const)('is not shown to %s', async (role) => {
    const server = serve(role);
    renderInApp(<AdminPromotionPage />, { path: '/admin/promotion' });
    expect(await screen.findByText('无权查看推广设置')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/promotion/settings')).toHaveLength(0);
  });
});
