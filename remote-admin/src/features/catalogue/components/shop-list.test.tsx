import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminShop } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminShopsPage } from '../../../pages/shops';
import { confirmInBubble, rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const ROWS: AdminShop[] = [
  {
    id: 1,
    name: '义乌小商品仓',
    logo: '/api/gift/image/shop-1.svg',
    intro: '日用百货',
    goods_count: 30,
  },
  { id: 2, name: '广州礼品仓', logo: '', intro: '', goods_count: 0 },
];
const STORED = {
  url: `/api/gift/image/upload/${'c'.repeat(64)}.webp`,
  hash: 'c'.repeat(64),
  width: 120,
  height: 120,
  bytes: 800,
};

function serve(role: 'admin' | 'ops' | 'support', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/shops': ok(ROWS),
    ...extra,
  });
}

const rowOf = (name: string) => rowIn('店铺列表', name);

beforeEach(() => startAtConsole('/admin/shops'));

describe('供货店铺', () => {
  it('新增店铺 sends the name, the uploaded logo and the introduction; a refusal keeps the drawer open with what was typed', async () => {
    const server = serve('ops', {
      'POST /api/admin/images': ok(STORED),
      'POST /api/admin/shops': [fail(1, '店铺名称已存在'), ok({ ...ROWS[1], id: 3 })],
    });
    renderInApp(<AdminShopsPage />, { path: '/admin/shops' });
    expect(within(await rowOf('义乌小商品仓')).getByText('30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新增店铺' }));
    const drawer = await findDialog('新增店铺');
    fireEvent.change(within(drawer).getByLabelText('店铺名称'), {
      target: { value: ' 杭州仓 ' },
    });
    fireEvent.change(within(drawer).getByLabelText('店铺简介'), {
      target: { value: '杭州发货' },
    });
    const logo = within(drawer).getByRole('group', { name: '店铺标志' });
    fireEvent.change(logo.querySelector('input[type="file"]') as HTMLInputElement, {
      target: {
        files: [new File(['png'], 'logo.png', { type: 'image/png' })],
      },
    });
    await waitFor(() => expect(server.callsTo('POST /api/admin/images')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/images')[0].body).toMatchObject({
      purpose: 'logo',
      name: 'logo.png',
    });
    expect(await within(logo).findByAltText('店铺标志')).toHaveAttribute('src', STORED.url);

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/shops')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/shops')[0].body).toEqual({
      name: '杭州仓',
      logo: STORED.url,
      intro: '杭州发货',
    });
    expect(await within(drawer).findByText('店铺名称已存在')).toBeInTheDocument();
    expect(await findDialog('新增店铺')).toBe(drawer);
    expect(within(drawer).getByLabelText('店铺名称')).toHaveValue(' 杭州仓 ');
    expect(within(logo).getByAltText('店铺标志')).toHaveAttribute('src', STORED.url);
  });

  it('编辑 sends the changed shop', async () => {
    const server = serve('admin', { 'PUT /api/admin/shops/1': ok(ROWS[0]) });
    renderInApp(<AdminShopsPage />, { path: '/admin/shops' });
    fireEvent.click(
      within(await rowOf('义乌小商品仓')).getByRole('button', {
        name: /编\s*辑/,
      }),
    );
    const drawer = await findDialog('编辑店铺 #1');
    await waitFor(() => expect(within(drawer).getByLabelText('店铺名称')).toHaveValue('义乌小商品仓'));
    fireEvent.click(within(within(drawer).getByRole('group', { name: '店铺标志' })).getByRole('button', { name: /移\s*除/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/shops/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/shops/1')[0].body).toEqual({
      name: '义乌小商品仓',
      logo: '',
      intro: '日用百货',
    });
  });

  it('删除 asks first, then says why the server refused', async () => {
    const server = serve('admin', {
      'DELETE /api/admin/shops/1': fail(1, '该店铺下还有商品，不能删除'),
    });
    renderInApp(<AdminShopsPage />, { path: '/admin/shops' });
    fireEvent.click(
      within(await rowOf('义乌小商品仓')).getByRole('button', {
        name: /删\s*除/,
      }),
    );
    expect(await screen.findByText('删除店铺「义乌小商品仓」？')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/admin/shops/1')).toHaveLength(0);
    confirmInBubble(/删\s*除/);
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/shops/1')).toHaveLength(1));
    expect(await screen.findByText('该店铺下还有商品，不能删除')).toBeInTheDocument();
  });

  it('shows support the list without a write control', async () => {
    serve('support');
    renderInApp(<AdminShopsPage />, { path: '/admin/shops' });
    const row = await rowOf('义乌小商品仓');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '新增店铺' })).toBeNull();
  });
});
