import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppThemeProvider } from 'shared-contracts/ui';
import type { SheetRecipient, SheetResult } from '../../../shared/sheets/types';
import { SheetReadError } from '../../../shared/sheets/hooks/read-sheet';
import type { SheetSourceProps } from '../../../shared/sheets/components/add-rows-bar';
import { button, sheetResult, sheetRow } from '../../../test-support/sheet-fixtures';
import { SheetImport } from './sheet-import';

// the worker's door: jsdom has no Worker, and reading files is readSheet's own tests' business
const mockReader = { read: jest.fn<Promise<SheetResult>, [File]>(), reading: false, progress: 0 };
jest.mock('../../../shared/sheets/hooks/use-sheet-reader', () => ({ useSheetReader: () => mockReader }));

const RESULT = sheetResult(5, [sheetRow(2), sheetRow(3, { rec_name: '李四', remark: '不要发货谢谢' }), sheetRow(4, { use_name: 'tb_vip' }), sheetRow(6)], [{ row: 5, reason: '没有收货地址' }]);

function setup(props: Partial<SheetSourceProps> = {}) {
  const onAdd = jest.fn<void, [SheetRecipient[]]>();
  const view = render(
    <AppThemeProvider>
      <SheetImport platform={2} onAdd={onAdd} {...props} />
    </AppThemeProvider>,
  );
  return { ...view, onAdd };
}

const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;

function upload(container: HTMLElement, name = 'orders.xlsx', size = 1024) {
  const file = new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });
  fireEvent.change(fileInput(container), { target: { files: [file] } });
  return file;
}

const rowNumbers = () =>
  Array.from(screen.getByTestId('sheet-rows').querySelectorAll('tbody tr.ant-table-row')).map((tr) => Number(tr.getAttribute('data-row-key')));

async function uploaded(container: HTMLElement, result = RESULT) {
  mockReader.read.mockResolvedValueOnce(result);
  upload(container);
  await screen.findByTestId('sheet-summary');
  await waitFor(() => expect(rowNumbers().length).toBeGreaterThan(0));
}

beforeEach(() => {
  mockReader.read.mockReset();
  mockReader.reading = false;
  mockReader.progress = 0;
});

describe('表格导入 (SPEC §2.9)', () => {
  it('shows the notes, help articles 1–4 and the four template links', () => {
    setup();
    expect(screen.getByText('仅支持 CSV、XLSX、XLS 格式；文件大小不超过 5M')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '表格有密码打不开怎么办？' })).toHaveAttribute('href', '/help-center/article/2');
    const help = within(screen.getByLabelText('导入帮助')).getAllByRole('link');
    expect(help.map((a) => a.getAttribute('href'))).toEqual([1, 2, 3, 4].map((n) => `/help-center/article/${n}`));
    const templates = within(screen.getByLabelText('模板下载')).getAllByRole('link');
    expect(templates.map((a) => a.getAttribute('href'))).toEqual(['jd', 'tb', 'pdd', 'dy'].map((t) => `/api/common/download?type=${t}`));
    expect(templates.map((a) => a.textContent)).toEqual(['京东模板', '淘宝/天猫模板', '拼多多模板', '抖店模板']);
  });

  it('says 请先上传文件 when adding without a file', async () => {
    const { onAdd } = setup();
    fireEvent.click(button('添加到收件人列表'));
    expect(await screen.findByText('请先上传文件')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses another type or more than 5 MB with 上传失败 and the reason, reading nothing', async () => {
    const { container } = setup();
    upload(container, 'orders.pdf');
    expect(await screen.findByTestId('sheet-failure')).toHaveTextContent('上传失败');
    expect(screen.getByTestId('sheet-failure')).toHaveTextContent('只能上传 .xlsx、.xls、.csv 格式的表格');
    upload(container, 'big.csv', 5 * 1024 * 1024 + 1);
    await waitFor(() => expect(screen.getByTestId('sheet-failure')).toHaveTextContent('big.csv：上传失败'));
    expect(screen.getByTestId('sheet-failure')).toHaveTextContent('文件不能超过5MB');
    expect(mockReader.read).not.toHaveBeenCalled();
  });

  it('shows a progress bar while the file is read', async () => {
    mockReader.reading = true;
    mockReader.progress = 0.4;
    mockReader.read.mockReturnValueOnce(new Promise(() => undefined));
    const { container } = setup();
    upload(container);
    const progress = await screen.findByTestId('sheet-progress');
    expect(progress).toHaveTextContent('正在读取 orders.xlsx');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(button('添加到收件人列表')).toBeDisabled();
  });

  it('shows the platform, rows read / used / not imported, and the rejected rows with 第N行 and the reason', async () => {
    const { container } = setup();
    await uploaded(container);
    const summary = screen.getByTestId('sheet-summary');
    expect(summary).toHaveTextContent('看起来是淘宝/天猫的订单表格');
    expect(within(summary).getByLabelText('读取行数')).toHaveTextContent('5');
    expect(within(summary).getByLabelText('可用行数')).toHaveTextContent('4');
    expect(within(summary).getByLabelText('未导入行数')).toHaveTextContent('1');
    fireEvent.click(screen.getByText('1 行未导入（点击查看原因）'));
    expect(await screen.findByText('第5行：没有收货地址')).toBeInTheDocument();
    expect(rowNumbers()).toEqual([2, 3, 4, 6]);
    expect(screen.queryByTestId('sheet-platform-warning')).toBeNull();
  });

  it('warns when the file looks like another platform than step 1', async () => {
    const { container } = setup({ platform: 1 });
    await uploaded(container);
    expect(screen.getByTestId('sheet-platform-warning')).toHaveTextContent('这个表格看起来是淘宝/天猫的订单，与第一步选择的平台（京东）不同');
  });

  it.each([
    ['订单号', `23112012345678901${3}\n23112012345678901${6}`, [2, 4]],
    ['收件人', '李四\n不存在', [2, 4, 6]],
    ['买家会员名', 'tb_vip', [2, 3, 6]],
    ['备注', '不要发货', [2, 4, 6]],
  ])('确定筛选 by %s excludes the matching rows; 撤销筛选 brings them back', async (label, text, kept) => {
    const { container } = setup();
    await uploaded(container);
    fireEvent.click(within(document.querySelector('[role=group][aria-label="筛选"]') as HTMLElement).getByLabelText(label));
    fireEvent.change(screen.getByLabelText('筛选内容'), { target: { value: text } });
    fireEvent.click(button('确定筛选'));
    await waitFor(() => expect(rowNumbers()).toEqual(kept));
    expect(screen.getByTestId('sheet-filter-status')).toHaveTextContent(`已按${label}筛除 ${4 - kept.length} 行`);
    fireEvent.click(button('撤销筛选'));
    await waitFor(() => expect(rowNumbers()).toEqual([2, 3, 4, 6]));
  });

  it('order numbers match exactly, not as a part', async () => {
    const { container } = setup();
    await uploaded(container);
    fireEvent.change(screen.getByLabelText('筛选内容'), { target: { value: '2311201234' } });
    fireEvent.click(button('确定筛选'));
    await waitFor(() => expect(screen.getByTestId('sheet-filter-status')).toHaveTextContent('筛除 0 行'));
    expect(rowNumbers()).toEqual([2, 3, 4, 6]);
  });

  it('the edit dialog changes a row; 删除 removes one; 添加到收件人列表 hands over what is left', async () => {
    const canAdd = jest.fn(() => true);
    const { container, onAdd } = setup({ canAdd });
    await uploaded(container);
    const tr = screen.getByTestId('sheet-rows').querySelector('tr[data-row-key="3"]') as HTMLElement;
    fireEvent.click(button('编辑', tr));
    const dialog = (await screen.findByText('编辑第3行')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('李四');
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '李四四' } });
    fireEvent.change(within(dialog).getByLabelText('地址'), { target: { value: ' 文三路300号 ' } });
    fireEvent.click(button('保存', dialog));
    await waitFor(() => expect(within(screen.getByTestId('sheet-rows')).getByText('李四四')).toBeInTheDocument());

    const four = screen.getByTestId('sheet-rows').querySelector('tr[data-row-key="4"]') as HTMLElement;
    fireEvent.click(button('删除', four));
    let confirm: HTMLElement | null = null;
    await waitFor(() => expect((confirm = document.querySelector('.ant-popconfirm .ant-btn-primary'))).not.toBeNull());
    fireEvent.click(confirm!);
    await waitFor(() => expect(rowNumbers()).toEqual([2, 3, 6]));

    fireEvent.click(button('添加到收件人列表'));
    expect(canAdd).toHaveBeenCalled();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0][0].map((r) => r.row)).toEqual([2, 3, 6]);
    expect(onAdd.mock.calls[0][0][1]).toEqual(expect.objectContaining({ rec_name: '李四四', rec_address: '文三路300号', shop_order: '231120123456789013' }));
  });

  it('adds nothing when canAdd says no (请先选择平台 is the caller’s)', async () => {
    const { container, onAdd } = setup({ canAdd: () => false });
    await uploaded(container);
    fireEvent.click(button('添加到收件人列表'));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('a password-protected file points to article 2; the last good file’s rows stay', async () => {
    const { container } = setup();
    await uploaded(container);
    mockReader.read.mockRejectedValueOnce(new SheetReadError({ kind: 'encrypted', message: '表格有密码保护，请先去除密码再上传' }));
    upload(container, 'locked.xlsx');
    const failure = await screen.findByTestId('sheet-failure');
    expect(failure).toHaveTextContent('locked.xlsx：表格有密码保护，请先去除密码再上传');
    expect(within(failure).getByRole('link', { name: '表格有密码打不开怎么办？' })).toHaveAttribute('href', '/help-center/article/2');
    expect(rowNumbers()).toEqual([2, 3, 4, 6]);
    expect(screen.getByText('仍使用上一个文件（orders.xlsx）的收件人')).toBeInTheDocument();
  });

  it('missing columns name the columns and the platform; unreadable → 上传失败; anything else → 导入失败，请检查格式', async () => {
    const { container } = setup();
    mockReader.read.mockRejectedValueOnce(
      new SheetReadError({ kind: 'missing_columns', message: '表格缺少这些列：收货地址、联系手机（看起来是淘宝/天猫的订单）', detail: { missing: ['收货地址', '联系手机'], platformName: '淘宝/天猫' } }),
    );
    upload(container, 'a.csv');
    await waitFor(() => expect(screen.getByTestId('sheet-failure')).toHaveTextContent('表格缺少这些列：收货地址、联系手机（看起来是淘宝/天猫的订单）'));

    mockReader.read.mockRejectedValueOnce(new SheetReadError({ kind: 'missing_columns', message: '', detail: { missing: ['收货人'], platformName: '拼多多' } }));
    upload(container, 'b.csv');
    await waitFor(() => expect(screen.getByTestId('sheet-failure')).toHaveTextContent('b.csv：表格缺少这些列：收货人（看起来是拼多多的订单）'));

    mockReader.read.mockRejectedValueOnce(new SheetReadError({ kind: 'unreadable', message: '' }));
    upload(container, 'c.xls');
    await waitFor(() => expect(screen.getByTestId('sheet-failure')).toHaveTextContent('c.xls：上传失败'));

    mockReader.read.mockRejectedValueOnce(new Error('boom'));
    upload(container, 'd.xlsx');
    await waitFor(() => expect(screen.getByTestId('sheet-failure')).toHaveTextContent('d.xlsx：导入失败，请检查格式'));
    await act(async () => undefined);
  });
});
