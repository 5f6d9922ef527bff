import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDetail, OperatorRole } from 'shared-contracts/admin';
import { ok, pageReply, type RecordedCall, renderInApp } from 'shared-contracts/testing';
import { AdminUsersPage } from '../../../pages/users';
import { serveConsole, startAtConsole } from '../../../test-support/console';
import { SITE_OPTIONS } from '../../../test-support/site-fixtures';
import { userRow } from '../../../test-support/user-fixtures';

const ROWS = [userRow(7, { username: '张三的店' }), userRow(8, { username: '宁波会员', site_id: 3, site_name: '礼品代发商城·宁波分站', group_id: 31, group_name: '宁波金卡' })];
const DETAIL: AdminUserDetail = { ...ROWS[1], frozen_reason: '', real_name: null, recharge_total: 0, spend_total: 0, order_count: 0, parcel_count: 0, store_count: 0, recent_orders: [] };

const page = pageReply(ROWS);
const groupsOf = (call: RecordedCall) =>
  ok(call.query.get('site_id') === '3' ? [{ id: 31, name: '宁波金卡', is_default: true }, { id: 32, name: '宁波钻石卡', is_default: false }] : [{ id: 1, name: '普通会员', is_default: true }]);

function serve(role: OperatorRole) {
  return serveConsole(role, {
    'GET /api/admin/users': page,
    'GET /api/admin/users/8': ok(DETAIL),
    'GET /api/admin/group-options': groupsOf,
    'GET /api/admin/site-options': ok(SITE_OPTIONS),
  });
}

const table = () => screen.findByRole('region', { name: '用户列表' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
};
const optionTitles = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.getAttribute('title'));

beforeEach(() => startAtConsole('/admin/users'));

describe('用户: sites', () => {
  it('ops sees each user’s site and filters by it; the group filter then offers that site’s groups', async () => {
    const server = serve('ops');
    const { location } = renderInApp(<AdminUsersPage />, { path: '/admin/users?group_id=1' });
    expect(within(await rowOf('宁波会员')).getByText('礼品代发商城·宁波分站')).toBeInTheDocument();
    expect(within(await table()).getByRole('columnheader', { name: '站点' })).toBeInTheDocument();
    expect(server.queriesTo('GET /api/admin/group-options')[0]).toEqual({});

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    await waitFor(() => expect(optionTitles()).toEqual(['全部站点', '主站', '礼品代发商城·宁波分站', '温州分站']));
    fireEvent.click(await screen.findByTitle('礼品代发商城·宁波分站'));

    // the group chosen belonged to the main site: it goes with the site
    await waitFor(() => expect(server.queriesTo('GET /api/admin/users').at(-1)).toEqual({ page: '1', page_size: '10', site_id: '3' }));
    expect(location()).toBe('/admin/users?site_id=3');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/group-options').at(-1)).toEqual({ site_id: '3' }));
    await choose('会员等级', '宁波钻石卡');
    await waitFor(() => expect(server.queriesTo('GET /api/admin/users').at(-1)).toEqual({ page: '1', page_size: '10', site_id: '3', group_id: '32' }));
  });

  it('a 分站’s owner sees no site: no column, no filter, no site_id sent even from the URL', async () => {
    const server = serve('site_owner');
    renderInApp(<AdminUsersPage />, { path: '/admin/users?site_id=4' });
    await rowOf('宁波会员');
    expect(server.queriesTo('GET /api/admin/users')[0]).toEqual({ page: '1', page_size: '10' });
    expect(screen.queryByRole('combobox', { name: '站点' })).toBeNull();
    expect(within(await table()).queryByRole('columnheader', { name: '站点' })).toBeNull();
    expect(server.callsTo('GET /api/admin/site-options')).toHaveLength(0);
    expect(server.queriesTo('GET /api/admin/group-options')).toEqual([{}]);
  });

  it('support, who may not edit the sites, still chooses among every site', async () => {
    const server = serve('support');
    renderInApp(<AdminUsersPage />, { path: '/admin/users' });
    await rowOf('宁波会员');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    await waitFor(() => expect(optionTitles()).toEqual(['全部站点', '主站', '礼品代发商城·宁波分站', '温州分站']));
    expect(server.callsTo('GET /api/admin/site-options')).toHaveLength(1);
  });

  it('修改等级 offers the groups of the user’s own site; the detail names the site', async () => {
    const server = serve('admin');
    renderInApp(<AdminUsersPage />, { path: '/admin/users' });
    fireEvent.click(within(await rowOf('宁波会员')).getByRole('button', { name: /详\s*情/ }));
    const info = await screen.findByRole('region', { name: '用户信息' });
    expect(within(info).getByText('礼品代发商城·宁波分站')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '修改等级' }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/group-options')).toContainEqual({ site_id: '3' }));
    expect(await screen.findByTitle('宁波金卡')).toBeInTheDocument();
  });
});
