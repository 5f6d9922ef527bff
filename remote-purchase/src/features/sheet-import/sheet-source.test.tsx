import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, ok, resetBrowserState } from 'shared-contracts/testing';
import { makeReply, servePurchase } from '../../test-support/purchase-fixtures';
import { choosePlatform, footer, renderPurchase, rowOf, tableRows } from '../../test-support/render-purchase';
import type { SheetResult } from '../../shared/sheets/types';

const mockReader = { read: jest.fn<Promise<SheetResult>, [File]>(), reading: false, progress: 0 };
jest.mock('../../shared/sheets/hooks/use-sheet-reader', () => ({ useSheetReader: () => mockReader }));
jest.mock('../typed-recipients/worker/create-worker');

beforeEach(resetBrowserState);

const RESULT: SheetResult = {
  platform: 2,
  platformName: '淘宝/天猫',
  headerRow: 1,
  rowsRead: 2,
  rejected: [],
  recipients: [
    { row: 2, shop_order: '2311201234567890123', rec_name: '张三', rec_mobile: '13900000001', rec_province: '广东省', rec_city: '深圳市', rec_district: '南山区', rec_address: '科技园1号', use_name: 'tb1', remark: '', platform: 2, statuses: [] },
    { row: 3, shop_order: '2311201234567890124', rec_name: '李四', rec_mobile: '13900000002-1234', rec_province: '浙江省', rec_city: '杭州市', rec_district: '西湖区', rec_address: '文三路2号', use_name: 'tb2', remark: '', platform: 2, statuses: [] },
  ],
};

async function uploadSheet() {
  fireEvent.click(screen.getByRole('tab', { name: '表格导入' }));
  mockReader.read.mockResolvedValueOnce(RESULT);
  const pane = await screen.findByLabelText('表格导入收件人');
  const input = pane.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'tb.xlsx')] } });
  await screen.findByTestId('sheet-summary');
}

describe('表格导入 in 商品购买', () => {
  it('asks for a platform first, then hands the rows to the recipient table, priced; the order goes with order_source 2', async () => {
    const server = servePurchase({
      'POST /api/gift/order/check': ok([]),
      'POST /api/gift/order/make': makeReply(),
    });
    await renderPurchase();
    await uploadSheet();
    fireEvent.click(screen.getByRole('button', { name: '添加到收件人列表' }));
    expect(await screen.findByText('请先选择平台')).toBeInTheDocument();
    expect(screen.queryByTestId('recipient-table')).toBeNull();

    choosePlatform('淘宝/天猫');
    fireEvent.click(screen.getByRole('button', { name: '添加到收件人列表' }));
    await waitFor(() => expect(footer()).toHaveTextContent('收件人 2 个'));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(rowOf('李四')).toHaveTextContent('13900000002-1234');
    await waitFor(() => expect(within(footer()).getByLabelText('合计')).toHaveTextContent('5.00'));
    const priced = server.callsTo('POST /api/gift/order/price').at(-1)!.body as { rec_list: { shop_order: string }[] };
    expect(priced.rec_list.map((r) => r.shop_order)).toEqual(['2311201234567890123', '2311201234567890124']);

    // adding again does not double the rows
    fireEvent.click(screen.getByRole('button', { name: '添加到收件人列表' }));
    await waitFor(() => expect(tableRows()).toHaveLength(2));

    fireEvent.click(within(footer()).getByRole('button', { name: '立即下单' }));
    fireEvent.click(within(await findDialog('确认支付')).getByRole('button', { name: '确认支付 ¥5.00' }));
    await waitFor(() => expect(server.callsTo('POST /api/gift/order/make')).toHaveLength(1));
    expect(server.callsTo('POST /api/gift/order/make')[0].body).toMatchObject({ platform: 2, order_source: 2 });
  });
});
