import type { AdminWithdrawalRow } from 'shared-contracts/admin';
import { Button, Space } from 'shared-contracts/ui';
import { Popconfirm, Typography } from 'shared-contracts/ui/more';
import { nameMismatch, rowsSentence } from '../hooks/withdrawals-params';

interface Props {
  /** the selected pending rows */
  rows: AdminWithdrawalRow[];
  onApprove: (rows: AdminWithdrawalRow[]) => Promise<unknown>;
  onReject: (rows: AdminWithdrawalRow[]) => void;
}

/** 批量通过 / 批量驳回 for the selected pending withdrawals; the confirmation states the count and the total. */
export function WithdrawalsBatchBar({ rows, onApprove, onReject }: Props) {
  const none = rows.length === 0;
  const mismatched = rows.filter(nameMismatch).length;
  return (
    <Space wrap>
      <Popconfirm
        title={`确认通过选中的 ${rowsSentence(rows)}？`}
        description={`通过后自动打款到各自的支付宝账号，不可撤销。${mismatched > 0 ? `其中 ${mismatched} 笔收款人姓名与实名不一致。` : ''}`}
        okText="确认通过"
        cancelText="取消"
        disabled={none}
        onConfirm={() => onApprove(rows)}
      >
        <Button type="primary" disabled={none}>
          批量通过
        </Button>
      </Popconfirm>
      <Button danger disabled={none} onClick={() => onReject(rows)}>
        批量驳回
      </Button>
      <Typography.Text type="secondary">{none ? '勾选待审核的提现后可批量处理' : `已选 ${rowsSentence(rows)}`}</Typography.Text>
    </Space>
  );
}
