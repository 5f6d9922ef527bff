import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findDialog, mockApi, ok, resetBrowserState } from 'shared-contracts/testing';
import { SheetMessages } from 'recipient-engine/sheets';
import { INFO, LINES, priceReply, WU_INFO } from '../../test-support/purchase-fixtures';
import { addLines, choosePlatform, renderPurchase, rowOf, table, totalIs } from '../../test-support/render-purchase';
import { SheetReadError } from '../../shared/sheets/hooks/read-sheet';
import type { ReissueSheetResult } from './read-reissue';

// reading files is readReissueSheet's own tests' business (recipient-engine/src/sheets/reissue.test.ts)
const mockRead = jest.fn<Promise<ReissueSheetResult>, [File]>();
jest.mock('./read-reissue', () => ({ readReissueFile: (file: File) => mockRead(file) }));
jest.mock('../typed-recipients/worker/create-worker');

beforeEach(() => {
  resetBrowserState();
  mockRead.mockReset();
});

const priceCalls = (server: ReturnType<typeof mockApi>) => server.callsTo('POST /api/gift/order/price');
type PriceBody = { rec_list: { rec_name: string; lp_reissue_sn: string }[] };

async function withRows(info = WU_INFO) {
  const server = mockApi({ 'GET /api/gift/purchase/info': ok(info), 'POST /api/gift/order/price': priceReply });
  await renderPurchase();
  choosePlatform('淘宝/天猫');
  addLines(LINES.zhang, LINES.li);
  await totalIs('¥5.00');
  return server;
}

async function importFile(name = '补发.xlsx') {
  fireEvent.click(screen.getByText('导入补发单号').closest('button')!);
  const dialog = await findDialog('导入补发单号');
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  // the read resolves in a microtask: let it and its state updates finish inside act
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
    await new Promise((r) => setTimeout(r, 0));
  });
  return dialog;
}

describe('导入补发单号 (is_wu couriers)', () => {
  it('is offered only for is_wu couriers', async () => {
    await withRows(INFO);
    expect(screen.queryByText('导入补发单号')).toBeNull();
  });

  it('has the template link and the matching note; the numbers go on the rows by 订单号, re-priced once; unmatched and rejected rows listed', async () => {
    const server = await withRows();
    mockRead.mockResolvedValueOnce({
      rows: [
        { order_sn: '1001', bufa_sn: 'YT1001' },
        { order_sn: '1002', bufa_sn: 'YT1002' },
        { order_sn: '9999', bufa_sn: 'YT9999' },
      ],
      rejected: [{ row: 5, reason: '没有上家单号' }],
    });
    const dialog = await importFile();
    expect(within(dialog).getByText('下载模板')).toHaveAttribute('href', '/api/common/download?type=reissue');
    expect(within(dialog).getByText(/按「订单号」匹配收件人/)).toBeInTheDocument();
    const outcome = await within(dialog).findByTestId('reissue-outcome');
    expect(outcome).toHaveTextContent('已填入 2 个收件人的补发单号');
    expect(within(outcome).getByLabelText('未匹配的订单号')).toHaveTextContent('9999');
    expect(within(outcome).getByLabelText('未导入的行')).toHaveTextContent('第5行：没有上家单号');
    expect(mockRead.mock.calls[0][0].name).toBe('补发.xlsx');
    expect(within(rowOf('张三')).getByText('YT1001')).toBeInTheDocument();
    expect(within(rowOf('李四')).getByText('YT1002')).toBeInTheDocument();
    await waitFor(() => expect(priceCalls(server)).toHaveLength(2));
    const sent = priceCalls(server)[1].body as PriceBody;
    expect(sent.rec_list.map((r) => [r.rec_name, r.lp_reissue_sn])).toEqual([
      ['张三', 'YT1001'],
      ['李四', 'YT1002'],
    ]);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(priceCalls(server)).toHaveLength(2);
  });

  it('says which columns a file lacks, and changes nothing', async () => {
    const server = await withRows();
    const message = SheetMessages.missingColumns(['上家单号'], null);
    mockRead.mockRejectedValueOnce(new SheetReadError({ kind: 'missing_columns', message, detail: { missing: ['上家单号'], platformName: null } }));
    const dialog = await importFile('x.csv');
    expect(await within(dialog).findByTestId('sheet-failure')).toHaveTextContent(`x.csv：${message}`);
    expect(within(table()).queryByText('YT1001')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(priceCalls(server)).toHaveLength(1);
  });

  it('refuses another file type before reading it (上传失败)', async () => {
    await withRows();
    const dialog = await importFile('x.pdf');
    expect(await within(dialog).findByTestId('sheet-failure')).toHaveTextContent('上传失败');
    expect(mockRead).not.toHaveBeenCalled();
  });

  it('a single row’s 补发单号 is editable in its edit mode', async () => {
    const server = await withRows();
    fireEvent.click(within(rowOf('张三')).getByText('编辑').closest('button')!);
    fireEvent.change(within(rowOf('张三')).getByLabelText('补发单号'), { target: { value: 'SF123' } });
    fireEvent.click(within(rowOf('张三')).getByText('确认修改').closest('button')!);
    expect(within(rowOf('张三')).getByText('SF123')).toBeInTheDocument();
    await waitFor(() => expect(priceCalls(server)).toHaveLength(2));
  });
});
