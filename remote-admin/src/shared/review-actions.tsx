import type { ReactNode } from 'react';
import { Button, Space } from 'shared-contracts/ui';
import type { ComputedColumn } from 'shared-kits/list-page';

interface ReviewButtonsProps {
  /** 通过: a button, or one behind a confirmation */
  approve: ReactNode;
  /** 驳回's name for the row: 驳回「义乌好礼」 */
  rejectLabel: string;
  /** 驳回 pressed: opens the reason dialog */
  onReject: () => void;
}

/** A pending row's 通过 and 驳回 (提现审核, 入驻申请, 供货价审核). */
export function ReviewButtons({ approve, rejectLabel, onReject }: ReviewButtonsProps) {
  return (
    <Space size={0}>
      {approve}
      <Button type="link" size="small" danger aria-label={rejectLabel} onClick={onReject}>
        驳回
      </Button>
    </Space>
  );
}

/**
 * 操作 of a review list, for operators who may review: `pending` draws a pending row's actions (its
 * ReviewButtons); `otherwise`, if given, those of a row past review (重新打款), else there are none.
 */
export function reviewActionsColumn<Row extends { status: string }>(pending: (row: Row) => ReactNode, otherwise?: (row: Row) => ReactNode): ComputedColumn<Row> {
  return {
    title: '操作',
    key: 'actions',
    width: 120,
    fixed: 'right',
    render: (_, row) => (row.status === 'pending' ? pending(row) : (otherwise?.(row) ?? null)),
  };
}
