import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteGoodsRow, SitePricingSettings } from 'shared-contracts/admin';
import { SiteConsoleMessages } from 'shared-contracts/admin';
import { fail, findDialog, mockApi, ok, pageReply, renderInApp } from 'shared-contracts/testing';
import { AdminSitePricingPage } from '../../../pages/site-pricing';
import { rowIn, serveConsole, startAtConsole } from '../../../test-support/console';

const PRICING: SitePricingSettings = { cost_percent: 85, markup_percent: 20, freeze_days: 7 };

const goods = (id: number, extra: Partial<SiteGoodsRow> = {}): SiteGoodsRow => ({
  goods_id: id,
  goods_name: `礼品${id}`,
  goods_pic: `/api/gift/image/upload/${id}.webp`,
  express_name: '中通快递',
  main_price: 9.99,
  cost: 8.49,
  selling_price: 10.19,
  fixed_price: null,
  margin: 1.7,
  hidden: false,
  ...extra,
});
const ROWS = [goods(1), goods(2, { main_price: 100, cost: 85, selling_price: 99, fixed_price: 99, margin: 14, hidden: true })];

const page = pageReply(ROWS);

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return serveConsole('site_owner', { 'GET /api/admin/site/pricing': ok(PRICING), 'GET /api/admin/site/goods': page, ...extra });
}

const rowOf = (name: string) => rowIn('商品定价列表', name);
const preview = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: '价格预览' });

beforeEach(() => startAtConsole('/admin/pricing'));

describe('商品定价', () => {
  it("lists the goods as the 分站 prices them, with the URL's filters", async () => {
    const server = serve();
    const { location } = renderInApp(<AdminSitePricingPage />, { path: '/admin/pricing?keyword=礼品&hidden=1' });
    await waitFor(() => expect(server.queriesTo('GET /api/admin/site/goods')[0]).toEqual({ page: '1', page_size: '10', keyword: '礼品', hidden: '1' }));
    const first = await rowOf('礼品1');
    for (const text of ['中通快递', '9.99', '8.49', '10.19', '按加价', '1.70', '在售']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '礼品1' })).toHaveAttribute('src', '/api/gift/image/upload/1.webp');
    const second = await rowOf('礼品2');
    for (const text of ['100.00', '85.00', '99.00', '14.00', '已隐藏']) expect(within(second).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: '全店加价' })).toHaveTextContent('主站标价的 85%，由主站设定');

    fireEvent.click(screen.getByRole('checkbox', { name: '只看固定价' }));
    await waitFor(() => expect(server.queriesTo('GET /api/admin/site/goods').at(-1)).toEqual({ page: '1', page_size: '10', keyword: '礼品', hidden: '1', fixed: '1' }));
    expect(location()).toBe(`/admin/pricing?keyword=${encodeURIComponent('礼品')}&hidden=1&fixed=1`);
  });

  it('定价 previews cost, selling price and margin by the price rule, to the fen, and refuses a price below cost without a call', async () => {
    const server = serve({ 'PUT /api/admin/site/goods/1': ok(goods(1)) });
    renderInApp(<AdminSitePricingPage />, { path: '/admin/pricing' });
    fireEvent.click(within(await rowOf('礼品1')).getByRole('button', { name: '定价「礼品1」' }));
    const dialog = await findDialog('定价 · 礼品1');
    // 9.99 × 85% = 8.4915 → 8.49; × 120% = 10.188 → 10.19 (half up, in fen)
    expect(preview(dialog)).toHaveTextContent('成本8.49 元');
    expect(preview(dialog)).toHaveTextContent('售价（按加价 20%）10.19 元');
    expect(preview(dialog)).toHaveTextContent('每件毛利1.70 元');

    fireEvent.change(within(dialog).getByLabelText('固定售价'), { target: { value: '8.48' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SiteConsoleMessages.belowCost('8.49'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(server.callsTo('PUT /api/admin/site/goods/1')).toHaveLength(0);
    expect(await findDialog('定价 · 礼品1')).toBe(dialog);

    fireEvent.change(within(dialog).getByLabelText('固定售价'), { target: { value: '8.49' } });
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(preview(dialog)).toHaveTextContent('售价（固定价）8.49 元');
    expect(preview(dialog)).toHaveTextContent('每件毛利0.00 元');
    fireEvent.change(within(dialog).getByLabelText('固定售价'), { target: { value: '12.5' } });
    expect(preview(dialog)).toHaveTextContent('每件毛利4.01 元');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/site/goods/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/site/goods/1')[0].body).toEqual({ fixed_price: 12.5, hidden: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog and what was typed when the server refuses; emptied, the markup's price is sent as null", async () => {
    const refusal = SiteConsoleMessages.belowCost('85.00');
    const server = serve({ 'PUT /api/admin/site/goods/2': [fail(1, refusal), ok(goods(2))] });
    renderInApp(<AdminSitePricingPage />, { path: '/admin/pricing' });
    fireEvent.click(within(await rowOf('礼品2')).getByRole('button', { name: '定价「礼品2」' }));
    const dialog = await findDialog('定价 · 礼品2');
    expect(within(dialog).getByLabelText('固定售价')).toHaveValue('99.00');
    expect(within(dialog).getByRole('switch', { name: '在本分站隐藏' })).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('固定售价'), { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: '在本分站隐藏' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/site/goods/2')[0].body).toEqual({ fixed_price: 90, hidden: false });
    expect(await findDialog('定价 · 礼品2')).toBe(dialog);
    expect(within(dialog).getByLabelText('固定售价')).toHaveValue('90.00');
    expect(within(dialog).getByRole('switch', { name: '在本分站隐藏' })).not.toBeChecked();

    fireEvent.change(within(dialog).getByLabelText('固定售价'), { target: { value: '' } });
    expect(preview(dialog)).toHaveTextContent('售价（按加价 20%）102.00 元');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/site/goods/2')).toHaveLength(2));
    expect(server.callsTo('PUT /api/admin/site/goods/2')[1].body).toEqual({ fixed_price: null, hidden: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('隐藏 asks first and keeps the fixed price; 显示 shows again at once', async () => {
    const server = serve({ 'PUT /api/admin/site/goods/1': ok(goods(1, { hidden: true })), 'PUT /api/admin/site/goods/2': ok(goods(2, { hidden: false })) });
    renderInApp(<AdminSitePricingPage />, { path: '/admin/pricing' });
    fireEvent.click(within(await rowOf('礼品1')).getByRole('button', { name: '隐藏「礼品1」' }));
    const confirm = (await screen.findByText('在本分站隐藏「礼品1」？')).closest('.ant-popover') as HTMLElement;
    expect(server.callsTo('PUT /api/admin/site/goods/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /隐\s*藏/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/site/goods/1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/site/goods/1')[0].body).toEqual({ fixed_price: null, hidden: true });
    expect(await screen.findByText('已在本分站隐藏「礼品1」')).toBeInTheDocument();

    fireEvent.click(within(await rowOf('礼品2')).getByRole('button', { name: '显示「礼品2」' }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/site/goods/2')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/site/goods/2')[0].body).toEqual({ fixed_price: 99, hidden: false });
    await waitFor(() => expect(server.callsTo('GET /api/admin/site/goods').length).toBeGreaterThan(1));
  });

  it('加价比例: whole numbers 0–300 only, then saved; the example follows what is typed', async () => {
    const server = serve({ 'PUT /api/admin/site/pricing': ok({ ...PRICING, markup_percent: 25 }) });
    renderInApp(<AdminSitePricingPage />, { path: '/admin/pricing' });
    const card = await screen.findByRole('region', { name: '全店加价' });
    const input = within(card).getByLabelText('加价比例');
    await waitFor(() => expect(input).toHaveValue('20'));
    expect(within(card).getByTestId('markup-example')).toHaveTextContent('主站价 100.00 元 → 成本 85.00 元 → 售价 102.00 元');
    expect(card).toHaveTextContent('售价 = 成本 ×（100% + 加价比例），四舍五入到分');

    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(within(card).getByRole('button', { name: /保\s*存/ }));
    expect(await within(card).findByText('加价比例应为整数')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/site/pricing')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '25' } });
    await waitFor(() => expect(within(card).getByTestId('markup-example')).toHaveTextContent('售价 106.25 元'));
    fireEvent.click(within(card).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/site/pricing')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/site/pricing')[0].body).toEqual({ markup_percent: 25 });
    expect(await screen.findByText('加价比例已保存')).toBeInTheDocument();
    // every selling price changed: the goods are read again
    await waitFor(() => expect(server.callsTo('GET /api/admin/site/goods').length).toBeGreaterThan(1));
  });

  it('a 分站 staff member cannot open it', async () => {
    serveConsole('site_staff');
    renderInApp(<AdminSitePricingPage />, { path: '/admin/pricing' });
    expect(await screen.findByText('无权查看商品定价')).toBeInTheDocument();
  });
});
