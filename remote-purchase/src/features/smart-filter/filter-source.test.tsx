import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, ok, resetBrowserState } from 'shared-contracts/testing';
import { makeReply, servePurchase } from '../../test-support/purchase-fixtures';
import { choosePlatform, footer, renderPurchase, rowOf, tableRows } from '../../test-support/render-purchase';
import type { SheetResult } from '../../shared/sheets/types';

const mockReader = { read: jest.fn<Promise<SheetResult>, [File]>(), reading: false, progress: 0 };
jest.mock('../../shared/sheets/hooks/use-sheet-reader', () => ({ useSheetReader: () => mockReader }));
jest.mock('../typed-recipients/worker/create-worker');

beforeEach(resetBrowserState);

const base = { rec_province: '广东省', rec_city: '深圳市', rec_district: '南山区', use_name: 'tb1', remark: '', platform: 2 as const };
const RESULT: SheetResult = {
  platform: 2,
  platformName: '淘宝/天猫',
  headerRow: 1,
  rowsRead: 3,
  rejected: [],
  recipients: [
    { ...base, row: 2, shop_order: '2311201234567890123', rec_name: '张三', rec_mobile: '13900000001', rec_address: '科技园1号', statuses: ['买家已付款，等待卖家发货'] },
    { ...base, row: 3, shop_order: '2311201234567890124', rec_name: '李四', rec_mobile: '13900000002', rec_address: '科技园2号', statuses: ['交易关闭'] },
    { ...base, row: 4, shop_order: '2311201234567890125', rec_name: '王五', rec_mobile: '13900000003', rec_address: '科技园3号', statuses: ['买家已付款，等待卖家发货'] },
  ],
};

describe('智能筛选 in 商品购买', () => {
  it('is the tab after 表格导入; the kept rows reach the recipient table and the order goes with order_source 3', async () => {
    const server = servePurchase({
      'GET /api/user/sheet/filter-rules': ok({ remark_keywords: [], buyer_names: [], order_numbers: [] }),
      'POST /api/gift/order/check': ok([]),
      'POST /api/gift/order/make': makeReply(),
    });
    await renderPurchase();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs.indexOf('智能筛选')).toBe(tabs.indexOf('表格导入') + 1);
    choosePlatform('淘宝/天猫');
    fireEvent.click(screen.getByRole('tab', { name: '智能筛选' }));
    mockReader.read.mockResolvedValueOnce(RESULT);
    const pane = await screen.findByLabelText('智能筛选收件人');
    fireEvent.change(pane.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['x'], 'tb.xlsx')] } });
    await waitFor(() => expect(screen.getByTestId('filter-kept')).toHaveTextContent('保留 2 行'));
    fireEvent.click(screen.getByRole('button', { name: '添加到收件人列表' }));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(rowOf('王五')).toHaveTextContent('13900000003');
    await waitFor(() => expect(within(footer()).getByLabelText('合计')).toHaveTextContent('5.00'));

    fireEvent.click(within(footer()).getByRole('button', { name: '立即下单' }));
    fireEvent.click(within(await findDialog('确认支付')).getByRole('button', { name: '确认支付 ¥5.00' }));
    await waitFor(() => expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(1));
    expect(server.callsTo('POST /api/gift/order/make')[0].body).toMatchObject({ platform: 2, order_source: 3 });
  });
});
