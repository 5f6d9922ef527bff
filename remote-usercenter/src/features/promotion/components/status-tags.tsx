import { COMMISSION_STATUS, WITHDRAWAL_STATUS, type CommissionStatus, type WithdrawalStatusKey } from 'shared-contracts';
import { Tag } from 'shared-contracts/ui';

/** 冻结中 waits (orange), 已解冻 is the user's (green), 已退回 was taken back (grey). */
const COMMISSION_COLOURS: Record<CommissionStatus, string> = {
  frozen: 'warning',
  available: 'success',
  reversed: 'default',
};
/** 待审核 orange, 打款中 blue, 已到账 green, 已驳回 / 打款失败 red. */
const WITHDRAWAL_COLOURS: Record<WithdrawalStatusKey, string> = {
  pending: 'warning',
  paying: 'processing',
  paid: 'success',
  rejected: 'error',
  failed: 'error',
};

export function CommissionStatusTag({ status }: { status: CommissionStatus }) {
  return (
    <Tag color={COMMISSION_COLOURS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {COMMISSION_STATUS[status] ?? status}
    </Tag>
  );
}

export function WithdrawalStatusTag({ status, text }: { status: WithdrawalStatusKey; text?: string }) {
  return (
    <Tag color={WITHDRAWAL_COLOURS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {text || WITHDRAWAL_STATUS[status] || status}
    </Tag>
  );
}
