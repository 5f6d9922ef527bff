import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SiteMessages } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminSitesPage } from '../../../pages/sites';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';
import { NB_SITE, SITES } from '../../../test-support/site-fixtures';

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('ops', { 'GET /api/admin/sites': ok(SITES), ...extra });
}

const show = () => renderInApp(<AdminSitesPage />, { path: '/admin/sites' });
const rowOf = (name: string) => rowIn('分站列表', name);
const openTerms = async (name: string) => {
  fireEvent.click(within(await rowOf(name)).getByRole('button', { name: `「${name}」的经营条款` }));
  return findDialog(`经营条款 · ${name}`);
};

beforeEach(() => startAtConsole('/admin/sites'));

describe('分站 as businesses', () => {
  it('each row shows its status, owners, terms, members, sales and earnings; a 分站 without owner says so', async () => {
    serve();
    show();
    const nb = await rowOf('礼品代发商城·宁波分站');
    for (const text of ['营业中', '周站长', '137****2100', '80%', '25%', '128', '12345.60', '120.50 / 300.00 / 1000.00', '提现中 50.00']) expect(within(nb).getByText(text)).toBeInTheDocument();
    expect(within(nb).getByText('营业中').closest('.ant-tag')).toHaveClass('ant-tag-green');
    const wz = await rowOf('温州分站');
    expect(within(wz).getByText('已停用')).toBeInTheDocument();
    expect(within(wz).getByText('未开通站长')).toBeInTheDocument();
    // the applications have a page of their own now
    expect(screen.queryByRole('tab', { name: '分站加盟申请' })).toBeNull();
  });

  it('经营条款 shows the terms and saves the cost and freeze days', async () => {
    const server = serve({ 'PUT /api/admin/sites/3/business': ok(NB_SITE) });
    show();
    const dialog = await openTerms('礼品代发商城·宁波分站');
    await waitFor(() => expect(within(dialog).getByLabelText('成本比例（%）')).toHaveValue('80'));
    expect(within(dialog).getByRole('radio', { name: '营业中' })).toBeChecked();
    expect(within(dialog).getByLabelText('收益冻结天数')).toHaveValue('7');
    expect(dialog).toHaveTextContent('当前加价 25%');

    fireEvent.change(within(dialog).getByLabelText('成本比例（%）'), { target: { value: '90' } });
    fireEvent.change(within(dialog).getByLabelText('收益冻结天数'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/3/business')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/sites/3/business')[0].body).toEqual({ status: 'active', cost_percent: 90, freeze_days: 10 });
    expect(await screen.findByText('「礼品代发商城·宁波分站」的经营条款已保存')).toBeInTheDocument();
  });

  it('停用 asks first, saying the domains show 该站点已停用 and take no orders while members keep their money', async () => {
    const server = serve({ 'PUT /api/admin/sites/3/business': [fail(1, '成本比例应在 50–100 之间'), ok(NB_SITE)] });
    show();
    const dialog = await openTerms('礼品代发商城·宁波分站');
    await waitFor(() => expect(within(dialog).getByLabelText('成本比例（%）')).toHaveValue('80'));
    fireEvent.click(within(dialog).getByRole('radio', { name: '已停用' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    const confirm = await within(dialog).findByRole('group', { name: '确认停用' });
    expect(confirm).toHaveTextContent('确认停用「礼品代发商城·宁波分站」？');
    expect(confirm).toHaveTextContent('nb.gift.example.com、nb2.gift.example.com 将显示「该站点已停用」，不再接受下单');
    expect(confirm).toHaveTextContent('会员的余额等资金仍归会员所有');
    expect(server.callsTo('PUT /api/admin/sites/3/business')).toHaveLength(0);

    // 返回修改 goes back without sending
    fireEvent.click(within(dialog).getByRole('button', { name: '返回修改' }));
    expect(within(dialog).queryByRole('group', { name: '确认停用' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '确认停用' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/3/business')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/sites/3/business')[0].body).toEqual({ status: 'stopped', cost_percent: 80, freeze_days: 7 });
    // a refusal is said above the form, which keeps the choice
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('成本比例应在 50–100 之间');
    expect(within(dialog).getByRole('radio', { name: '已停用' })).toBeChecked();

    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '确认停用' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/3/business')).toHaveLength(2));
  });

  it('reopening a stopped 分站 needs no confirmation', async () => {
    const server = serve({ 'PUT /api/admin/sites/4/business': ok(NB_SITE) });
    show();
    const dialog = await openTerms('温州分站');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '已停用' })).toBeChecked());
    fireEvent.click(within(dialog).getByRole('radio', { name: '营业中' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/4/business')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/sites/4/business')[0].body).toEqual({ status: 'active', cost_percent: 85, freeze_days: 7 });
  });

  it('a cost outside 50–100 is said without calling', async () => {
    const server = serve();
    show();
    const dialog = await openTerms('礼品代发商城·宁波分站');
    await waitFor(() => expect(within(dialog).getByLabelText('成本比例（%）')).toHaveValue('80'));
    fireEvent.change(within(dialog).getByLabelText('成本比例（%）'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写成本比例')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/sites/3/business')).toHaveLength(0);
  });

  it('删除 of a 分站 in use says the server’s refusal', async () => {
    const server = serve({ 'DELETE /api/admin/sites/3': fail(1, SiteMessages.inUse) });
    show();
    fireEvent.click(within(await rowOf('礼品代发商城·宁波分站')).getByRole('button', { name: /删\s*除/ }));
    const bubble = (await screen.findByText('确认删除分站「礼品代发商城·宁波分站」？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(bubble).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/sites/3')).toHaveLength(1));
    expect(await screen.findByText(SiteMessages.inUse)).toBeInTheDocument();
    expect(screen.queryByText('已删除分站「礼品代发商城·宁波分站」')).toBeNull();
  });
});
