import { useCallback } from 'react';
import { routePath, type PurchaseDialogProps } from 'shared-contracts';
import { useNavigate } from 'shared-contracts/router';
import { Modal } from 'shared-contracts/ui';
import { PurchaseContent } from './components/purchase-content';

/**
 * 商品购买 (SPEC §2.6), full screen. After an order where every recipient went through, it closes and the
 * user lands on the package list (SPEC §2.1 packageList).
 */
export function PurchaseDialog({ goodsId, onClose }: PurchaseDialogProps) {
  const navigate = useNavigate();
  const onOrdered = useCallback(() => {
    onClose();
    navigate(routePath('packageList'));
  }, [onClose, navigate]);
  return (
    <Modal
      open
      title="商品购买"
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={null}
    >
      <PurchaseContent goodsId={goodsId} onOrdered={onOrdered} />
    </Modal>
  );
}
