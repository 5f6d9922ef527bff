import type { ReactNode } from 'react';
import { Modal } from 'shared-contracts/ui';

/** A dialog of 推广赚钱 (提现, 转入余额, 修改提现账户, 重置提现密码): closed only by its × or its own success. */
export function PromotionModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal title={title} open onCancel={onClose} footer={null} width={480} mask={{ closable: false }} destroyOnHidden>
      {children}
    </Modal>
  );
}
