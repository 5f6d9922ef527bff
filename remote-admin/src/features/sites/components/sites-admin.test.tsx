import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSubstation } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminSitesPage } from '../../../pages/sites';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';
import { MAIN_SITE, NB_SITE, SITES } from '../../../test-support/site-fixtures';

const MAIN = MAIN_SITE;
const NB = NB_SITE;

function serve(role: 'admin' | 'ops' | 'support' | 'finance', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/sites': ok(SITES),
    ...extra,
  });
}

const show = () => renderInApp(<AdminSitesPage />, { path: '/admin/sites' });
const mainCard = () => screen.findByRole('region', { name: '主站设置' });
const rowOf = (name: string) => rowIn('分站列表', name);

beforeEach(() => startAtConsole('/admin/sites'));

describe('主站设置', () => {
  it('shows the main site’s settings; a save sends the edited contacts, footer and flags', async () => {
    const server = serve('ops', { 'PUT /api/admin/sites/main': ok({ ...MAIN, hotline: '400-800-0000' }) });
    show();
    const card = await mainCard();
    await waitFor(() => expect(within(card).getByLabelText('站点名称')).toHaveValue('礼品代发商城'));
    expect(within(card).getByLabelText('联系方式 1 号码')).toHaveValue('800001234');
    expect(within(card).getByLabelText('备案号')).toHaveValue('浙ICP备2026000001号');
    expect(within(card).getByRole('switch', { name: '文章开关（帮助中心按文章列表生成路由）' })).not.toBeChecked();
    // an absent goods filter is shown: on
    expect(within(card).getByRole('switch', { name: '选品筛选：快递' })).toBeChecked();

    fireEvent.click(within(card).getByRole('button', { name: '添加联系方式' }));
    fireEvent.change(within(card).getByLabelText('联系方式 2 类型'), { target: { value: '微信' } });
    fireEvent.change(within(card).getByLabelText('联系方式 2 名称'), { target: { value: ' 微信客服 ' } });
    fireEvent.change(within(card).getByLabelText('联系方式 2 号码'), { target: { value: 'gift-service' } });
    fireEvent.change(within(card).getByLabelText('客服热线'), { target: { value: '400-800-0000' } });
    fireEvent.change(within(card).getByLabelText('页脚版权信息'), { target: { value: '© 2026 新版权' } });
    fireEvent.click(within(card).getByRole('switch', { name: '文章开关（帮助中心按文章列表生成路由）' }));
    fireEvent.click(within(card).getByRole('switch', { name: '选品筛选：地区' }));
    fireEvent.click(within(card).getByRole('button', { name: '保存主站设置' }));

    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/main')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/sites/main')[0].body).toEqual({
      site_name: '礼品代发商城',
      logo: '/logo.svg',
      contacts: [
        { type: 'QQ', name: '在线客服', value: '800001234' },
        { type: '微信', name: '微信客服', value: 'gift-service' },
      ],
      hotline: '400-800-0000',
      qrcode: MAIN.qrcode,
      footer: { copyright: '© 2026 新版权', icp: '浙ICP备2026000001号' },
      flags: { article_switch: true, goods_filter_express: true, goods_filter_province: true, goods_filter_region: false, goods_filter_category: true },
    });
    expect(await screen.findByText('主站设置已保存，下次打开页面生效')).toBeInTheDocument();
  });

  it('says what is missing without calling; a refusal is said in the form, which keeps what was typed', async () => {
    const server = serve('admin', { 'PUT /api/admin/sites/main': fail(1, '主站配置无效：站点名称不正确') });
    show();
    const card = await mainCard();
    await waitFor(() => expect(within(card).getByLabelText('站点名称')).toHaveValue('礼品代发商城'));
    fireEvent.click(within(card).getByRole('button', { name: '删除联系方式 1' }));
    fireEvent.click(within(card).getByRole('button', { name: '添加联系方式' }));
    fireEvent.change(within(card).getByLabelText('站点名称'), { target: { value: ' ' } });
    fireEvent.click(within(card).getByRole('button', { name: '保存主站设置' }));
    expect(await within(card).findByText('请填写站点名称')).toBeInTheDocument();
    expect(await within(card).findByText('请填写联系方式号码')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/sites/main')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: '删除联系方式 1' }));
    fireEvent.change(within(card).getByLabelText('站点名称'), { target: { value: '新商城' } });
    fireEvent.click(within(card).getByRole('button', { name: '保存主站设置' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/main')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/sites/main')[0].body).toMatchObject({ site_name: '新商城', contacts: [] });
    expect(await within(card).findByRole('alert')).toHaveTextContent('主站配置无效：站点名称不正确');
    expect(within(card).getByLabelText('站点名称')).toHaveValue('新商城');
  });
});

describe('分站', () => {
  it('lists each sub-station with its domains, the remotes it mounts as tags and when it changed', async () => {
    serve('ops');
    show();
    const row = await rowOf('礼品代发商城·宁波分站');
    for (const text of ['nb.gift.example.com', 'nb2.gift.example.com', '商城', '下单', '用户中心', '2026-11-21 09:30:00']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).queryByText('帮助中心')).toBeNull();
    expect(within(row).queryByText('运营后台')).toBeNull();
  });

  it('新建分站 checks domains and remotes before calling; then creates with every field, admin never offered', async () => {
    const created: AdminSubstation = { ...NB, id: 9, site_name: '杭州分站', domains: ['hz.gift.example.com'] };
    const server = serve('ops', { 'POST /api/admin/sites': ok(created) });
    show();
    await rowOf('礼品代发商城·宁波分站');
    fireEvent.click(screen.getByRole('button', { name: '新建分站' }));
    const drawer = await findDialog('新建分站');
    expect(within(drawer).queryByRole('checkbox', { name: /运营后台/ })).toBeNull();
    expect(within(drawer).getByRole('switch', { name: '隐藏分站加盟页' })).toBeChecked();

    fireEvent.change(within(drawer).getByLabelText('域名'), { target: { value: 'hz.gift.example.com:8080' } });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /商城（必选/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('请填写分站名称')).toBeInTheDocument();
    // Each field's validator is async and settles on its own: wait for each message.
    expect(await within(drawer).findByText('域名 hz.gift.example.com:8080 不要带端口')).toBeInTheDocument();
    expect(await within(drawer).findByText('分站至少要挂载商城（首页在其中）')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/sites')).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('分站名称'), { target: { value: '杭州分站' } });
    fireEvent.change(within(drawer).getByLabelText('域名'), { target: { value: 'HZ.gift.example.com\nhz2.gift.example.com' } });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /商城（必选/ }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: '帮助中心' }));
    fireEvent.change(within(drawer).getByLabelText('客服热线'), { target: { value: '400-800-5678' } });
    fireEvent.change(within(drawer).getByLabelText('备案号'), { target: { value: '浙ICP备2026000009号' } });
    fireEvent.click(within(drawer).getByRole('switch', { name: '文章开关（帮助中心按文章列表生成路由）' }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(server.callsTo('POST /api/admin/sites')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/sites')[0].body).toEqual({
      domains: ['hz.gift.example.com', 'hz2.gift.example.com'],
      site_name: '杭州分站',
      logo: '',
      contacts: [],
      hotline: '400-800-5678',
      qrcode: '',
      footer: { copyright: '', icp: '浙ICP备2026000009号' },
      flags: { article_switch: true, goods_filter_express: true, goods_filter_province: true, goods_filter_region: true, goods_filter_category: true },
      hidden_routes: ['SubstationsJoin'],
      remotes: ['storefront', 'purchase', 'usercenter'],
    });
  });

  it('编辑 shows the sub-station; a domain taken elsewhere is said in the drawer, which stays with what was typed', async () => {
    const refusal = '域名 hz.gift.example.com 已被「杭州分站」使用';
    const server = serve('ops', { 'PUT /api/admin/sites/3': fail(1, refusal) });
    show();
    fireEvent.click(within(await rowOf('礼品代发商城·宁波分站')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await findDialog('编辑分站 · 礼品代发商城·宁波分站');
    const domains = within(drawer).getByLabelText('域名');
    await waitFor(() => expect(domains).toHaveValue('nb.gift.example.com\nnb2.gift.example.com'));
    expect(within(drawer).getByRole('checkbox', { name: '帮助中心' })).not.toBeChecked();
    fireEvent.change(domains, { target: { value: 'nb.gift.example.com\nhz.gift.example.com' } });
    fireEvent.click(within(drawer).getByRole('switch', { name: '隐藏分站加盟页' }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/sites/3')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/sites/3')[0].body).toMatchObject({
      domains: ['nb.gift.example.com', 'hz.gift.example.com'],
      site_name: NB.site_name,
      logo: '/logos/nb.svg',
      hotline: '400-800-5679',
      hidden_routes: [],
      remotes: ['storefront', 'purchase', 'usercenter'],
    });
    expect(await within(drawer).findByText(refusal)).toBeInTheDocument();
    expect(await findDialog('编辑分站 · 礼品代发商城·宁波分站')).toBe(drawer);
    expect(within(drawer).getByLabelText('域名')).toHaveValue('nb.gift.example.com\nhz.gift.example.com');
  });

  it('删除 asks first, then deletes', async () => {
    const server = serve('ops', { 'DELETE /api/admin/sites/3': ok({}) });
    show();
    fireEvent.click(within(await rowOf('礼品代发商城·宁波分站')).getByRole('button', { name: /删\s*除/ }));
    const bubble = (await screen.findByText('确认删除分站「礼品代发商城·宁波分站」？')).closest('.ant-popover') as HTMLElement;
    expect(within(bubble).getByText('删除后 nb.gift.example.com、nb2.gift.example.com 将显示主站，不可恢复。')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/admin/sites/3')).toHaveLength(0);
    fireEvent.click(within(bubble).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/sites/3')).toHaveLength(1));
    expect(await screen.findByText('已删除分站「礼品代发商城·宁波分站」')).toBeInTheDocument();
  });
});

describe('roles', () => {
  it.each(['support', 'finance'] as const)('%s cannot open 站点与分站 and calls nothing of it', async (role) => {
    const server = serve(role);
    show();
    expect(await screen.findByText('无权查看站点与分站')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/sites')).toHaveLength(0);
  });
});
