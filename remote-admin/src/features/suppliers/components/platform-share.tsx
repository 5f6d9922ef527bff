import type { AdminPlatformShareRow } from 'shared-contracts/admin';
import { Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminPlatformShareQuery } from '../api/suppliers-api';
import { reportListParams, toReportQuery } from '../hooks/suppliers-params';

type MoneyKey = 'paid' | 'supply' | 'margin' | 'commission' | 'platform';
const money = (title: string, dataIndex: MoneyKey): ListColumn<AdminPlatformShareRow> => ({
  title,
  dataIndex,
  width: 130,
  render: (amount: number, row: AdminPlatformShareRow) => (row.date === '合计' ? <strong>{yuanText(amount)}</strong> : yuanText(amount)),
  exportValue: (amount: number) => amount,
});

const COLUMNS: ListColumn<AdminPlatformShareRow>[] = [
  { title: '出单日期', dataIndex: 'date', width: 120, render: (date: string) => (date === '合计' ? <strong>合计</strong> : date) },
  { title: '包裹数', dataIndex: 'parcels', width: 90 },
  money('实付', 'paid'),
  money('供货价', 'supply'),
  money('分站毛利', 'margin'),
  money('推广佣金', 'commission'),
  money('平台收益', 'platform'),
];

/**
 * 平台收益 (issue 33, money.read): per China day, the parcels dispatched that day and not refused — what the merchants
 * paid, split into the supply price, the 分站 margin, the commission and the platform's share (summed in fen by the
 * server), with a totals row; the days in the URL, this month unless told.
 */
export function PlatformShare() {
  const list = useListParams(reportListParams);
  const { params } = list;
  const query = useAdminPlatformShareQuery(toReportQuery(params));
  const rows = query.data ? [...query.data.rows, query.data.total] : undefined;
  return (
    <>
      <ListFilters
        list={list}
        filters={[{ kind: 'range', keys: ['from', 'to'], label: '出单日期' }]}
        // the default is this month: back to it
        resetText="本月"
        after={
          query.data ? (
            <Typography.Text type="secondary">
              统计范围：{query.data.start_date} 至 {query.data.end_date}（按出单日，北京时间）
            </Typography.Text>
          ) : null
        }
      />
      <ListTable
        label="平台收益列表"
        columns={COLUMNS}
        rowKey="date"
        result={{ data: query.data && query.data.rows.length === 0 ? [] : rows, isFetching: query.isFetching, error: query.error, refetch: query.refetch }}
        emptyText="所选日期内没有出单的包裹"
        exportAs={{ fileName: '平台收益' }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        平台收益 = 实付 − 供货价 − 分站毛利 − 推广佣金（已退款的包裹不计）。分站包裹的推广佣金从分站毛利中支付。
      </Typography.Paragraph>
    </>
  );
}
