import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { SupplierMessages, type SupplierPickList } from 'shared-contracts/supplier';
import { captureDownloads, fail, mockApi, ok, renderInApp, resetBrowserState, type RecordedCall } from 'shared-contracts/testing';
import { SupplierParcelsPage } from '../../../pages/parcels';
import { atCenter, goodsRow, pageOf, parcelRow, serveFile, signInMember, signInSupplier, WORKBENCH } from '../../../test-support/supplier';

type Routes = Parameters<typeof mockApi>[0];

const ROWS = [parcelRow(1), parcelRow(2, { courier_id: 5, courier_name: '圆通速递', issue_deadline: '17:30:00' }), parcelRow(3, { goods_num: 1 })];
const PICK: SupplierPickList = {
  rows: [
    { goods_id: 12, goods_name: '精品毛巾12号', courier_id: 3, courier_name: '中通快递', parcels: 2, pieces: 3 },
    { goods_id: 12, goods_name: '精品毛巾12号', courier_id: 5, courier_name: '圆通速递', parcels: 1, pieces: 2 },
  ],
  total_parcels: 3,
  total_pieces: 5,
  generated_at: '2026-11-28 10:05:00',
};

function serve(routes: Routes = {}) {
  return mockApi({
    'GET /api/supplier/parcels': pageOf(ROWS, 23),
    'GET /api/supplier/workbench': ok(WORKBENCH),
    'GET /api/supplier/goods': pageOf([goodsRow(12), goodsRow(13, { name: '保温杯礼盒' })]),
    ...routes,
  });
}

const queries = (server: ReturnType<typeof mockApi>, route: string) => server.callsTo(route).map((c: RecordedCall) => Object.fromEntries(c.query));
const list = () => screen.findByRole('region', { name: '包裹列表' });
const rowOf = async (waybill: string) => (await within(await list()).findByText(waybill)).closest('tr') as HTMLElement;
const choose = async (waybill: string) => fireEvent.click(within(await rowOf(waybill)).getByRole('checkbox', { name: `选择运单 ${waybill}` }));
const selectedCount = () => screen.getByTestId('selected-count').textContent;
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent?.startsWith(title));
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
/** 发货 (not 无法发货): its icon's name, then the text */
const SHIP = /(^|\s)发\s*货$/;
const bubble = async (title: string) => (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;

beforeEach(() => {
  resetBrowserState();
  atCenter('/supplier-center/parcels');
  signInSupplier();
});
afterEach(() => jest.restoreAllMocks());

describe('待发货', () => {
  it("lists 待发货 with the URL's filters, each parcel's waybill, goods, courier deadline and masked recipient", async () => {
    const server = serve();
    renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels?courier_id=3&goods_id=12&keyword=ZT77&from=2026-11-01&to=2026-11-28' });
    await waitFor(() => expect(queries(server, 'GET /api/supplier/parcels')).toHaveLength(1));
    expect(queries(server, 'GET /api/supplier/parcels')[0]).toEqual({
      page: '1',
      page_size: '10',
      status: 'to_ship',
      courier_id: '3',
      goods_id: '12',
      keyword: 'ZT77',
      start_date: '2026-11-01',
      end_date: '2026-11-28',
    });
    expect(screen.getByRole('tab', { name: '待发货' })).toHaveAttribute('aria-selected', 'true');
    const first = await rowOf('ZT77000001');
    for (const text of ['包裹 P20261128001', '精品毛巾12号 × 2', '中通快递', '截止 16:00:00', '待发货', '2026-11-28 09:30:00']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(first).toHaveTextContent('收件人1 138****0000');
    expect(within(await list()).getByText('共 23 条')).toBeInTheDocument();
    // the filters show what the URL chose, named from the workbench's couriers and the goods list
    await waitFor(() => expect(screen.getByLabelText('快递').closest('.ant-select')).toHaveTextContent('中通快递'));
    await waitFor(() => expect(screen.getByLabelText('商品').closest('.ant-select')).toHaveTextContent('精品毛巾12号'));
    expect(screen.getByRole('button', { name: /重\s*置/ })).toBeInTheDocument();
  });

  it('the status tabs and a keyword search change the query (in the URL); an empty list says so', async () => {
    const server = serve({ 'GET /api/supplier/parcels': (call) => (call.query.get('status') === 'refused' ? pageOf<never>([])(call) : pageOf(ROWS)(call)) });
    const { location } = renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await rowOf('ZT77000001');
    fireEvent.click(screen.getByRole('tab', { name: '无法发货' }));
    await waitFor(() => expect(location()).toBe('/supplier-center/parcels?status=refused'));
    expect(await screen.findByText('没有无法发货的包裹')).toBeInTheDocument();
    // a refused parcel cannot be shipped again
    expect(screen.queryByRole('button', { name: SHIP })).toBeNull();
    expect(screen.queryByRole('button', { name: /无法发货/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('运单号或包裹号'), { target: { value: 'ZT7700000' } });
    fireEvent.keyDown(screen.getByLabelText('运单号或包裹号'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries(server, 'GET /api/supplier/parcels').at(-1)).toMatchObject({ status: 'refused', keyword: 'ZT7700000' }));
    expect(await screen.findByText('没有符合条件的包裹')).toBeInTheDocument();
  });

  it('batch actions wait for a choice; 全选本页 chooses the page, 清空 none', async () => {
    serve();
    renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await rowOf('ZT77000001');
    expect(selectedCount()).toBe('0');
    for (const name of [/拣货单/, /打印面单/, SHIP, /无法发货/]) expect(screen.getByRole('button', { name })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '全选本页' }));
    expect(selectedCount()).toBe('3');
    expect(screen.getByRole('button', { name: '全选本页' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(selectedCount()).toBe('0');
    await choose('ZT77000002');
    expect(selectedCount()).toBe('1');
    expect(screen.getByRole('button', { name: /拣货单/ })).toBeEnabled();
  });

  it('拣货单 totals the chosen parcels per goods per courier; 打印 prints it, 导出 saves it as .xlsx', async () => {
    const server = serve({ 'POST /api/supplier/pick-list': ok(PICK) });
    renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await rowOf('ZT77000001');
    fireEvent.click(screen.getByRole('button', { name: '全选本页' }));
    fireEvent.click(screen.getByRole('button', { name: /拣货单/ }));
    const dialog = await dialogTitled('拣货单');
    expect(server.callsTo('POST /api/supplier/pick-list')[0]).toMatchObject({ body: { parcel_ids: [1, 2, 3] }, authorization: 'Bearer sup-tok' });
    const sheet = within(dialog).getByLabelText('拣货单内容');
    expect(sheet).toHaveTextContent('共 3 个包裹，5 件 · 生成时间 2026-11-28 10:05:00');
    const lines = within(sheet).getAllByRole('row').map((row) => row.textContent);
    expect(lines).toEqual(['快递商品包裹数件数', '圆通速递精品毛巾12号（ID 12）12', '中通快递精品毛巾12号（ID 12）23', '合计35']);

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalledTimes(1);

    const saved = captureDownloads();
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^拣货单-\d{8}-\d{4}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await saved[0].blob.arrayBuffer()), { type: 'array' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toEqual([
      ['快递', '商品', '商品ID', '包裹数', '件数'],
      ['圆通速递', '精品毛巾12号', 12, 1, 2],
      ['中通快递', '精品毛巾12号', 12, 2, 3],
      ['合计', '', '', 3, 5],
    ]);
  });

  it('打印面单 downloads the labels PDF with the supplier token (never the member’s) as 面单-<date>.pdf, busy meanwhile', async () => {
    signInMember();
    const server = serve();
    const requests = serveFile(server, '/api/supplier/labels', { bytes: new Uint8Array([37, 80, 68, 70]), type: 'application/pdf' });
    const saved = captureDownloads();
    renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await choose('ZT77000001');
    await choose('ZT77000003');
    fireEvent.click(screen.getByRole('button', { name: /打印面单/ }));
    expect(await screen.findByRole('button', { name: /面单生成中/ })).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^面单-\d{8}-\d{4}\.pdf$/);
    expect(saved[0].blob.type).toBe('application/pdf');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer sup-tok');
    expect(await requests[0].json()).toEqual({ parcel_ids: [1, 3] });
    expect(await screen.findByText('已生成 2 个包裹的面单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /打印面单/ })).toBeEnabled();
  });

  it('打印面单 refused (a parcel not the supplier’s) says why and saves nothing', async () => {
    const server = serve({ 'POST /api/supplier/labels': fail(404, '包裹不存在') });
    const saved = captureDownloads();
    renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await choose('ZT77000001');
    fireEvent.click(screen.getByRole('button', { name: /打印面单/ }));
    expect(await screen.findByText('面单生成失败：包裹不存在')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(server.callsTo('POST /api/supplier/labels')).toHaveLength(1);
  });

  it('发货 asks first, sends the chosen ids, says what was done and skipped with why, and reads the list again', async () => {
    const server = serve({ 'POST /api/supplier/ship': ok({ done: [1], skipped: [{ id: 2, reason: SupplierMessages.notToShip }] }) });
    renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await choose('ZT77000001');
    await choose('ZT77000002');
    fireEvent.click(screen.getByRole('button', { name: SHIP }));
    const confirm = await bubble('确认将选中的 2 个包裹标记为已发货？');
    expect(server.callsTo('POST /api/supplier/ship')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /确认发货/ }));
    await waitFor(() => expect(server.callsTo('POST /api/supplier/ship')).toHaveLength(1));
    expect(server.callsTo('POST /api/supplier/ship')[0].body).toEqual({ parcel_ids: [1, 2] });
    const outcome = await screen.findByRole('region', { name: '处理结果' });
    expect(outcome).toHaveTextContent('已发货 1 个包裹；跳过 1 个');
    expect(outcome).toHaveTextContent(`运单 ZT77000002：${SupplierMessages.notToShip}`);
    await waitFor(() => expect(server.callsTo('GET /api/supplier/parcels').length).toBeGreaterThan(1));
    expect(selectedCount()).toBe('0');
  });

  it('无法发货 needs a reason (2–100 characters), says it cannot be undone, and sends the ids with it', async () => {
    const server = serve({ 'POST /api/supplier/refuse': [fail(1, '操作过于频繁，请稍后再试'), ok({ done: [3], skipped: [] })] });
    renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await choose('ZT77000003');
    fireEvent.click(screen.getByRole('button', { name: /无法发货/ }));
    const dialog = await dialogTitled('无法发货（1 个包裹）');
    expect(dialog).toHaveTextContent('此操作不可撤销');
    expect(dialog).toHaveTextContent('商户的货款原路退回');
    fireEvent.change(within(dialog).getByLabelText('无法发货原因'), { target: { value: '缺' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认无法发货/ }));
    expect(await within(dialog).findByText('无法发货原因应为 2–100 个字')).toBeInTheDocument();
    expect(server.callsTo('POST /api/supplier/refuse')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('无法发货原因'), { target: { value: '商品缺货' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认无法发货/ }));
    expect(await within(dialog).findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('无法发货原因')).toHaveValue('商品缺货');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认无法发货/ }));
    await waitFor(() => expect(server.callsTo('POST /api/supplier/refuse')).toHaveLength(2));
    expect(server.callsTo('POST /api/supplier/refuse')[1].body).toEqual({ parcel_ids: [3], reason: '商品缺货' });
    expect(await screen.findByRole('region', { name: '处理结果' })).toHaveTextContent('已标记无法发货 1 个包裹');
  });

  it('the choice is kept across pages, and a change of filter starts again', async () => {
    serve({ 'GET /api/supplier/parcels': (call) => (call.query.get('page') === '2' ? pageOf([parcelRow(11)], 23)(call) : pageOf(ROWS, 23)(call)) });
    const { location } = renderInApp(<SupplierParcelsPage />, { path: '/supplier-center/parcels' });
    await choose('ZT77000001');
    fireEvent.click(within(await list()).getByTitle('2'));
    await waitFor(() => expect(location()).toBe('/supplier-center/parcels?page=2'));
    await choose('ZT770000011');
    expect(selectedCount()).toBe('2');
    fireEvent.click(screen.getByRole('tab', { name: '已发货' }));
    await waitFor(() => expect(selectedCount()).toBe('0'));
  });
});
