import type { ReactNode } from 'react';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import { useSpreadSummaryQuery, useWithdrawRulesQuery } from '../api/spread';
import { useWithdrawAccountQuery } from '../api/withdraw';
import { PromotionModal } from './promotion-modal';
import { WithdrawAccountForm } from './withdraw-account-form';
import { WithdrawApplyForm } from './withdraw-apply-form';
import { WithdrawPasswordForm } from './withdraw-password-form';

/**
 * 提现: what is missing first — real-name verification, then the withdrawal password (SMS code), then the Alipay
 * account (proved with that password, issue 35) — then the application itself. Each step shows as soon as the
 * one before is saved.
 */
export function WithdrawDialog({ onClose }: { onClose: () => void }) {
  const account = useWithdrawAccountQuery();
  const summary = useSpreadSummaryQuery();
  const rules = useWithdrawRulesQuery();
  const queries = [account, summary, rules];
  let body: ReactNode;
  if (!account.data || !summary.data || !rules.data) {
    const failed = queries.some((q) => q.error && !q.isFetching);
    body = failed ? (
      <Result status="warning" title="加载失败" extra={<Button onClick={() => queries.forEach((q) => void q.refetch())}>重新加载</Button>} />
    ) : (
      <Skeleton active paragraph={{ rows: 4 }} />
    );
  } else if (!account.data.verified) {
    body = <WithdrawAccountForm account={account.data} />;
  } else if (!account.data.password_set) {
    body = (
      <>
        <p>请设置提现密码，每次提现时需输入</p>
        <WithdrawPasswordForm />
      </>
    );
  } else if (!account.data.account) {
    body = (
      <>
        <p>提现前请先设置提现账户（支付宝）</p>
        <WithdrawAccountForm account={account.data} />
      </>
    );
  } else {
    body = <WithdrawApplyForm account={account.data} summary={summary.data} rules={rules.data} onApplied={onClose} />;
  }
  return (
    <PromotionModal title="提现" onClose={onClose}>
      <div data-testid="withdraw-dialog">{body}</div>
    </PromotionModal>
  );
}
