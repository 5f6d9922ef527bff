import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppThemeProvider } from 'shared-contracts/ui';
import { type Recipient, RowDrafts, type RowEditing, RowEditingContext } from '../../recipients';
import { PreOrderErrorsDialog } from './pre-order-errors-dialog';

const WARNING = '地区不明确：可能是北京市朝阳区、吉林省长春市朝阳区，请选择';
const candidates = [
  { province: '北京市', city: '北京市', district: '朝阳区' },
  { province: '吉林省', city: '长春市', district: '朝阳区' },
];
const rows: Recipient[] = [
  { id: 1, source: 'typed', shop_order: '', rec_name: '赵七', rec_mobile: '13900000007', rec_province: '', rec_city: '', rec_district: '朝阳区', rec_address: '建国路1号', state: 2, errorText: WARNING, warning: WARNING, candidates },
  { id: 2, source: 'typed', shop_order: '', rec_name: '王五', rec_mobile: '13900000003', rec_province: '新疆维吾尔自治区', rec_city: '乌鲁木齐市', rec_district: '天山区', rec_address: '人民路3号', state: 2, errorText: '该快递不发货地区：新疆' },
];

describe('错误订单 with an ambiguous place (issue 13)', () => {
  it('shows its warning and 选择地区 as the reason; picking hands the candidate on', async () => {
    const editing: RowEditing = { drafts: new RowDrafts(), start: jest.fn(), setField: jest.fn(), cancel: jest.fn(), confirm: jest.fn(), remove: jest.fn(), pickRegion: jest.fn() };
    render(
      <AppThemeProvider>
        <RowEditingContext.Provider value={editing}>
          <PreOrderErrorsDialog rows={rows} isWu={false} checking={false} failure={null} onClose={() => undefined} />
        </RowEditingContext.Provider>
      </AppThemeProvider>,
    );
    const table = await screen.findByTestId('error-rows-table');
    const [ambiguous, xinjiang] = Array.from(table.querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
    expect(within(ambiguous).getByTestId('region-doubt')).toHaveTextContent(WARNING);
    expect(within(xinjiang).getByText('该快递不发货地区：新疆')).toBeInTheDocument();
    expect(within(xinjiang).queryByRole('button', { name: /选择地区/ })).toBeNull();
    fireEvent.click(within(ambiguous).getByRole('button', { name: /选择地区/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '吉林省 长春市 朝阳区' }));
    expect(editing.pickRegion).toHaveBeenCalledWith(1, candidates[1]);
  });
});
