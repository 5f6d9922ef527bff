import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminSuppliersPage } from '../../../pages/suppliers';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';
import { SHOP_OPTIONS, supplierRow } from '../../../test-support/supplier-fixtures';

const ROWS = [supplierRow(1, { name: '王负责', role: 'owner', role_text: '负责人' }), supplierRow(2, { name: '李员工', disabled: true, shop_id: 5, shop_name: '金华礼品店' })];
const CREATED = { id: 9, mobile: '139****1234', password: 'AbCdEfGh2345' };

function serve(role: OperatorRole, extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/suppliers': ok({ list: ROWS, page: 1, page_size: 10, data_count: ROWS.length }),
    'GET /api/admin/supplier-shop-options': ok(SHOP_OPTIONS),
    ...extra,
  });
}

const queries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/suppliers');
const rowOf = (name: string) => rowIn('供应商账号列表', name);
const choose = async (label: string, option: string, within_: HTMLElement | Document = document) => {
  fireEvent.mouseDown(within(within_ as HTMLElement).getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
};
const show = (path = '/admin/suppliers') => renderInApp(<AdminSuppliersPage />, { path });

beforeEach(() => startAtConsole('/admin/suppliers'));

describe('供应商', () => {
  it('lists the accounts per shop, masked, with role and status; the shop and keyword filters are in the URL', async () => {
    const server = serve('ops');
    const { location } = show();
    const owner = await rowOf('王负责');
    for (const text of ['义乌仓', '139****0001', '负责人', '正常', '2026-11-20 10:00:00']) expect(within(owner).getByText(text)).toBeInTheDocument();
    const staff = await rowOf('李员工');
    for (const text of ['金华礼品店', '员工', '已停用']) expect(within(staff).getByText(text)).toBeInTheDocument();
    expect(queries(server)[0]).toEqual({ page: '1', page_size: '10' });

    await choose('供货店铺', '金华礼品店');
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10', shop_id: '5' }));
    const search = screen.getByLabelText('姓名或手机号');
    fireEvent.change(search, { target: { value: ' 0002 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries(server).at(-1)).toEqual({ page: '1', page_size: '10', shop_id: '5', keyword: '0002' }));
    expect(location()).toBe('/admin/suppliers?shop_id=5&keyword=0002');
  });

  it('新建账号 shows the one-time password once; a refusal keeps what was typed', async () => {
    const server = serve('ops', { 'POST /api/admin/suppliers': [fail(1, '该手机号已是供应商账号，请换一个手机号'), ok(CREATED)] });
    show('/admin/suppliers?shop_id=5');
    await rowOf('王负责');
    fireEvent.click(screen.getByRole('button', { name: '新建账号' }));
    const dialog = await findDialog('新建供应商账号');
    fireEvent.click(within(dialog).getByRole('button', { name: '创建账号' }));
    expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/suppliers')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13900001234' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: ' 张供货 ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '负责人' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '创建账号' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/suppliers')).toHaveLength(1));
    // the shop chosen in the filter is proposed
    expect(server.callsTo('POST /api/admin/suppliers')[0].body).toEqual({ shop_id: 5, mobile: '13900001234', name: '张供货', role: 'owner' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该手机号已是供应商账号，请换一个手机号');
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('13900001234');

    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13900001235' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '创建账号' }));
    const password = await within(dialog).findByRole('group', { name: '一次性密码' });
    expect(password).toHaveTextContent('AbCdEfGh2345');
    expect(dialog).toHaveTextContent('一次性密码已短信发送到 139****1234。它只在这里显示这一次');
    await waitFor(() => expect(queries(server).length).toBeGreaterThan(1));
    fireEvent.click(within(dialog).getByRole('button', { name: '我已记下，关闭' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: '一次性密码' })).toBeNull());
  });

  it('停用 asks first, then ends the account’s sign-in; 启用 likewise', async () => {
    const server = serve('admin', { 'POST /api/admin/suppliers/1/disable': ok({}), 'POST /api/admin/suppliers/2/enable': ok({}) });
    show();
    fireEvent.click(within(await rowOf('王负责')).getByRole('button', { name: '停用「王负责」' }));
    expect(await screen.findByText('停用后该账号立即退出登录，且不能再登录，直到重新启用。')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/suppliers/1/disable')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^停\s*用$/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/suppliers/1/disable')).toHaveLength(1));
    expect(await screen.findByText('已停用「王负责」')).toBeInTheDocument();

    fireEvent.click(within(await rowOf('李员工')).getByRole('button', { name: '启用「李员工」' }));
    fireEvent.click(await screen.findByRole('button', { name: /^启\s*用$/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/suppliers/2/enable')).toHaveLength(1));
  });

  it('support and finance read only; says so when there is none', async () => {
    serve('support', { 'GET /api/admin/suppliers': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    show();
    expect(await screen.findByText('暂无供应商账号，入驻申请通过后会出现在这里')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建账号' })).toBeNull();
  });

  it('a 分站’s owner cannot open it and asks nothing of it', async () => {
    const server = serve('site_owner');
    show();
    expect(await screen.findByText('无权查看供应商')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/suppliers')).toHaveLength(0);
  });
});
