import type { AdminWithdrawalRow } from 'shared-contracts/admin';
import { Button } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { ReviewButtons } from '../../../shared/review-actions';
import { yuanText } from '../../../shared/yuan-text';
import { nameMismatch } from '../hooks/withdrawals-params';

interface Props {
  row: AdminWithdrawalRow;
  /** sends the approval (after the confirmation), resolving once answered */
  onApprove: (rows: AdminWithdrawalRow[]) => Promise<unknown>;
  onReject: (rows: AdminWithdrawalRow[]) => void;
}

/** A pending withdrawal's 通过 (confirmed with the amount and the account it pays) and 驳回. */
export function WithdrawalRowActions({ row, onApprove, onReject }: Props) {
  const who = ` ${row.mobile} 的提现`;
  return (
    <ReviewButtons
      approve={
        <Popconfirm
          title={`确认通过并打款 ${yuanText(row.amount)} 给 ${row.alipay_account}？`}
          description={`收款人 ${row.alipay_name}${nameMismatch(row) ? `，与实名姓名（${row.real_name ?? '未实名'}）不一致` : ''}。通过后自动打款，不可撤销。`}
          okText="确认通过"
          cancelText="取消"
          onConfirm={() => onApprove([row])}
        >
          <Button type="link" size="small" aria-label={`通过${who}`}>
            通过
          </Button>
        </Popconfirm>
      }
      rejectLabel={`驳回${who}`}
      onReject={() => onReject([row])}
    />
  );
}

/**
 * A paying withdrawal's 重新打款: its payout job gave up (about a day of retries: an outage, the payer's balance
 * short). Sent again under the same number, it cannot pay twice.
 */
export function RetryPayoutAction({ row, onRetry }: { row: AdminWithdrawalRow; onRetry: (rows: AdminWithdrawalRow[]) => Promise<unknown> }) {
  return (
    <Popconfirm
      title={`重新发起打款 ${yuanText(row.amount)} 给 ${row.alipay_account}？`}
      description="自动打款重试约一天后停止。同一笔提现无论发起几次，只会到账一次。"
      okText="重新打款"
      cancelText="取消"
      onConfirm={() => onRetry([row])}
    >
      <Button type="link" size="small" aria-label={`重新打款 ${row.mobile} 的提现`}>
        重新打款
      </Button>
    </Popconfirm>
  );
}
