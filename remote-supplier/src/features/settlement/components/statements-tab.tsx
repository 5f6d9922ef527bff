import type { SupplierStatementRow } from 'shared-contracts/supplier';
import { useFileDownload } from 'shared-contracts/app';
import { Segmented } from 'shared-contracts/ui/more';
import { DayRange, ListTable, type ListColumn } from 'shared-kits/list-page';
import { yuanPlain, yuanSumText } from '../../../shared/yuan';
import { useSupplierStatementsQuery, type StatementPeriod, type SupplierStatementsQuery } from '../api/settlement-api';

const money = (title: string, key: 'supply' | 'reversed' | 'deducted' | 'paid' | 'net'): ListColumn<SupplierStatementRow> => ({
  title,
  dataIndex: key,
  align: 'right',
  render: (amount: number) => yuanPlain(amount),
  exportValue: (amount: number) => yuanPlain(amount),
});

const columns: ListColumn<SupplierStatementRow>[] = [
  { title: '周期', dataIndex: 'period' },
  { title: '发货包裹', dataIndex: 'parcels', align: 'right' },
  money('供货金额（元）', 'supply'),
  money('拒收冲回（元）', 'reversed'),
  money('赔付扣款（元）', 'deducted'),
  money('已结算（元）', 'paid'),
  money('净额（元）', 'net'),
];

interface StatementsTabProps {
  period: StatementPeriod;
  from?: string;
  to?: string;
  onChange: (change: { period?: StatementPeriod; from?: string; to?: string }) => void;
}

/** The query of the statements and of their export: the period, and the days when chosen. */
const queryOf = ({ period, from, to }: Pick<StatementsTabProps, 'period' | 'from' | 'to'>): SupplierStatementsQuery => ({
  period,
  ...(from ? { start_date: from } : {}),
  ...(to ? { end_date: to } : {}),
});

/**
 * 对账单 (GET /api/supplier/settlement/statements): per day or per month (按日 / 按月), parcels booked, supply,
 * reversals, deductions, payouts and the net; 导出 downloads the server's .xlsx of the same query.
 */
export function StatementsTab({ period, from, to, onChange }: StatementsTabProps) {
  const query = queryOf({ period, from, to });
  const result = useSupplierStatementsQuery(query);
  const download = useFileDownload();
  const rows = result.data ?? [];
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));

  return (
    <ListTable
      label="对账单"
      columns={columns}
      rowKey="period"
      result={result}
      emptyText="所选期间没有结算记录"
      exportAs={{ fileName: period === 'day' ? '对账单-按日' : '对账单-按月', server: () => download({ url: `/supplier/settlement/statements/export?${search}` }) }}
      toolbar={
        <>
          <Segmented
            aria-label="对账周期"
            value={period}
            options={[
              { value: 'day', label: '按日' },
              { value: 'month', label: '按月' },
            ]}
            onChange={(value) => onChange({ period: value as StatementPeriod })}
          />
          <DayRange aria-label="对账日期" start={from} end={to} onChange={({ start_time, end_time }) => onChange({ from: start_time, to: end_time })} />
          {rows.length > 0 ? (
            <span data-testid="statements-total">
              合计 {rows.reduce((sum, row) => sum + row.parcels, 0)} 个包裹，净额 {yuanSumText(rows.map((row) => row.net))}
            </span>
          ) : null}
        </>
      }
    />
  );
}
