import { useCallback, useState } from 'react';
import { routePath, type PurchaseDialogProps } from 'shared-contracts';
import { useNavigate } from 'shared-contracts/router';
import { Modal } from 'shared-contracts/ui';
import { PurchaseContent } from './components/purchase-content';

/** The question asked before the dialog closes over recipients. */
export const CLOSE_TITLE = '关闭商品购买？';

/**
 * 商品购买 (SPEC §2.6), full screen. After an order where every recipient went through, it closes and the
 * user lands on the package list (SPEC §2.1 packageList). Closing it (×, Esc) with recipients in the table
 * asks first: they are not kept.
 */
export function PurchaseDialog({ goodsId, goodsNum, expressId, onClose }: PurchaseDialogProps) {
  const navigate = useNavigate();
  const [recipients, setRecipients] = useState(0);
  const [asking, setAsking] = useState(false);
  const onOrdered = useCallback(() => {
    onClose();
    navigate(routePath('packageList'));
  }, [onClose, navigate]);
  const close = () => (recipients > 0 ? setAsking(true) : onClose());
  return (
    <>
      <Modal
        open
        title="商品购买"
        width="100%"
        style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
        styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
        onCancel={close}
        mask={{ closable: false }}
        footer={null}
      >
        <PurchaseContent goodsId={goodsId} goodsNum={goodsNum} expressId={expressId} onOrdered={onOrdered} onRecipientCount={setRecipients} />
      </Modal>
      <Modal title={CLOSE_TITLE} open={asking} okText="确定关闭" cancelText="继续填写" onOk={onClose} onCancel={() => setAsking(false)} zIndex={1100}>
        已添加的 {recipients} 个收件人不会保存。
      </Modal>
    </>
  );
}
