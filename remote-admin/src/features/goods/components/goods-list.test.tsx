import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminGoods } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, pageReply, renderInApp } from 'shared-contracts/testing';
import { AdminGoodsPage } from '../../../pages/goods';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const goods = (id: number, extra: Partial<AdminGoods> = {}): AdminGoods => ({
  id,
  name: `商品${id}`,
  price: 3.5,
  supply_price: 2.1,
  weight_g: 200,
  limit: 0,
  stock: 100,
  stock_warning: 50,
  tag: '',
  courier_id: 2,
  courier_name: '圆通',
  shop_id: 5,
  shop_name: '义乌仓',
  city: '金华',
  category: '',
  pics: [],
  on_shelf: true,
  sale_count: 0,
  collect_count: 0,
  created_at: '2026-11-20 10:00:00',
  ...extra,
});

const ROWS = [goods(1, { name: '陶瓷马克杯', price: 3.35, tag: '热卖' }), goods(2, { name: '帆布袋', on_shelf: false })];

const page = pageReply(ROWS);

function serve(role: 'admin' | 'support', extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole(role, {
    'GET /api/admin/goods': page,
    'GET /api/admin/couriers': ok([{ id: 2, name: '圆通' }]),
    'GET /api/admin/shops': ok([{ id: 5, name: '义乌仓' }]),
    'GET /api/admin/categories': ok([{ id: 1, name: '杯子', sort: 0, goods_count: 1 }]),
    ...extra,
  });
}

const goodsQueries = (server: ReturnType<typeof mockApi>) => server.queriesTo('GET /api/admin/goods');
const table = () => screen.getByRole('region', { name: '商品列表' });
const rowOf = (name: string) => rowIn('商品列表', name);

beforeEach(() => startAtConsole('/admin/goods'));

describe('商品', () => {
  it("asks with the URL's filters, and a keyword search changes the query", async () => {
    const server = serve('admin');
    const { location } = renderInApp(<AdminGoodsPage />, { path: '/admin/goods?courier_id=2&shop_id=5&category=杯子&on_shelf=0' });
    await waitFor(() => expect(goodsQueries(server)).toHaveLength(1));
    expect(goodsQueries(server)[0]).toEqual({ page: '1', page_size: '10', courier_id: '2', shop_id: '5', category: '杯子', on_shelf: '0' });
    expect(server.callsTo('GET /api/admin/goods')[0].operatorToken).toBe('op-tok');

    const row = await rowOf('陶瓷马克杯');
    expect(within(row).getByText('¥3.35')).toBeInTheDocument();
    expect(within(row).getByText('热卖')).toBeInTheDocument();
    expect(within(row).getByText('已上架')).toBeInTheDocument();
    expect(within(table()).getByText('共 2 条')).toBeInTheDocument();

    const search = screen.getByLabelText('关键词');
    fireEvent.change(search, { target: { value: ' 杯 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(goodsQueries(server).at(-1)).toEqual({ page: '1', page_size: '10', keyword: '杯', courier_id: '2', shop_id: '5', category: '杯子', on_shelf: '0' }));
    expect(location()).toContain('keyword=');
  });

  it('批量调价 shows an example, asks for confirmation, then sends the ids and percent', async () => {
    const server = serve('admin', { 'POST /api/admin/goods/price': ok({ updated: 2 }) });
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    fireEvent.click(within(await rowOf('陶瓷马克杯')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('帆布袋')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量调价' }));
    const dialog = await findDialog('批量调价');
    fireEvent.change(within(dialog).getByLabelText('调价百分比'), { target: { value: '10' } });
    // 3.35 × 110% = 3.685 → ¥3.69 (half up to the fen)
    expect(await within(dialog).findByText(/陶瓷马克杯 ¥3\.35 → ¥3\.69/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /下一步/ }));
    expect(within(dialog).getByText(/确认将选中的 2 个商品价格调整 \+10%/)).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/goods/price')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确认调价/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/goods/price')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/goods/price')[0].body).toEqual({ ids: [1, 2], percent: 10 });
  });

  it("编辑 keeps what was typed when the server refuses, and shows the server's message", async () => {
    const server = serve('admin', { 'PUT /api/admin/goods/1': fail(1, '商品名称已存在') });
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    fireEvent.click(within(await rowOf('陶瓷马克杯')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await findDialog('编辑商品 #1');
    const name = within(drawer).getByLabelText('商品名称');
    await waitFor(() => expect(name).toHaveValue('陶瓷马克杯'));
    fireEvent.change(name, { target: { value: '骨瓷马克杯' } });
    fireEvent.change(within(drawer).getByLabelText('价格（元）'), { target: { value: '4.2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/goods/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/goods/1')[0].body).toMatchObject({ name: '骨瓷马克杯', price: 4.2, courier_id: 2, shop_id: 5 });
    expect(await within(drawer).findByText('商品名称已存在')).toBeInTheDocument();
    expect(await findDialog('编辑商品 #1')).toBe(drawer);
    expect(within(drawer).getByLabelText('商品名称')).toHaveValue('骨瓷马克杯');
    expect((within(drawer).getByLabelText('价格（元）') as HTMLInputElement).value).toBe('4.20');
  });

  it('编辑 shows and saves 供货价 and 库存预警; a supply price above the price is refused before sending, the server\'s refusal kept', async () => {
    const server = serve('admin', { 'PUT /api/admin/goods/1': [fail(1, '商品售价不能低于供货价'), ok(goods(1))] });
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    const row = await rowOf('陶瓷马克杯');
    expect(within(row).getByText('¥2.10')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await findDialog('编辑商品 #1');
    const supply = within(drawer).getByLabelText('供货价（元）') as HTMLInputElement;
    await waitFor(() => expect(supply.value).toBe('2.10'));
    expect(within(drawer).getByLabelText('库存预警')).toHaveValue('50');

    fireEvent.change(supply, { target: { value: '3.36' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('商品售价不能低于供货价')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/goods/1')).toHaveLength(0);

    fireEvent.change(supply, { target: { value: '3.35' } });
    fireEvent.change(within(drawer).getByLabelText('库存预警'), { target: { value: '20' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/goods/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/goods/1')[0].body).toMatchObject({ price: 3.35, supply_price: 3.35, stock_warning: 20 });
    // the server's refusal is said above the form, and what was typed stays
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('商品售价不能低于供货价');
    expect(supply.value).toBe('3.35');
    expect(within(drawer).getByLabelText('库存预警')).toHaveValue('20');
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('商品已保存')).toBeInTheDocument();
  });

  it('编辑 uploads a picture through 上传图片 and saves the pictures in order, without the removed one', async () => {
    const withPics = [goods(1, { name: '陶瓷马克杯', pics: ['/api/gift/goods/image/1.svg', '/api/gift/goods/image/9.svg'] })];
    const uploaded = { url: `/api/gift/image/upload/${'a'.repeat(64)}.webp`, hash: 'a'.repeat(64), width: 800, height: 600, bytes: 1000 };
    const server = serve('admin', {
      'GET /api/admin/goods': ok({ list: withPics, page: 1, page_size: 10, data_count: 1 }),
      'POST /api/admin/images': ok(uploaded),
      'PUT /api/admin/goods/1': ok(withPics[0]),
    });
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    fireEvent.click(within(await rowOf('陶瓷马克杯')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await findDialog('编辑商品 #1');
    const pictures = within(drawer).getByRole('group', { name: '商品图片' });
    expect(await within(pictures).findByAltText('第 1 张（封面）')).toHaveAttribute('src', '/api/gift/goods/image/1.svg');
    fireEvent.click(within(pictures).getByRole('button', { name: '移除第 1 张' }));
    expect(within(pictures).getByAltText('第 1 张（封面）')).toHaveAttribute('src', '/api/gift/goods/image/9.svg');

    const file = new File(['png-bytes'], '杯子.png', { type: 'image/png' });
    fireEvent.change(pictures.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(server.callsTo('POST /api/admin/images')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/images')[0].body).toEqual({ purpose: 'goods', name: '杯子.png', data: btoa('png-bytes') });
    expect(await within(pictures).findByAltText('第 2 张')).toHaveAttribute('src', uploaded.url);

    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/goods/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/goods/1')[0].body).toMatchObject({ pics: ['/api/gift/goods/image/9.svg', uploaded.url] });
  });

  it('新增商品 says what is missing, in Chinese, without calling', async () => {
    const server = serve('admin');
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    await rowOf('陶瓷马克杯');
    fireEvent.click(screen.getByRole('button', { name: '新增商品' }));
    const drawer = await findDialog('新增商品');
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    // each field's message comes when its own (asynchronous) rule has run
    expect(await within(drawer).findByText('请输入商品名称')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入价格')).toBeInTheDocument();
    expect(await within(drawer).findByText('请选择快递')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/goods')).toHaveLength(0);
  });

  it('导入 sends the chosen .xlsx as base64 and lists the rows a refusal names', async () => {
    const refusal = { code: 1, msg: '导入失败：1 行有误，未写入任何数据', data: { created: 0, updated: 0, errors: [{ row: 3, message: '价格不能为空' }] } };
    const server = serve('admin', { 'POST /api/admin/goods/import': refusal });
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    await rowOf('陶瓷马克杯');
    fireEvent.change(screen.getByLabelText('选择导入文件'), { target: { files: [new File(['x'], '商品.xlsx')] } });
    await waitFor(() => expect(server.callsTo('POST /api/admin/goods/import')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/goods/import')[0].body).toEqual({ file: 'eA==' });
    const dialog = await findDialog('导入失败');
    expect(within(dialog).getByText('导入失败：1 行有误，未写入任何数据')).toBeInTheDocument();
    expect(within(dialog).getByText('第 3 行：价格不能为空')).toBeInTheDocument();
  });

  it('hides every write control from the support role, keeping 导出', async () => {
    serve('support');
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    const row = await rowOf('陶瓷马克杯');
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    for (const name of ['新增商品', '批量上架', '批量下架', '批量调价', /导\s*入/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
  });

  it('says so when nothing matches, and why when the list cannot load', async () => {
    serve('admin', { 'GET /api/admin/goods': ok({ list: [], page: 1, page_size: 10, data_count: 0 }) });
    const first = renderInApp(<AdminGoodsPage />, { path: '/admin/goods?keyword=无' });
    expect(await screen.findByText('没有符合条件的商品')).toBeInTheDocument();
    first.unmount();
    serve('admin', { 'GET /api/admin/goods': fail(50, '商品暂时无法查询') });
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    expect(await screen.findByText('商品暂时无法查询')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
  });

  it('is not shown to a role without catalogue.read (finance)', async () => {
    const server = serveConsole('finance');
    renderInApp(<AdminGoodsPage />, { path: '/admin/goods' });
    expect(await screen.findByText('无权查看商品')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/goods')).toHaveLength(0);
  });
});
