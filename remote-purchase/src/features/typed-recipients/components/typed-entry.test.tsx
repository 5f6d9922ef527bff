import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppThemeProvider } from 'shared-contracts/ui';
import { TypedEntry } from './typed-entry';

// small texts never reach the worker; jsdom has none
jest.mock('../worker/create-worker', () => ({
  createRecogniseWorker: () => {
    throw new Error('no Worker in jsdom');
  },
}));

function setup() {
  render(
    <AppThemeProvider>
      <TypedEntry />
    </AppThemeProvider>,
  );
  return screen.getByLabelText('收件人信息');
}

describe('typed recipients (SPEC §2.8)', () => {
  it('recognises the lines on 完成添加 and lists rejected lines with their reasons', async () => {
    const box = setup();
    fireEvent.change(box, {
      target: { value: '1001，李四，13912345678，广东省深圳市南山区科技园1号\n王五 没有电话 北京市朝阳区' },
    });
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    const table = await screen.findByTestId('recipient-table');
    const row = within(table).getByText('李四').closest('tr')!;
    expect(within(row).getByText('广东省')).toBeInTheDocument();
    expect(within(row).getByText('深圳市')).toBeInTheDocument();
    expect(within(row).getByText('南山区')).toBeInTheDocument();
    expect(within(row).getByText('1001')).toBeInTheDocument();
    expect(screen.getByTestId('rejected-lines')).toHaveTextContent('第2行');
    expect(box).toHaveValue('1001，李四，13912345678，广东省深圳市南山区科技园1号\n王五 没有电话 北京市朝阳区');
  });

  it('says 请按格式输入地址 for an empty box', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    expect(await screen.findByText('请按格式输入地址')).toBeInTheDocument();
  });

  it('says 没有识别到完整的地址 when nothing is recognised, keeping the text', async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: 'hello world' } });
    fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
    expect(await screen.findByText('没有识别到完整的地址，请检查输入是否正确')).toBeInTheDocument();
    expect(box).toHaveValue('hello world');
  });

  it('recognises on Enter', async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: '赵六，13700001111，上海市浦东新区世纪大道100号\n' } });
    fireEvent.keyUp(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('recipient-table')).toHaveTextContent('赵六'));
  });
});
