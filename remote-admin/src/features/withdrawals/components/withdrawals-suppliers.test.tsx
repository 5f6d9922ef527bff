import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { findDialog, renderInApp } from 'shared-contracts/testing';
import { AdminWithdrawalsPage } from '../../../pages/withdrawals';
import { startAtConsole } from '../../../test-support/console';
import { serveWithdrawals, withdrawal, withdrawalRow, withdrawalTotals } from '../../../test-support/withdrawal-fixtures';

const MEMBER = withdrawal(1);
const SUPPLIER = withdrawal(7, {
  kind: 'supplier_payable',
  shop_id: 5,
  shop_name: '义乌礼品供货店',
  user_id: null,
  mobile: '139****5500',
  amount: 880.5,
  alipay_account: 'yiwu@example.com',
  alipay_name: '义乌礼品有限公司',
  real_name: null,
});
const TOTALS = withdrawalTotals({ pending: { count: 2, amount: 980.5 } });

const serve = (role: OperatorRole) => serveWithdrawals(role, [MEMBER, SUPPLIER], TOTALS);
const rowOf = withdrawalRow;

beforeEach(() => startAtConsole('/admin/withdrawals'));

describe('提现审核: 供应商结算 (issue 33)', () => {
  it('shows a 供货店铺’s settlement as 供应商结算 · its shop, from its 负责人, with no real-name warning', async () => {
    serve('finance');
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    const row = await rowOf('yiwu@example.com');
    for (const text of ['供应商结算 · 义乌礼品供货店', '139****5500', '供应商负责人', '¥880.50', '供应商结算，无会员实名']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).queryByText('姓名不一致')).toBeNull();
    expect(row).not.toHaveTextContent('用户 ID');
  });

  it('驳回 says the money returns to the supplier’s payable, and the supplier reads the reason', async () => {
    serve('finance');
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    fireEvent.click(within(await rowOf('yiwu@example.com')).getByRole('button', { name: '驳回 139****5500 的提现' }));
    const dialog = await findDialog('驳回提现');
    expect(dialog).toHaveTextContent('将驳回 供货店铺「义乌礼品供货店」负责人 139****5500 的提现 ¥880.50（支付宝 yiwu@example.com），金额退回供应商的可结算金额。');
    expect(dialog).toHaveTextContent('供应商在提现记录中会看到这段原因。');
  });

  it('filters by kind: the list and the totals ask for it, held in the URL', async () => {
    const server = serve('finance');
    const { location } = renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    await rowOf('yiwu@example.com');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '类型' }));
    fireEvent.click((await screen.findAllByTitle('供应商结算')).at(-1)!);
    await waitFor(() => expect(server.queriesTo('GET /api/admin/withdrawals').at(-1)).toEqual({ page: '1', page_size: '10', status: 'pending', kind: 'supplier_payable' }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/withdrawals/totals').at(-1)).toEqual({ kind: 'supplier_payable' }));
    expect(location()).toBe('/admin/withdrawals?kind=supplier_payable');
  });
});
