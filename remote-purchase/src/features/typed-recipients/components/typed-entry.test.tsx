import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RecognisedRow } from 'recipient-engine/recipients';
import { AppThemeProvider } from 'shared-contracts/ui';
import { TypedEntry, type TypedEntryProps } from './typed-entry';

// small texts never reach the worker; jsdom has none
jest.mock('../worker/create-worker');

function setup(props: TypedEntryProps = {}) {
  const onRowsChange = jest.fn<void, [RecognisedRow[]]>();
  render(
    <AppThemeProvider>
      <TypedEntry onRowsChange={onRowsChange} {...props} />
    </AppThemeProvider>,
  );
  return { box: screen.getByLabelText('收件人信息'), onRowsChange };
}

describe('typed recipients (SPEC §2.8)', () => {
  it('recognises the lines on 完成添加, hands the rows on and lists rejected lines with their reasons', async () => {
    const { box, onRowsChange } = setup();
    fireEvent.change(box, {
      target: { value: '1001，李四，13912345678，广东省深圳市南山区科技园1号\n王五 没有电话 北京市朝阳区' },
    });
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    await waitFor(() => expect(onRowsChange).toHaveBeenCalledTimes(1));
    expect(onRowsChange.mock.calls[0][0]).toEqual([
      expect.objectContaining({ line: 1, shop_order: '1001', rec_name: '李四', rec_province: '广东省', rec_city: '深圳市', rec_district: '南山区' }),
    ]);
    expect(await screen.findByTestId('rejected-lines')).toHaveTextContent('第2行');
    expect(box).toHaveValue('1001，李四，13912345678，广东省深圳市南山区科技园1号\n王五 没有电话 北京市朝阳区');
  });

  it('says 请按格式输入地址 for an empty box and changes no rows', async () => {
    const { onRowsChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    expect(await screen.findByText('请按格式输入地址')).toBeInTheDocument();
    expect(onRowsChange).not.toHaveBeenCalled();
  });

  it('says 没有识别到完整的地址 when nothing is recognised, keeping the text', async () => {
    const { box, onRowsChange } = setup();
    fireEvent.change(box, { target: { value: 'hello world' } });
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    expect(await screen.findByText('没有识别到完整的地址，请检查输入是否正确')).toBeInTheDocument();
    expect(box).toHaveValue('hello world');
    expect(onRowsChange).not.toHaveBeenCalled();
  });

  it('recognises on Enter', async () => {
    const { box, onRowsChange } = setup();
    fireEvent.change(box, { target: { value: '赵六，13700001111，上海市浦东新区世纪大道100号\n' } });
    fireEvent.keyUp(box, { key: 'Enter' });
    await waitFor(() => expect(onRowsChange).toHaveBeenCalledWith([expect.objectContaining({ rec_name: '赵六' })]));
  });

  it('asks canAdd first: false recognises nothing', async () => {
    const canAdd = jest.fn(() => false);
    const { box, onRowsChange } = setup({ canAdd });
    fireEvent.change(box, { target: { value: '赵六，13700001111，上海市浦东新区世纪大道100号' } });
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    expect(canAdd).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 20));
    expect(onRowsChange).not.toHaveBeenCalled();
  });
});
