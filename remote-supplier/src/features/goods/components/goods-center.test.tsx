import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SupplierMessages, type SupplierGoodsRow, type SupplierRequestRow } from 'shared-contracts/supplier';
import { fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { SupplierGoodsPage } from '../../../pages/goods';
import { atCenter, goodsRow, pageOf, signInSupplier } from '../../../test-support/supplier';

type Routes = Parameters<typeof mockApi>[0];

const ROWS: SupplierGoodsRow[] = [
  goodsRow(12, { stock: 8, stock_warning: 50 }),
  goodsRow(13, { name: '保温杯礼盒', price: 19.9, supply_price: 12, is_on_sale: false, pending: [{ id: 7, kind: 'supply_price', supply_price: 11.5, created_at: '2026-11-27 10:00:00' }] }),
];

function serve(routes: Routes = {}) {
  return mockApi({ 'GET /api/supplier/goods': pageOf(ROWS), ...routes });
}

const queries = (server: ReturnType<typeof mockApi>, route: string) => server.callsTo(route).map((c: RecordedCall) => Object.fromEntries(c.query));
const rowOf = async (name: string) => (await within(await screen.findByRole('region', { name: '商品列表' })).findByText(name)).closest('tr') as HTMLElement;
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent?.startsWith(title));
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });

beforeEach(() => {
  resetBrowserState();
  atCenter('/supplier-center/goods');
  signInSupplier();
});

describe('商品', () => {
  it('lists the goods with prices in yuan, the stock against its low-stock line, the sale state and pending requests', async () => {
    const server = serve();
    renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods?keyword=毛巾' });
    await waitFor(() => expect(queries(server, 'GET /api/supplier/goods')[0]).toEqual({ page: '1', page_size: '10', keyword: '毛巾' }));
    expect(server.callsTo('GET /api/supplier/goods')[0].authorization).toBe('Bearer sup-tok');

    const towel = await rowOf('精品毛巾12号');
    for (const text of ['ID 12 · 中通快递 · 120 克', '3.50', '2.10', '预警线 50', '上架中']) expect(within(towel).getByText(text)).toBeInTheDocument();
    expect(within(towel).getByLabelText('库存 8，已到预警线')).toHaveTextContent('8');
    const cup = await rowOf('保温杯礼盒');
    for (const text of ['19.90', '12.00', '已下架', '待审核：¥11.50', '供货价调整 待审核']) expect(within(cup).getByText(text)).toBeInTheDocument();
    // one supply price request at a time; an off-sale goods offers 申请上架
    expect(within(cup).getByRole('button', { name: '调整「保温杯礼盒」的供货价' })).toBeDisabled();
    expect(within(cup).getByRole('button', { name: '申请上架「保温杯礼盒」' })).toBeEnabled();
    expect(within(towel).getByRole('button', { name: '申请下架「精品毛巾12号」' })).toBeEnabled();
  });

  it('searches by keyword (in the URL), and says when nothing matches', async () => {
    const server = serve({ 'GET /api/supplier/goods': (call) => (call.query.get('keyword') ? pageOf<SupplierGoodsRow>([])(call) : pageOf(ROWS)(call)) });
    const { location } = renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods' });
    await rowOf('保温杯礼盒');
    fireEvent.change(screen.getByLabelText('商品关键词'), { target: { value: '不存在' } });
    fireEvent.keyDown(screen.getByLabelText('商品关键词'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location()).toBe(`/supplier-center/goods?keyword=${encodeURIComponent('不存在')}`));
    expect(await screen.findByText('没有符合条件的商品')).toBeInTheDocument();
    expect(queries(server, 'GET /api/supplier/goods').at(-1)).toMatchObject({ keyword: '不存在' });
  });

  it('编辑 saves name, pictures, description, weight and the low-stock line; a refusal keeps what was typed', async () => {
    const server = serve({ 'PUT /api/supplier/goods/12': [fail(1, '商品名称不能超过60个字'), ok({})] });
    renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods' });
    fireEvent.click(within(await rowOf('精品毛巾12号')).getByRole('button', { name: '编辑「精品毛巾12号」' }));
    const drawer = await dialogTitled('编辑商品');
    expect(within(drawer).getByLabelText('商品名称')).toHaveValue('精品毛巾12号');
    fireEvent.change(within(drawer).getByLabelText('商品名称'), { target: { value: '精品毛巾 8 件装' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '添加图片' }));
    fireEvent.change(await within(drawer).findByLabelText('图片 2 地址'), { target: { value: 'https://img.example.com/b.jpg' } });
    fireEvent.change(within(drawer).getByLabelText('重量（克）'), { target: { value: '150' } });
    fireEvent.change(within(drawer).getByLabelText('库存预警线'), { target: { value: '20' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('商品名称不能超过60个字');
    expect(within(drawer).getByLabelText('商品名称')).toHaveValue('精品毛巾 8 件装');
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/supplier/goods/12')).toHaveLength(2));
    expect(server.callsTo('PUT /api/supplier/goods/12')[1].body).toEqual({
      name: '精品毛巾 8 件装',
      pics: ['/images/goods-12.png', 'https://img.example.com/b.jpg'],
      description: '纯棉',
      weight_g: 150,
      stock_warning: 20,
    });
    expect(await screen.findByText('商品已保存')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/supplier/goods').length).toBeGreaterThan(1));
  });

  it('编辑 checks the fields before sending: a picture is required, the weight is whole grams', async () => {
    const server = serve();
    renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods' });
    fireEvent.click(within(await rowOf('精品毛巾12号')).getByRole('button', { name: '编辑「精品毛巾12号」' }));
    const drawer = await dialogTitled('编辑商品');
    fireEvent.change(within(drawer).getByLabelText('图片 1 地址'), { target: { value: '' } });
    fireEvent.change(within(drawer).getByLabelText('商品名称'), { target: { value: '毛' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('请上传商品图片')).toBeInTheDocument();
    expect(await within(drawer).findByText('商品名称应为 2–60 个字')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/supplier/goods/12')).toHaveLength(0);
  });

  it('库存 sends the new stock with the stock shown; when an order took stock meanwhile it says so, reads the list again and shows the new stock', async () => {
    let stock = 8;
    const server = serve({
      'GET /api/supplier/goods': (call) => pageOf([{ ...ROWS[0], stock }, ROWS[1]])(call),
      'PUT /api/supplier/goods/12/stock': [
        () => {
          stock = 6;
          return fail(1, SupplierMessages.stockChanged);
        },
        ok({}),
      ],
    });
    renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods' });
    fireEvent.click(within(await rowOf('精品毛巾12号')).getByRole('button', { name: '设置「精品毛巾12号」的库存' }));
    const dialog = await dialogTitled('设置库存');
    expect(within(dialog).getByTestId('current-stock')).toHaveTextContent('8');
    fireEvent.change(within(dialog).getByLabelText('新库存'), { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(server.callsTo('PUT /api/supplier/goods/12/stock')).toHaveLength(1));
    expect(server.callsTo('PUT /api/supplier/goods/12/stock')[0].body).toEqual({ stock: 300, expected_stock: 8 });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SupplierMessages.stockChanged);
    await waitFor(() => expect(within(dialog).getByTestId('current-stock')).toHaveTextContent('6'));
    expect(within(dialog).getByLabelText('新库存')).toHaveValue('300');

    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/supplier/goods/12/stock')).toHaveLength(2));
    expect(server.callsTo('PUT /api/supplier/goods/12/stock')[1].body).toEqual({ stock: 300, expected_stock: 6 });
    expect(await screen.findByText('库存已设为 300')).toBeInTheDocument();
  });

  it('调整供货价 proposes a new supply price in yuan (not above the price) for review', async () => {
    const server = serve({ 'POST /api/supplier/goods/12/requests': ok({ id: 9 }) });
    renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods' });
    fireEvent.click(within(await rowOf('精品毛巾12号')).getByRole('button', { name: '调整「精品毛巾12号」的供货价' }));
    const dialog = await dialogTitled('供货价调整');
    expect(dialog).toHaveTextContent('审核通过前按当前供货价结算');
    fireEvent.change(within(dialog).getByLabelText('新供货价（元）'), { target: { value: '3.6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    expect(await within(dialog).findByText(SupplierMessages.supplyAbovePrice)).toBeInTheDocument();
    expect(server.callsTo('POST /api/supplier/goods/12/requests')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('新供货价（元）'), { target: { value: '2.3' } });
    fireEvent.change(within(dialog).getByLabelText('说明'), { target: { value: '棉价上涨' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await waitFor(() => expect(server.callsTo('POST /api/supplier/goods/12/requests')).toHaveLength(1));
    expect(server.callsTo('POST /api/supplier/goods/12/requests')[0].body).toEqual({ kind: 'supply_price', supply_price: 2.3, note: '棉价上涨' });
    expect(await screen.findByText('供货价调整已提交，等待平台审核')).toBeInTheDocument();
  });

  it('申请上架 sends the request; a refusal stays in the dialog', async () => {
    const server = serve({ 'POST /api/supplier/goods/13/requests': fail(1, SupplierMessages.requestPending) });
    renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods' });
    fireEvent.click(within(await rowOf('保温杯礼盒')).getByRole('button', { name: '申请上架「保温杯礼盒」' }));
    const dialog = await dialogTitled('申请上架');
    fireEvent.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    expect(await within(dialog).findByText(SupplierMessages.requestPending)).toBeInTheDocument();
    expect(server.callsTo('POST /api/supplier/goods/13/requests')[0].body).toEqual({ kind: 'on_sale', note: '' });
  });

  it('审核记录 lists the requests with the change and the answer, paged', async () => {
    const request = (id: number, extra: Partial<SupplierRequestRow>): SupplierRequestRow => ({
      id,
      goods_id: 12,
      goods_name: '精品毛巾12号',
      kind: 'supply_price',
      kind_text: '供货价调整',
      old_supply_price: 2.1,
      supply_price: 2.3,
      status: 'pending',
      status_text: '待审核',
      reason: '',
      created_at: '2026-11-28 10:00:00',
      reviewed_at: null,
      ...extra,
    });
    const server = serve({
      'GET /api/supplier/requests': pageOf([request(1, {}), request(2, { kind: 'off_sale', kind_text: '申请下架', old_supply_price: null, supply_price: null, status: 'rejected', status_text: '已驳回', reason: '节日期间不能下架', reviewed_at: '2026-11-28 11:00:00' })], 25),
    });
    const { location } = renderInApp(<SupplierGoodsPage />, { path: '/supplier-center/goods' });
    fireEvent.click(await screen.findByRole('tab', { name: '审核记录' }));
    await waitFor(() => expect(location()).toBe('/supplier-center/goods?tab=requests'));
    const list = await screen.findByRole('region', { name: '审核记录' });
    expect(await within(list).findByText('¥2.10 → ¥2.30')).toBeInTheDocument();
    const rejected = within(list).getByText('申请下架').closest('tr') as HTMLElement;
    for (const text of ['已驳回', '节日期间不能下架', '2026-11-28 11:00:00']) expect(within(rejected).getByText(text)).toBeInTheDocument();
    expect(within(list).getByText('共 25 条')).toBeInTheDocument();
    expect(queries(server, 'GET /api/supplier/requests')[0]).toEqual({ page: '1', page_size: '10' });
  });
});
