import type { AdminSupplierPerformanceRow } from 'shared-contracts/admin';
import { Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { yuanText } from '../../../shared/yuan-text';
import { useAdminSupplierPerformanceQuery } from '../api/suppliers-api';
import { reportListParams, toReportQuery } from '../hooks/suppliers-params';

const COLUMNS: ListColumn<AdminSupplierPerformanceRow>[] = [
  { title: '供货店铺', dataIndex: 'shop_name', width: 200 },
  { title: '出单包裹', dataIndex: 'dispatched', width: 100 },
  { title: '已发货', dataIndex: 'shipped', width: 100 },
  { title: '按时发货', dataIndex: 'on_time', width: 100 },
  {
    title: '按时发货率',
    dataIndex: 'on_time_percent',
    width: 110,
    render: (percent: number | null) => (percent === null ? '—' : percent < 90 ? <Typography.Text type="danger">{percent.toFixed(1)}%</Typography.Text> : `${percent.toFixed(1)}%`),
    exportValue: (percent: number | null) => (percent === null ? '' : percent),
  },
  { title: '赔付笔数', dataIndex: 'compensations', width: 100 },
  { title: '赔付金额', dataIndex: 'compensation_amount', width: 110, render: (amount: number) => yuanText(amount), exportValue: (amount: number) => amount },
  { title: '赔付扣款', dataIndex: 'deducted', width: 110, render: (amount: number) => yuanText(amount), exportValue: (amount: number) => amount },
];

/**
 * 发货时效 (issue 33, suppliers.read): per 供货店铺, over the parcels dispatched to it in the chosen China days (this
 * month unless told, in the URL): shipped, shipped before the 揽收 deadline (08:00 the day after the issue day) and
 * its rate, the 超时赔付 of those parcels and what was deducted from the shop for them.
 */
export function SupplierPerformance() {
  const list = useListParams(reportListParams);
  const { params } = list;
  const query = useAdminSupplierPerformanceQuery(toReportQuery(params));
  const range = query.data ? `${query.data.start_date} 至 ${query.data.end_date}` : '';
  return (
    <>
      <ListFilters
        list={list}
        filters={[{ kind: 'range', keys: ['from', 'to'], label: '出单日期' }]}
        // the default is this month: back to it
        resetText="本月"
        after={range ? <Typography.Text type="secondary">统计范围：{range}（按出单时间，北京时间）</Typography.Text> : null}
      />
      <ListTable
        label="发货时效列表"
        columns={COLUMNS}
        rowKey="shop_id"
        result={{ data: query.data?.rows, isFetching: query.isFetching, error: query.error, refetch: query.refetch }}
        emptyText="暂无供货店铺"
        exportAs={{ fileName: '发货时效' }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        按时发货：供应商在揽收截止时间（包裹出单日次日 08:00，北京时间）之前标记发货。超时赔付中因未按时揽收而赔付、且供应商未按时发货的金额，从供应商应付中扣除（赔付扣款）。
      </Typography.Paragraph>
    </>
  );
}
