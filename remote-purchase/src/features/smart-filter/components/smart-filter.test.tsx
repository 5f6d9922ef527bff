import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import type { SheetRecipient, SheetResult } from '../../../shared/sheets/types';
import { SmartFilter } from './smart-filter';
import { button, sheetResult, sheetRow } from '../../../test-support/sheet-fixtures';

// the worker's door: jsdom has no Worker (reading files is readSheet's own tests' business)
const mockReader = { read: jest.fn<Promise<SheetResult>, [File]>(), reading: false, progress: 0 };
jest.mock('../../../shared/sheets/hooks/use-sheet-reader', () => ({ useSheetReader: () => mockReader }));

const PAID = '买家已付款，等待卖家发货';
const row = (n: number, shop_order: string, over: Partial<SheetRecipient> = {}) => sheetRow(n, { shop_order, statuses: [PAID], ...over });

const RESULT = sheetResult(7, [
  row(2, '1001'),
  row(3, '1002', { statuses: ['交易关闭'] }),
  row(4, '1003', { statuses: ['卖家已发货，等待买家确认'] }),
  row(5, '1004'),
  row(6, '1001'),
  row(7, '1005', { remark: '不要赠品谢谢' }),
  row(8, '1006', { use_name: 'tb_black' }),
]);

const RULES = { remark_keywords: ['不要赠品'], buyer_names: [], order_numbers: [] };

function setup() {
  const server = mockApi({
    'GET /api/user/sheet/filter-rules': ok(RULES),
    'PUT /api/user/sheet/filter-rules': (call) => ok(call.body),
    'POST /api/gift/order/check': ok([{ shop_order: '1004', order_sn: 'G1', goods_id: 11, goods_name: '毛巾', same_goods: true, created_at: '2026-11-01T00:00:00Z' }]),
  });
  const onAdd = jest.fn<void, [SheetRecipient[]]>();
  const view = renderInApp(<SmartFilter platform={2} onAdd={onAdd} />, { loggedIn: true });
  return { ...view, server, onAdd };
}

const keptRows = () =>
  Array.from(screen.getByTestId('sheet-rows').querySelectorAll('tbody tr.ant-table-row')).map((tr) => Number(tr.getAttribute('data-row-key')));
const group = (name: string) => screen.getByLabelText(name);
const groupRows = (name: string) => Array.from(group(name).querySelectorAll('li')).map((li) => Number(li.getAttribute('data-row')));

async function uploaded(container: HTMLElement) {
  mockReader.read.mockResolvedValueOnce(RESULT);
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], 'tb.xlsx')] } });
  await screen.findByTestId('filter-kept');
  await waitFor(() => expect(keptRows().length).toBeGreaterThan(0));
}

beforeEach(() => {
  resetBrowserState();
  mockReader.read.mockReset();
});

describe('智能筛选 (SPEC §1 source 3)', () => {
  it('says what is dropped automatically', () => {
    setup();
    expect(screen.getByText(/系统自动去掉不该发货的行/)).toHaveTextContent('已下过单的订单，重复的订单');
  });

  it('keeps the rows to ship and groups the dropped ones by reason: status, already bought, duplicate, remark rule', async () => {
    const { container, server } = setup();
    await waitFor(() => expect(server.callsTo('GET /api/user/sheet/filter-rules')).toHaveLength(1));
    await uploaded(container);
    expect(server.callsTo('POST /api/gift/order/check')[0].body).toEqual({ shop_order: ['1001', '1002', '1003', '1004', '1005', '1006'] });
    await waitFor(() => expect(screen.getByTestId('filter-kept')).toHaveTextContent('保留 2 行，去掉 5 行'));
    expect(keptRows()).toEqual([2, 8]);
    expect(groupRows('订单状态无需发货')).toEqual([3, 4]);
    expect(group('订单状态无需发货')).toHaveTextContent('交易关闭');
    expect(groupRows('已下过单')).toEqual([5]);
    expect(groupRows('重复的订单')).toEqual([6]);
    expect(groupRows('备注含筛选关键词')).toEqual([7]);
  });

  it('恢复 brings one row back into the kept list, 恢复全部 a whole group', async () => {
    const { container } = setup();
    await waitFor(() => expect(screen.getByLabelText('备注关键词')).toHaveValue('不要赠品'));
    await uploaded(container);
    await waitFor(() => expect(keptRows()).toEqual([2, 8]));
    const status = group('订单状态无需发货');
    fireEvent.click(button('恢复', status.querySelector('li[data-row="3"]') as HTMLElement));
    await waitFor(() => expect(keptRows()).toEqual([2, 3, 8]));
    expect(groupRows('订单状态无需发货')).toEqual([4]);

    fireEvent.click(button('恢复全部', group('已下过单')));
    await waitFor(() => expect(keptRows()).toEqual([2, 3, 5, 8]));
    expect(screen.queryByLabelText('已下过单')).toBeNull();
    expect(screen.getByTestId('filter-kept')).toHaveTextContent('保留 4 行，去掉 3 行');
  });

  it('保存规则 PUTs the rules and filters again with them', async () => {
    const { container, server } = setup();
    await waitFor(() => expect(screen.getByLabelText('备注关键词')).toHaveValue('不要赠品'));
    await uploaded(container);
    await waitFor(() => expect(keptRows()).toEqual([2, 8]));
    fireEvent.change(screen.getByLabelText('买家名'), { target: { value: ' tb_black \n\n' } });
    fireEvent.click(button('保存规则'));
    await waitFor(() => expect(server.callsTo('PUT /api/user/sheet/filter-rules')).toHaveLength(1));
    expect(server.callsTo('PUT /api/user/sheet/filter-rules')[0].body).toEqual({ remark_keywords: ['不要赠品'], buyer_names: ['tb_black'], order_numbers: [] });
    await waitFor(() => expect(keptRows()).toEqual([2]));
    expect(groupRows('买家在筛选名单中')).toEqual([8]);
  });

  it('添加到收件人列表 hands over the kept rows', async () => {
    const { container, onAdd } = setup();
    await waitFor(() => expect(screen.getByLabelText('备注关键词')).toHaveValue('不要赠品'));
    await uploaded(container);
    await waitFor(() => expect(keptRows()).toEqual([2, 8]));
    fireEvent.click(button('恢复', group('重复的订单')));
    await waitFor(() => expect(keptRows()).toEqual([2, 6, 8]));
    fireEvent.click(button('添加到收件人列表'));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0][0].map((r) => r.row)).toEqual([2, 6, 8]);
  });

  it('asks the order check in parts of 10,000 numbers for a big export', async () => {
    const server = mockApi({
      'GET /api/user/sheet/filter-rules': ok(RULES),
      'POST /api/gift/order/check': (call) =>
        ok((call.body as { shop_order: string[] }).shop_order.includes('90010000') ? [{ shop_order: '90010000', order_sn: 'G1', goods_id: 11, goods_name: '毛巾', same_goods: true, created_at: '2026-11-01T00:00:00Z' }] : []),
    });
    const { container } = renderInApp(<SmartFilter platform={2} onAdd={jest.fn()} />, { loggedIn: true });
    const recipients = Array.from({ length: 10_001 }, (_, k) => row(k + 2, String(90_000_000 + k)));
    mockReader.read.mockResolvedValueOnce({ ...RESULT, rowsRead: recipients.length, recipients });
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File([new Uint8Array(8)], 'big.xlsx')] } });
    await waitFor(() => expect(screen.getByTestId('filter-kept')).toHaveTextContent('保留 10000 行，去掉 1 行'));
    expect(server.callsTo('POST /api/gift/order/check').map((c) => (c.body as { shop_order: string[] }).shop_order.length)).toEqual([10_000, 1]);
    expect(groupRows('已下过单')).toEqual([10_002]);
  });
});
