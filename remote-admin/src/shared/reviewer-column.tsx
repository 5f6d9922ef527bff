import { Typography } from 'shared-contracts/ui/more';
import type { FieldColumn } from 'shared-kits/list-page';

/** A row an operator reviews (a withdrawal, a supplier's application or request): who did, and when. */
export interface ReviewedRow {
  reviewed_by_name: string | null;
  reviewed_at: string | null;
}

const orDash = (text: string | null) => text || '—';

/**
 * 审核人/时间: who reviewed the row and when, — while nobody has; with `reason`, the row's 驳回原因 under them
 * when it has one. 导出 writes them on one line.
 */
export function reviewerColumn<Row extends ReviewedRow>({ width = 165, reason }: { width?: number; reason?: (row: Row) => string | null } = {}): FieldColumn<Row, 'reviewed_by_name'> {
  return {
    title: '审核人/时间',
    dataIndex: 'reviewed_by_name',
    width,
    render: (name, row) => {
      if (!name && !row.reviewed_at) return '—';
      const why = reason?.(row);
      return (
        <>
          <div>{orDash(name)}</div>
          <Typography.Text type="secondary">{orDash(row.reviewed_at)}</Typography.Text>
          {why ? <div>驳回原因：{why}</div> : null}
        </>
      );
    },
    exportValue: (name, row) => [name, row.reviewed_at, reason?.(row)].filter(Boolean).join(' '),
  };
}
