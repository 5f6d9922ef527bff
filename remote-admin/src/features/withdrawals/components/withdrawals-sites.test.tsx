import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { findDialog, renderInApp } from 'shared-contracts/testing';
import { AdminWithdrawalsPage } from '../../../pages/withdrawals';
import { startAtConsole } from '../../../test-support/console';
import { serveWithdrawals, withdrawal, withdrawalRow, withdrawalTotals } from '../../../test-support/withdrawal-fixtures';

const MEMBER = withdrawal(1);
const OWNER = withdrawal(6, {
  kind: 'site_earnings',
  user_id: null,
  site_id: 3,
  site_name: '礼品代发商城·宁波分站',
  mobile: '137****2100',
  amount: 300,
  alipay_account: 'nb-owner@example.com',
  alipay_name: '周站长',
  real_name: null,
});
const TOTALS = withdrawalTotals({ pending: { count: 2, amount: 400 } });

const serve = (role: OperatorRole) => serveWithdrawals(role, [MEMBER, OWNER], TOTALS);
const rowOf = withdrawalRow;
const optionTitles = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.getAttribute('title'));

beforeEach(() => startAtConsole('/admin/withdrawals'));

describe('提现审核: 分站收益 and sites', () => {
  it('a 分站’s earnings show as 分站收益 from its 站长, with its site, and no real-name warning', async () => {
    serve('finance');
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    const owner = await rowOf('nb-owner@example.com');
    for (const text of ['分站收益', '137****2100', '站长', '礼品代发商城·宁波分站', '¥300.00', '站长提现，无会员实名']) expect(within(owner).getByText(text)).toBeInTheDocument();
    expect(owner).not.toHaveTextContent('用户 ID');
    expect(within(owner).queryByText('姓名不一致')).toBeNull();
    const member = await rowOf('shop1@example.com');
    for (const text of ['推广佣金', '用户 ID 41', '礼品代发商城']) expect(within(member).getByText(text)).toBeInTheDocument();

    fireEvent.click(within(owner).getByRole('button', { name: '通过 137****2100 的提现' }));
    const confirm = (await screen.findByText('确认通过并打款 ¥300.00 给 nb-owner@example.com？')).closest('.ant-popover') as HTMLElement;
    expect(confirm).toHaveTextContent('收款人 周站长。通过后自动打款，不可撤销。');
  });

  it('驳回 of a 分站’s earnings says the money returns to the 分站’s available earnings, not to a commission', async () => {
    serve('finance');
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    fireEvent.click(within(await rowOf('nb-owner@example.com')).getByRole('button', { name: '驳回 137****2100 的提现' }));
    const dialog = await findDialog('驳回提现');
    expect(dialog).toHaveTextContent('将驳回 「礼品代发商城·宁波分站」站长 137****2100 的提现 ¥300.00（支付宝 nb-owner@example.com），金额退回分站可提现收益。');
    expect(dialog).not.toHaveTextContent('佣金');
    expect(dialog).toHaveTextContent('站长在提现记录中会看到这段原因。');
  });

  it('批量驳回 of both kinds says where each goes back', async () => {
    serve('admin');
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    fireEvent.click(within(await rowOf('shop1@example.com')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('nb-owner@example.com')).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '批量驳回' }));
    const dialog = await findDialog('批量驳回提现');
    expect(dialog).toHaveTextContent('将驳回选中的 2 笔，合计 ¥400.00，推广佣金退回各用户的可提现佣金，分站收益退回分站可提现收益。');
  });

  it('finance filters by a site; the list and the totals ask for it', async () => {
    const server = serve('finance');
    const { location } = renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    await rowOf('nb-owner@example.com');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    await waitFor(() => expect(optionTitles()).toEqual(['全部站点', '主站', '礼品代发商城·宁波分站', '温州分站']));
    fireEvent.click(await screen.findByTitle('礼品代发商城·宁波分站'));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/withdrawals').at(-1)).toEqual({ page: '1', page_size: '10', status: 'pending', site_id: '3' }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/withdrawals/totals').at(-1)).toEqual({ site_id: '3' }));
    expect(location()).toBe('/admin/withdrawals?site_id=3');
    expect(server.callsTo('GET /api/admin/site-options')).toHaveLength(1);
  });

  it('an admin chooses among every site', async () => {
    const server = serve('admin');
    renderInApp(<AdminWithdrawalsPage />, { path: '/admin/withdrawals' });
    await rowOf('nb-owner@example.com');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    await waitFor(() => expect(optionTitles()).toEqual(['全部站点', '主站', '礼品代发商城·宁波分站', '温州分站']));
    expect(server.callsTo('GET /api/admin/site-options')).toHaveLength(1);
  });
});
