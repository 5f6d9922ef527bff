import { Skeleton } from 'shared-contracts/ui';
import { useWithdrawAccountQuery } from '../api/withdraw';
import { PromotionModal } from './promotion-modal';
import { WithdrawAccountForm } from './withdraw-account-form';
import { WithdrawPasswordForm } from './withdraw-password-form';

/** 修改提现账户: the account form alone, closed once saved. */
export function AccountDialog({ onClose }: { onClose: () => void }) {
  const account = useWithdrawAccountQuery();
  return (
    <PromotionModal title="修改提现账户" onClose={onClose}>
      {account.data ? <WithdrawAccountForm account={account.data} onSaved={onClose} /> : <Skeleton active />}
    </PromotionModal>
  );
}

/** 重置提现密码 (also sets one never set): the SMS code and the new password, closed once saved. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <PromotionModal title="重置提现密码" onClose={onClose}>
      <WithdrawPasswordForm resetting onSaved={onClose} />
    </PromotionModal>
  );
}
