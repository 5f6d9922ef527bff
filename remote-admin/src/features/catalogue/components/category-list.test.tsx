import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminCategoriesPage } from '../../../pages/categories';
import { confirmInBubble, rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const ROWS: AdminCategory[] = [
  { id: 1, name: '纸品湿巾', sort: 1, goods_count: 12 },
  { id: 2, name: '杯子', sort: 2, goods_count: 0 },
];

function serve(role: 'admin' | 'ops' | 'support', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/categories': ok(ROWS),
    ...extra,
  });
}

const rowOf = (name: string) => rowIn('分类列表', name);

beforeEach(() => startAtConsole('/admin/categories'));

describe('商品分类', () => {
  it('新增分类 sends name and sort; a refusal keeps the dialog open with what was typed', async () => {
    const server = serve('ops', {
      'POST /api/admin/categories': fail(1, '分类名称已存在'),
    });
    renderInApp(<AdminCategoriesPage />, { path: '/admin/categories' });
    await rowOf('纸品湿巾');
    fireEvent.click(screen.getByRole('button', { name: '新增分类' }));
    const dialog = await findDialog('新增分类');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写分类名称')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/categories')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('分类名称'), {
      target: { value: '杯子' },
    });
    fireEvent.change(within(dialog).getByLabelText('排序（小的在前）'), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/categories')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/categories')[0].body).toEqual({
      name: '杯子',
      sort: 5,
    });
    expect(await within(dialog).findByText('分类名称已存在')).toBeInTheDocument();
    expect(await findDialog('新增分类')).toBe(dialog);
    expect(within(dialog).getByLabelText('分类名称')).toHaveValue('杯子');
  });

  it('编辑 says the goods move with a new name, and sends it', async () => {
    const server = serve('admin', {
      'PUT /api/admin/categories/1': ok({ ...ROWS[0], name: '纸巾' }),
    });
    renderInApp(<AdminCategoriesPage />, { path: '/admin/categories' });
    fireEvent.click(within(await rowOf('纸品湿巾')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await findDialog('编辑分类 #1');
    await waitFor(() => expect(within(dialog).getByLabelText('分类名称')).toHaveValue('纸品湿巾'));
    expect(within(dialog).getByText('改名后该分类下的 12 个商品随之改为新名称')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('分类名称'), {
      target: { value: '纸巾' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/categories/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/categories/1')[0].body).toEqual({
      name: '纸巾',
      sort: 1,
    });
  });

  it("删除 asks first, then shows the server's refusal of a category still used", async () => {
    const server = serve('admin', {
      'DELETE /api/admin/categories/1': fail(1, '该分类下还有商品，不能删除'),
    });
    renderInApp(<AdminCategoriesPage />, { path: '/admin/categories' });
    fireEvent.click(within(await rowOf('纸品湿巾')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除分类「纸品湿巾」？')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/admin/categories/1')).toHaveLength(0);
    confirmInBubble(/删\s*除/);
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/categories/1')).toHaveLength(1));
    expect(await screen.findByText('该分类下还有商品，不能删除')).toBeInTheDocument();
  });

  it('shows support the list without a write control', async () => {
    serve('support');
    renderInApp(<AdminCategoriesPage />, { path: '/admin/categories' });
    const row = await rowOf('纸品湿巾');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '新增分类' })).toBeNull();
  });
});
