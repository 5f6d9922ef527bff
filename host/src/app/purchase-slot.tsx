import { useCallback } from 'react';
import type { PurchaseDialogModule, PurchaseDialogProps } from 'shared-contracts';
import { closePurchase, useAppDispatch, useAppSelector } from 'shared-contracts/app';
import { createWidgetSlot } from './widget-slot';

const PurchaseDialogSlot = createWidgetSlot<PurchaseDialogModule, PurchaseDialogProps>({
  remote: 'purchase',
  expose: 'purchase-dialog',
  feature: '购买',
  pick: (mod) => mod.PurchaseDialog,
});

/** Where remote-purchase's 商品购买 dialog lives: any remote dispatches `openPurchase` (useBuyGoods). */
export function PurchaseSlot() {
  const purchase = useAppSelector((s) => s.ui.purchase);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(closePurchase()), [dispatch]);
  const instance = purchase ? `${purchase.goodsId}-${purchase.goodsNum ?? ''}-${purchase.expressId ?? ''}` : 0;
  return (
    <PurchaseDialogSlot
      open={Boolean(purchase)}
      instance={instance}
      props={{ goodsId: purchase?.goodsId ?? 0, goodsNum: purchase?.goodsNum, expressId: purchase?.expressId }}
      onClose={close}
    />
  );
}
