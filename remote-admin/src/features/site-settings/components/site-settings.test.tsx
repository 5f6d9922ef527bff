import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteSettingsView } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminSiteSettingsPage } from '../../../pages/site-settings';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const SITE: SiteSettingsView = {
  site_name: '礼品分站',
  logo: '',
  contacts: [{ type: 'QQ', name: '在线客服', value: '12345' }],
  hotline: '',
  qrcode: '',
  footer: { copyright: '', icp: '' },
  flags: { article_switch: false, goods_filter_express: true },
  commission_rate: 5,
  domains: ['gift.example.com', 'www.gift.example.com'],
  status: 'active',
  cost_percent: 85,
  freeze_days: 7,
};

const FLAGS = { article_switch: false, goods_filter_express: true, goods_filter_province: true, goods_filter_region: true, goods_filter_category: true };
const BODY = { site_name: '礼品分站', logo: '', contacts: SITE.contacts, hotline: '', qrcode: '', footer: { copyright: '', icp: '' }, flags: FLAGS, commission_rate: 5 };

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('site_owner', { 'GET /api/admin/site/settings': ok(SITE), ...extra });
}

const form = () => screen.getByRole('region', { name: '站点设置' });
const type = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: '保存站点设置' }));

async function open() {
  renderInApp(<AdminSiteSettingsPage />, { path: '/admin/site-settings' });
  await screen.findByRole('region', { name: '站点设置' });
  await waitFor(() => expect(within(form()).getByLabelText('站点名称')).toHaveValue('礼品分站'));
}

beforeEach(() => startAtConsole('/admin/site-settings'));

describe('站点设置', () => {
  it("shows what the main site sets, read-only, and saves the owner's settings with texts trimmed", async () => {
    const saved = { ...SITE, site_name: '新礼品站', hotline: '400-800-1234', commission_rate: 7.25 };
    const server = serve({ 'PUT /api/admin/site/settings': ok(saved) });
    await open();
    const facts = screen.getByRole('region', { name: '站点信息' });
    for (const text of ['gift.example.com', 'www.gift.example.com', '营业中', '主站标价的 85%（由主站设定）', '7 天（由主站设定）']) expect(within(facts).getByText(text)).toBeInTheDocument();
    expect(within(form()).queryByLabelText('域名')).toBeNull();
    expect(form()).toHaveTextContent('沿用主站');
    expect(within(form()).getByLabelText('联系方式 1 号码')).toHaveValue('12345');
    expect(within(form()).getByRole('switch', { name: /文章开关/ })).not.toBeChecked();

    type('站点名称', '  新礼品站 ');
    type('客服热线', '400-800-1234');
    type('推广佣金比例', '7.25');
    save();
    await waitFor(() => expect(server.callsTo('PUT /api/admin/site/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/site/settings')[0].body).toEqual({ ...BODY, site_name: '新礼品站', hotline: '400-800-1234', commission_rate: 7.25 });
    expect(await screen.findByText('站点设置已保存，下次打开本站页面生效')).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByLabelText('站点名称')).toHaveValue('新礼品站'));
  });

  it("keeps what was typed when the server refuses, and says why above the form", async () => {
    const server = serve({ 'PUT /api/admin/site/settings': fail(1, '该操作仅限分站') });
    await open();
    type('站点名称', '改过的名称');
    type('页脚版权信息', '© 2026 礼品分站');
    type('推广佣金比例', '12.5');
    save();
    expect(await within(form()).findByRole('alert')).toHaveTextContent('该操作仅限分站');
    expect(server.callsTo('PUT /api/admin/site/settings')[0].body).toMatchObject({ site_name: '改过的名称', footer: { copyright: '© 2026 礼品分站', icp: '' }, commission_rate: 12.5 });
    expect(within(form()).getByLabelText('站点名称')).toHaveValue('改过的名称');
    expect(within(form()).getByLabelText('页脚版权信息')).toHaveValue('© 2026 礼品分站');
    expect(within(form()).getByLabelText('推广佣金比例')).toHaveValue('12.50');
  });

  it("refuses a rate outside 0–20 or with three decimals, and an empty name, with the server's messages and no call", async () => {
    const server = serve({ 'PUT /api/admin/site/settings': ok(SITE) });
    await open();
    type('推广佣金比例', '20.5');
    save();
    expect(await within(form()).findByText('佣金比例应在 0–20 之间')).toBeInTheDocument();
    type('推广佣金比例', '5.555');
    expect(await within(form()).findByText('佣金比例最多保留两位小数')).toBeInTheDocument();
    type('站点名称', ' ');
    save();
    expect(await within(form()).findByText('请填写站点名称')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/site/settings')).toHaveLength(0);
  });
});
