import type { RechargeDialogProps } from 'shared-contracts';
import { Modal } from 'shared-contracts/ui';
import { TopUp } from './top-up';

/**
 * The recharge dialog (SPEC §2.7) other remotes open with `openRecharge({ amount? })`: the top-up form with
 * 确认充值, preset to the amount; it closes itself once the top-up is paid.
 */
export function RechargeDialog({ amount, onClose }: RechargeDialogProps) {
  return (
    <Modal title="在线充值" open onCancel={onClose} footer={null} width={640} mask={{ closable: false }} destroyOnHidden>
      <div data-testid="recharge-dialog">
        <TopUp presetAmount={amount} submitText="确认充值" onPaid={onClose} />
      </div>
    </Modal>
  );
}
