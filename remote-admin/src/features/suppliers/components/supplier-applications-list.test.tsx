import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminSupplierApplicationsPage } from '../../../pages/supplier-applications';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';
import { applicationRow, SHOP_OPTIONS } from '../../../test-support/supplier-fixtures';

const ROWS = [
  applicationRow(4),
  applicationRow(5, { company_name: '金华文具厂', contact_name: '赵厂长', status: 'rejected', status_text: '已驳回', reason: '资料不全', reviewed_by_name: '李运营', reviewed_at: '2026-11-22 10:00:00' }),
  applicationRow(6, { company_name: '杭州家居', status: 'approved', status_text: '已通过', shop_id: 5, shop_name: '金华礼品店', reviewed_by_name: '李运营', reviewed_at: '2026-11-22 11:00:00' }),
];

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/supplier-applications': ok({ list: ROWS, page: 1, page_size: 10, data_count: ROWS.length }),
    'GET /api/admin/supplier-shop-options': ok(SHOP_OPTIONS),
    ...extra,
  });
}

const queries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/supplier-applications');
const rowOf = (name: string) => rowIn('供应商入驻申请列表', name);
const show = (path = '/admin/supplier-applications') => renderInApp(<AdminSupplierApplicationsPage />, { path });

beforeEach(() => startAtConsole('/admin/supplier-applications'));

describe('供应商入驻', () => {
  it('lists 待审核 first; the tabs are in the URL; reviewed ones show the shop or the reason, and no actions', async () => {
    const server = serve('ops');
    const { location } = show();
    const pending = await rowOf('义乌礼品有限公司');
    for (const text of ['陈经理', '137****6600', '毛巾、纸巾等小礼品', '待审核']) expect(within(pending).getByText(text)).toBeInTheDocument();
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10', status: 'pending' });
    const rejected = await rowOf('金华文具厂');
    for (const text of ['已驳回', '资料不全', '李运营']) expect(within(rejected).getByText(text)).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /通过|驳回/ })).toBeNull();
    expect(within(await rowOf('杭州家居')).getByText('金华礼品店')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10' }));
    expect(location()).toBe('/admin/supplier-applications?status=all');
  });

  it('通过 proposes a new shop named after the company; 确认通过 sends it and says what happened', async () => {
    const server = serve('ops', { 'POST /api/admin/supplier-applications/4/approve': [fail(1, '店铺名称已存在，请直接选择该店铺'), ok({ supplier_id: 12, shop_id: 9, shop_name: '义乌礼品' })] });
    show();
    fireEvent.click(within(await rowOf('义乌礼品有限公司')).getByRole('button', { name: '通过「义乌礼品有限公司」' }));
    const dialog = await findDialog('通过入驻申请 · 义乌礼品有限公司');
    const name = within(dialog).getByLabelText('新店铺名称');
    await waitFor(() => expect(name).toHaveValue('义乌礼品有限公司'));
    expect(server.callsTo('POST /api/admin/supplier-applications/4/approve')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/supplier-applications/4/approve')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/supplier-applications/4/approve')[0].body).toEqual({ new_shop_name: '义乌礼品有限公司' });
    // refused: said in the dialog, the name kept as typed
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('店铺名称已存在，请直接选择该店铺');
    fireEvent.change(name, { target: { value: ' 义乌礼品 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/supplier-applications/4/approve')).toHaveLength(2));
    expect(server.callsTo('POST /api/admin/supplier-applications/4/approve')[1].body).toEqual({ new_shop_name: '义乌礼品' });
    expect(await within(dialog).findByText('入驻申请已通过')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('供货店铺「义乌礼品」的负责人账号');
    await waitFor(() => expect(queries(server).length).toBeGreaterThan(1));
  });

  it('通过 can bind an existing shop instead', async () => {
    const server = serve('admin', { 'POST /api/admin/supplier-applications/4/approve': ok({ supplier_id: 12, shop_id: 5, shop_name: '金华礼品店' }) });
    show();
    fireEvent.click(within(await rowOf('义乌礼品有限公司')).getByRole('button', { name: '通过「义乌礼品有限公司」' }));
    const dialog = await findDialog('通过入驻申请 · 义乌礼品有限公司');
    fireEvent.click(within(dialog).getByRole('radio', { name: '绑定已有店铺' }));
    await within(dialog).findByRole('combobox', { name: '已有店铺' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    expect(await within(dialog).findByText('请选择供货店铺')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '已有店铺' }));
    fireEvent.click((await screen.findAllByTitle('金华礼品店')).at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/supplier-applications/4/approve')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/supplier-applications/4/approve')[0].body).toEqual({ shop_id: 5 });
  });

  it('驳回 needs a reason of 2–200 characters, then sends it', async () => {
    const server = serve('ops', { 'POST /api/admin/supplier-applications/4/reject': ok({}) });
    show();
    fireEvent.click(within(await rowOf('义乌礼品有限公司')).getByRole('button', { name: '驳回「义乌礼品有限公司」' }));
    const dialog = await findDialog('驳回入驻申请 · 义乌礼品有限公司');
    expect(dialog).toHaveTextContent('驳回后申请人会收到短信，其中包含驳回原因');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '差' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认驳回/ }));
    expect(await within(dialog).findByText('驳回原因应为 2–200 个字')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/supplier-applications/4/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: ' 营业执照不清晰 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认驳回/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/supplier-applications/4/reject')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/supplier-applications/4/reject')[0].body).toEqual({ reason: '营业执照不清晰' });
    expect(await screen.findByText('已驳回「义乌礼品有限公司」的入驻申请')).toBeInTheDocument();
  });

  it('finance and support read without actions; says so when none waits; a 分站 owner cannot open it', async () => {
    serve('finance', { 'GET /api/admin/supplier-applications': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    const first = show();
    expect(await screen.findByText('没有待审核的入驻申请')).toBeInTheDocument();
    first.unmount();
    serve('support');
    const second = show();
    expect(within(await rowOf('义乌礼品有限公司')).queryByRole('button', { name: /通过/ })).toBeNull();
    second.unmount();
    const server = serve('site_staff');
    show();
    expect(await screen.findByText('无权查看供应商入驻申请')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/supplier-applications')).toHaveLength(0);
  });
});
