import { useState } from 'react';
import { COMPENSATION_REASONS, type AdminCompensationRow, type CompensationReasonKey } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { Card, Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { mobileDayFields } from '../../../shared/list-filter-params';
import { useAdminCompensationsListQuery, useAdminCompensationsSummaryQuery } from '../api/compensations-api';
import { compensationsListParams, toCompensationsFilter, toCompensationsQuery } from '../hooks/compensations-params';
import { yuanText } from '../../../shared/yuan-text';
import { CompensationDialog } from './compensation-dialog';

const REASON_COLOR: Record<CompensationReasonKey, string> = { waybill_late: 'warning', pickup_late: 'orange', manual: 'processing' };

const columns: ListColumn<AdminCompensationRow>[] = [
  { title: '包裹', dataIndex: 'parcel_sn', width: 220, render: (sn: string, row) => <span title={`包裹 ID ${row.parcel_id}`}>{sn}</span> },
  { title: '用户手机号', dataIndex: 'mobile', width: 130 },
  { title: '快递', dataIndex: 'courier_name', width: 110 },
  { title: '金额', dataIndex: 'amount', width: 100, render: (amount: number) => yuanText(amount), exportValue: (amount: number) => amount },
  {
    title: '原因',
    dataIndex: 'reason',
    width: 200,
    render: (reason: CompensationReasonKey, row) => (
      <>
        <Tag color={REASON_COLOR[reason]}>{COMPENSATION_REASONS[reason]}</Tag>
        {row.note ? <Typography.Text type="secondary">{row.note}</Typography.Text> : null}
      </>
    ),
    exportValue: (reason: CompensationReasonKey, row) => (row.note ? `${COMPENSATION_REASONS[reason]}（${row.note}）` : COMPENSATION_REASONS[reason]),
  },
  { title: '赔付时间', dataIndex: 'created_at', width: 165 },
  { title: '操作人', dataIndex: 'operator_name', width: 100, render: (name: string | null) => name ?? '系统', exportValue: (name: string | null) => name ?? '系统' },
];

/**
 * 赔付记录 (issue 21): the compensations with courier, reason, mobile and date filters held in the URL, a
 * summary of what they select (in all, per courier, per day), and 人工赔付 for roles holding
 * compensations.write.
 */
export function CompensationsList({ canWrite }: { canWrite: boolean }) {
  const list = useListParams(compensationsListParams);
  const { params, paging, filtered } = list;
  const result = useAdminCompensationsListQuery(toCompensationsQuery(params));
  const summary = useAdminCompensationsSummaryQuery(toCompensationsFilter(params));
  const [creating, setCreating] = useState(false);
  const totals = summary.data;

  return (
    <>
      <ListFilters
        list={list}
        filters={[
          {
            kind: 'choice',
            key: 'courier',
            label: '快递',
            all: '全部快递',
            width: 140,
            options: (totals?.couriers ?? []).map((c) => ({ value: c.courier_id, label: c.courier_name })),
          },
          { kind: 'choice', key: 'reason', label: '赔付原因', all: '全部原因', width: 140, options: COMPENSATION_REASONS },
          ...mobileDayFields(list),
        ]}
      />
      <Card size="small" title="赔付汇总" style={{ marginBottom: 12 }} loading={summary.isLoading} aria-label="赔付汇总">
        {totals ? (
          <div role="region" aria-label="赔付汇总">
            <Typography.Paragraph strong>{`合计 ${totals.total.count} 笔，${yuanText(totals.total.amount)}`}</Typography.Paragraph>
            {totals.total.count === 0 ? (
              <Typography.Text type="secondary">没有赔付</Typography.Text>
            ) : (
              <Space align="start" size={48} wrap>
                <div aria-label="按快递">
                  <Typography.Text type="secondary">按快递</Typography.Text>
                  {totals.couriers.map((c) => (
                    <div key={c.courier_id}>{`${c.courier_name}：${c.count} 笔，${yuanText(c.amount)}`}</div>
                  ))}
                </div>
                <div aria-label="按日">
                  <Typography.Text type="secondary">按日</Typography.Text>
                  {totals.days.map((d) => (
                    <div key={d.day}>{`${d.day}：${d.count} 笔，${yuanText(d.amount)}`}</div>
                  ))}
                </div>
              </Space>
            )}
          </div>
        ) : null}
      </Card>
      <ListTable
        label="赔付记录列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        toolbar={
          canWrite ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              人工赔付
            </Button>
          ) : null
        }
        emptyText={filtered ? '没有符合条件的赔付' : '暂无赔付记录'}
        exportAs={{ fileName: '赔付记录' }}
      />
      {canWrite ? <CompensationDialog open={creating} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
