import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminHomeBlock } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { AdminHomeBlocksPage } from '../../../pages/home-blocks';
import { serveConsole, startAtConsole } from '../../../test-support/console';

const BLOCKS: AdminHomeBlock[] = [
  { id: 1, sort: 1, name: 'banner', title: '', icon: '', page: { style: { height: 360 }, params: {}, data: null }, is_on: true },
  { id: 3, sort: 2, name: 'hot', title: '热销礼品', icon: '', page: { style: { columns: 5 }, params: { type: 'sale', limit: 10 }, data: null }, is_on: true },
  { id: 6, sort: 3, name: 'image', title: '', icon: '', page: { style: { height: 120 }, params: { url: '/gift-list?sortName=time' }, data: '/api/gift/image/promo-1.svg' }, is_on: false },
];

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('admin', { 'GET /api/admin/home-blocks': ok(BLOCKS), ...extra });
}

const table = () => screen.findByRole('region', { name: '首页区块列表' });

beforeEach(() => startAtConsole('/admin/home-blocks'));

describe('首页布局', () => {
  it('lists the blocks top to bottom with what each shows; 显示 switches a block on with its page kept', async () => {
    const server = serve({ 'PUT /api/admin/home-blocks/6': ok({ ...BLOCKS[2], is_on: true }) });
    renderInApp(<AdminHomeBlocksPage />, { path: '/admin/home-blocks' });
    const list = await table();
    await within(list).findByText('销量前 10 个商品');
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('轮播图 + 用户面板');
    expect(rows[2]).toHaveTextContent('销量前 10 个商品');
    expect(rows[3]).toHaveTextContent('图片，链接 /gift-list?sortName=time');
    fireEvent.click(within(list).getByRole('switch', { name: '「图片广告」显示' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/home-blocks/6')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/home-blocks/6')[0].body).toEqual({
      name: 'image',
      title: '',
      icon: '',
      is_on: true,
      image: '/api/gift/image/promo-1.svg',
      url: '/gift-list?sortName=time',
      height: 120,
    });
  });

  it("编辑 a hot block's goods count; a refusal keeps the dialog open with the server's message", async () => {
    const server = serve({ 'PUT /api/admin/home-blocks/3': fail(1, '商品数量应在 1 到 50 之间') });
    renderInApp(<AdminHomeBlocksPage />, { path: '/admin/home-blocks' });
    fireEvent.click(await within(await table()).findByRole('button', { name: '编辑「热销礼品」' }));
    const dialog = await findDialog('编辑区块 #3');
    const limit = within(dialog).getByLabelText('商品数量');
    await waitFor(() => expect(limit).toHaveValue('10'));
    fireEvent.change(limit, { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('标题（不填用默认标题）'), { target: { value: '本周热卖' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/home-blocks/3')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/home-blocks/3')[0].body).toEqual({ name: 'hot', title: '本周热卖', icon: '', is_on: true, limit: 20 });
    expect(await within(dialog).findByText('商品数量应在 1 到 50 之间')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('标题（不填用默认标题）')).toHaveValue('本周热卖');
  });

  it('新增区块 of 平台优势 sends its tiles; an empty tile title is refused before sending', async () => {
    const server = serve({ 'POST /api/admin/home-blocks': ok({ ...BLOCKS[0], id: 9, name: 'advantage' }) });
    renderInApp(<AdminHomeBlocksPage />, { path: '/admin/home-blocks' });
    fireEvent.click(await screen.findByRole('button', { name: '新增区块' }));
    const dialog = await findDialog('新增区块');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '区块类型' }));
    fireEvent.click(await screen.findByText('平台优势（advantage）'));
    const title = await within(dialog).findByLabelText('第 1 个优势标题');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写优势标题')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/home-blocks')).toHaveLength(0);
    fireEvent.change(title, { target: { value: '极速发货' } });
    fireEvent.change(within(dialog).getByLabelText('第 1 个优势说明'), { target: { value: '当天揽收' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/home-blocks')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/home-blocks')[0].body).toEqual({ name: 'advantage', title: '', icon: '', is_on: true, tiles: [{ title: '极速发货', text: '当天揽收' }] });
  });

  it('上移 moves a block, 删除 asks first', async () => {
    const server = serve({ 'POST /api/admin/home-blocks/3/move': ok({}), 'DELETE /api/admin/home-blocks/3': ok({}) });
    renderInApp(<AdminHomeBlocksPage />, { path: '/admin/home-blocks' });
    const list = await table();
    fireEvent.click(await within(list).findByRole('button', { name: '上移「热销礼品」' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/home-blocks/3/move')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/home-blocks/3/move')[0].body).toEqual({ direction: 'up' });
    fireEvent.click(within(list).getByRole('button', { name: '删除「热销礼品」' }));
    const box = await screen.findByRole('tooltip');
    expect(box).toHaveTextContent('确认删除区块「热销礼品」？');
    fireEvent.click(within(box).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(server.callsTo('DELETE /api/admin/home-blocks/3')).toHaveLength(1));
  });
});
