import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AdminMoneyRules, type AdminPromotionSettings, type OperatorRole } from 'shared-contracts/admin';
import { mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminPromotionPage } from '../../../pages/promotion';
import { serveConsole, startAtConsole } from '../../../test-support/console';

// issue 35: 推广设置's bounds in the form (rate ≤ 20 %, freeze ≥ 3 days) and the admin's 资金安全 card.
const SETTINGS: AdminPromotionSettings = {
  rate: 5,
  freeze_days: 7,
  withdraw_min: 10,
  withdraw_daily_count: 3,
  groups: [{ id: 1, name: '普通会员', rate: null }],
};
const RULES: AdminMoneyRules = { payout_review_threshold: 5000, group_discount_floor: 80, updated_by_name: null, updated_at: null };

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/promotion/settings': ok(SETTINGS),
    'GET /api/admin/money-rules': ok(RULES),
    ...extra,
  });
}
const within_ = (label: string) => within(screen.getByLabelText(label) as HTMLElement);

beforeEach(() => startAtConsole('/admin/promotion'));

describe('推广设置 bounds', () => {
  it('refuses a rate above 20 % and a freeze under 3 days before sending', async () => {
    const server = serve('finance');
    renderInApp(<AdminPromotionPage />, { path: '/admin/promotion' });
    await waitFor(() => expect(within_('推广设置').getByLabelText('佣金比例')).toHaveValue('5'));
    fireEvent.change(within_('推广设置').getByLabelText('佣金比例'), { target: { value: '21' } });
    fireEvent.change(within_('推广设置').getByLabelText('冻结天数'), { target: { value: '2' } });
    fireEvent.click(within_('推广设置').getByRole('button', { name: /保\s*存/ }));
    expect(await within_('推广设置').findByText('佣金比例应在 0–20 之间')).toBeInTheDocument();
    expect(within_('推广设置').getByText('冻结天数应在 3–90 之间')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/promotion/settings')).toHaveLength(0);
    // 资金安全 is the admin's only
    expect(screen.queryByLabelText('资金安全')).toBeNull();
    expect(server.callsTo('GET /api/admin/money-rules')).toHaveLength(0);
  });
});

describe('资金安全', () => {
  it('shows the admin the amount and the floor, and saves them', async () => {
    const saved = { ...RULES, payout_review_threshold: 3000, updated_by_name: '王管理', updated_at: '2026-11-26 10:00:00' };
    const server = serve('admin', { 'PUT /api/admin/money-rules': ok(saved) });
    renderInApp(<AdminPromotionPage />, { path: '/admin/promotion' });
    const card = await screen.findByLabelText('资金安全');
    await waitFor(() => expect(within(card).getByLabelText('大额提现复核金额')).toHaveValue('5000'));
    expect(card).toHaveTextContent('尚未修改，使用默认值');
    fireEvent.change(within(card).getByLabelText('会员折扣下限'), { target: { value: '0' } });
    fireEvent.click(within(card).getByRole('button', { name: /保\s*存/ }));
    expect(await within(card).findByText('会员折扣下限应为 1 到 100 之间的整数')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('会员折扣下限'), { target: { value: '80' } });
    fireEvent.change(within(card).getByLabelText('大额提现复核金额'), { target: { value: '3000' } });
    fireEvent.click(within(card).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/money-rules')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/money-rules')[0].body).toEqual({ payout_review_threshold: 3000, group_discount_floor: 80 });
  });
});
