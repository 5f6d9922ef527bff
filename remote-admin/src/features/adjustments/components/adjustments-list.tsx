import { useMemo, useState } from 'react';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REVIEW_REASONS, ADJUSTMENT_STATUSES, type AdjustmentStatus, type AdminAdjustmentRow } from 'shared-contracts/admin';
import { Button, Space, Tag, Tooltip } from 'shared-contracts/ui';
import { Popconfirm, Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { mobileDayFields } from '../../../shared/list-filter-params';
import { runWrite } from '../../../shared/run-write';
import { useAdminAdjustmentApproveMutation, useAdminAdjustmentSettingsQuery, useAdminAdjustmentsListQuery } from '../api/adjustments-api';
import { adjustmentSentence, adjustmentsListParams, toAdjustmentsQuery } from '../hooks/adjustments-params';
import { yuanText } from '../../../shared/yuan-text';
import { AdjustmentDialog } from './adjustment-dialog';
import { RejectDialog } from './reject-dialog';

const STATUS_COLOR: Record<AdjustmentStatus, string> = {
  pending: 'warning',
  booked: 'success',
  rejected: 'default',
};

const baseColumns: ListColumn<AdminAdjustmentRow>[] = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '用户',
    dataIndex: 'username',
    width: 170,
    render: (username, row) => (
      <>
        <div>{username}</div>
        <Typography.Text type="secondary">{row.mobile}</Typography.Text>
      </>
    ),
    exportValue: (username, row) => `${username} ${row.mobile}`,
  },
  {
    title: '方向',
    dataIndex: 'direction',
    width: 80,
    render: (direction: AdminAdjustmentRow['direction']) => <Tag color={direction === 'credit' ? 'success' : 'error'}>{ADJUSTMENT_DIRECTIONS[direction]}</Tag>,
    exportValue: (direction: AdminAdjustmentRow['direction']) => ADJUSTMENT_DIRECTIONS[direction],
  },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 120,
    render: (amount: number) => yuanText(amount),
    exportValue: (amount: number) => amount,
  },
  { title: '原因', dataIndex: 'reason', width: 220 },
  { title: '发起人', dataIndex: 'requester_name', width: 100 },
  { title: '发起时间', dataIndex: 'requested_at', width: 165 },
  {
    title: '复核人',
    dataIndex: 'reviewer_name',
    width: 110,
    render: (name: string | null, row) => name ?? (row.status === 'booked' ? '无需复核' : '—'),
    exportValue: (name: string | null, row) => name ?? (row.status === 'booked' ? '无需复核' : ''),
  },
  {
    title: '复核时间',
    dataIndex: 'reviewed_at',
    width: 165,
    render: (at: string | null) => at ?? '—',
    exportValue: (at: string | null) => at ?? '',
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: AdjustmentStatus, row) => {
      const tag = <Tag color={STATUS_COLOR[status]}>{ADJUSTMENT_STATUSES[status]}</Tag>;
      return status === 'rejected' && row.review_note ? (
        <Tooltip title={`驳回原因：${row.review_note}`}>
          <span>
            {tag}
            <div>
              <Typography.Text type="secondary">{row.review_note}</Typography.Text>
            </div>
          </span>
        </Tooltip>
      ) : row.review_reason ? (
        // issue 35: why it needs (or needed) a second operator — alone above the threshold, or today's total
        <span>
          {tag}
          <div>
            <Typography.Text type="secondary">{ADJUSTMENT_REVIEW_REASONS[row.review_reason]}</Typography.Text>
          </div>
        </span>
      ) : (
        tag
      );
    },
    exportValue: (status: AdjustmentStatus, row) =>
      status === 'rejected' && row.review_note
        ? `${ADJUSTMENT_STATUSES[status]}（${row.review_note}）`
        : row.review_reason
          ? `${ADJUSTMENT_STATUSES[status]}（${ADJUSTMENT_REVIEW_REASONS[row.review_reason]}）`
          : ADJUSTMENT_STATUSES[status],
  },
];

/**
 * 资金调整 (issue 20): the adjustments with status, mobile and date filters held in the URL; 新建调整
 * (the dialog finds the user, says exactly what will happen and whether it needs 复核); 通过 / 驳回 on a
 * pending row another operator asked for — never on one's own (the server refuses that too).
 */
export function AdjustmentsList({ operatorId }: { operatorId: number }) {
  const list = useListParams(adjustmentsListParams);
  const { params, paging, filtered } = list;
  const result = useAdminAdjustmentsListQuery(toAdjustmentsQuery(params));
  const settings = useAdminAdjustmentSettingsQuery();
  const [creating, setCreating] = useState(false);
  const [rejecting, setRejecting] = useState<AdminAdjustmentRow | null>(null);
  const [approve] = useAdminAdjustmentApproveMutation();

  const columns = useMemo<ListColumn<AdminAdjustmentRow>[]>(() => {
    const approveRow = (row: AdminAdjustmentRow) => runWrite(() => approve(row.id).unwrap(), `已复核通过并入账：调整 #${row.id}`, '复核失败，请稍后再试');
    return [
      ...baseColumns,
      {
        title: '操作',
        key: 'actions',
        width: 140,
        fixed: 'right',
        render: (_, row) => {
          if (row.status !== 'pending') return null;
          if (row.requested_by === operatorId) return <Typography.Text type="secondary">待他人复核</Typography.Text>;
          return (
            <Space size={0}>
              <Popconfirm
                title={`确认通过调整 #${row.id}？`}
                description={`${adjustmentSentence(row.mobile, row.direction, row.amount)}，通过后立即入账，不可撤销。`}
                okText="确认通过"
                cancelText="取消"
                onConfirm={() => approveRow(row)}
              >
                <Button type="link" size="small">
                  通过
                </Button>
              </Popconfirm>
              <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                驳回
              </Button>
            </Space>
          );
        },
      },
    ];
  }, [approve, operatorId]);

  const threshold = settings.data?.review_threshold;
  const toolbar = (
    <Space wrap>
      <Button type="primary" onClick={() => setCreating(true)}>
        新建调整
      </Button>
      {threshold !== undefined ? <Typography.Text type="secondary">{`超过 ${yuanText(threshold)} 的调整需另一位财务人员复核`}</Typography.Text> : null}
    </Space>
  );

  return (
    <>
      <ListFilters
        list={list}
        filters={[{ kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: ADJUSTMENT_STATUSES }, ...mobileDayFields(list)]}
      />
      <ListTable
        label="资金调整列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        toolbar={toolbar}
        emptyText={filtered ? '没有符合条件的调整' : '暂无资金调整'}
        exportAs={{ fileName: '资金调整' }}
      />
      <AdjustmentDialog open={creating} threshold={threshold} onClose={() => setCreating(false)} />
      <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
