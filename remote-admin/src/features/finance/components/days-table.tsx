import { FINANCE_FIGURE_KEYS, FINANCE_FIGURES, type AdminFinanceDayRow } from 'shared-contracts/admin';
import { Button } from 'shared-contracts/ui';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan-text';

/**
 * 月报's days: one row per China day with every flow figure (the month's figures are their sums); a day's date opens
 * its 日报. 导出 writes the rows shown (the server's 导出 above holds them too, as sheet 每日).
 */
export function DaysTable({ days, onOpenDay }: { days: readonly AdminFinanceDayRow[]; onOpenDay: (date: string) => void }) {
  const columns: ListColumn<AdminFinanceDayRow>[] = [
    {
      title: '日期',
      dataIndex: 'date',
      width: 120,
      fixed: 'left',
      render: (date) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenDay(date)}>
          {date}
        </Button>
      ),
    },
    ...FINANCE_FIGURE_KEYS.map(
      (key): ListColumn<AdminFinanceDayRow> => ({
        title: FINANCE_FIGURES[key],
        dataIndex: key,
        width: 120,
        align: 'right',
        render: (amount: number) => yuanText(amount),
        exportValue: (amount: number) => amount,
      })
    ),
  ];
  return <ListTable label="每日明细" columns={columns} rowKey="date" result={{ data: days }} emptyText="本月还没有数据" size="small" />;
}
