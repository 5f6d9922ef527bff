import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminSupplierRequestsPage } from '../../../pages/supplier-requests';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';
import { requestRow, SHOP_OPTIONS } from '../../../test-support/supplier-fixtures';

const ROWS = [
  requestRow(1),
  requestRow(2, { goods_id: 31, goods_name: '帆布袋', kind: 'off_sale', kind_text: '申请下架', old_supply_price: null, supply_price: null, note: '' }),
  requestRow(3, { goods_id: 32, goods_name: '保温杯', supply_price: 4, price: 3.9, old_supply_price: 2 }),
];

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/supplier-requests': ok({ list: ROWS, page: 1, page_size: 10, data_count: ROWS.length }),
    'GET /api/admin/supplier-shop-options': ok(SHOP_OPTIONS),
    ...extra,
  });
}

const queries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/supplier-requests');
const rowOf = (name: string) => rowIn('供货价审核列表', name);
const show = (path = '/admin/supplier-requests') => renderInApp(<AdminSupplierRequestsPage />, { path });

beforeEach(() => startAtConsole('/admin/supplier-requests'));

describe('供货价审核', () => {
  it('lists the pending requests with old → new supply price and the price now; a supply price above it is marked; shop filter in the URL', async () => {
    const server = serve('ops');
    const { location } = show();
    const mug = await rowOf('陶瓷马克杯');
    for (const text of ['ID 30', '义乌仓', '王供货', '供货价调整', '¥2.10 → ¥2.30', '¥3.50', '原料涨价', '待审核']) expect(within(mug).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('帆布袋')).getByText('当前已上架')).toBeInTheDocument();
    expect(within(await rowOf('保温杯')).getByText('高于售价')).toBeInTheDocument();
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10', status: 'pending' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '供货店铺' }));
    fireEvent.click((await screen.findAllByTitle('金华礼品店')).at(-1)!);
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10', status: 'pending', shop_id: '5' }));
    expect(location()).toBe('/admin/supplier-requests?shop_id=5');
  });

  it('通过 says what changes and asks first; the server’s refusal is said', async () => {
    const server = serve('ops', { 'POST /api/admin/supplier-requests/1/approve': ok({}), 'POST /api/admin/supplier-requests/3/approve': fail(1, '供货价不能高于商品售价') });
    show();
    fireEvent.click(within(await rowOf('陶瓷马克杯')).getByRole('button', { name: '通过「陶瓷马克杯」的供货价调整' }));
    expect(await screen.findByText('「陶瓷马克杯」的供货价将从 ¥2.10 改为 ¥2.30（售价 ¥3.50）。')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/supplier-requests/1/approve')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/supplier-requests/1/approve')).toHaveLength(1));
    expect(await screen.findByText('已通过「陶瓷马克杯」的供货价调整申请')).toBeInTheDocument();
    await waitFor(() => expect(queries(server).length).toBeGreaterThan(1));

    fireEvent.click(within(await rowOf('保温杯')).getByRole('button', { name: '通过「保温杯」的供货价调整' }));
    const confirms = await screen.findAllByRole('button', { name: '确认通过' });
    fireEvent.click(confirms.at(-1)!);
    expect(await screen.findByText('供货价不能高于商品售价')).toBeInTheDocument();
  });

  it('下架 says the goods leaves the shop; 驳回 takes a reason the supplier reads', async () => {
    const server = serve('admin', { 'POST /api/admin/supplier-requests/2/reject': ok({}) });
    show();
    fireEvent.click(within(await rowOf('帆布袋')).getByRole('button', { name: '通过「帆布袋」的申请下架' }));
    expect(await screen.findByText('「帆布袋」将下架，用户不能再购买。')).toBeInTheDocument();
    fireEvent.click(within(await rowOf('帆布袋')).getByRole('button', { name: '驳回「帆布袋」的申请下架' }));
    const dialog = await findDialog('驳回申请 · 帆布袋');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '节日期间请保持在售' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认驳回/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/supplier-requests/2/reject')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/supplier-requests/2/reject')[0].body).toEqual({ reason: '节日期间请保持在售' });
  });

  it('support reads without actions; a 分站 owner cannot open it', async () => {
    serve('support');
    const first = show();
    expect(within(await rowOf('陶瓷马克杯')).queryByRole('button', { name: /通过|驳回/ })).toBeNull();
    first.unmount();
    const server = serve('site_owner');
    show();
    expect(await screen.findByText('无权查看供货价审核')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/supplier-requests')).toHaveLength(0);
  });
});
