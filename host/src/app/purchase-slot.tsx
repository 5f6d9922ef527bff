import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { PurchaseDialogModule, PurchaseDialogProps } from 'shared-contracts';
import { closePurchase, notify, useAppDispatch, useAppSelector, useSiteConfig } from 'shared-contracts/app';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { contractProblem } from './contract-check';
import { loadRemoteWidget } from './remotes';

const UNAVAILABLE = '购买模块暂时无法加载，请稍后重试';

function lazyDialog() {
  return lazy(async (): Promise<{ default: ComponentType<PurchaseDialogProps> }> => {
    const mod = await loadRemoteWidget<PurchaseDialogModule>('purchase', 'purchase-dialog');
    const problem = contractProblem('purchase', 'purchase-dialog', mod);
    if (problem) return { default: ({ onClose }: PurchaseDialogProps) => <Incompatible message={problem} onClose={onClose} /> };
    return { default: mod.PurchaseDialog };
  });
}

// a failed load is not cached: the next 立即购买 tries again
let PurchaseDialog = lazyDialog();

/**
 * Where remote-purchase's 商品购买 dialog lives: any remote dispatches `openPurchase` (useBuyGoods), the host
 * mounts the widget. A host that does not mount remote-purchase, or a load failure, says so and closes.
 */
export function PurchaseSlot() {
  const purchase = useAppSelector((s) => s.ui.purchase);
  const dispatch = useAppDispatch();
  const mounted = Boolean(useSiteConfig().remotes.purchase);

  useEffect(() => {
    if (purchase && !mounted) {
      dispatch(notify({ level: 'warning', text: '本站暂未开放在线购买' }));
      dispatch(closePurchase());
    }
  }, [purchase, mounted, dispatch]);

  if (!purchase || !mounted) return null;
  const close = () => dispatch(closePurchase());
  return (
    <RemoteErrorBoundary
      key={purchase.goodsId}
      remote="purchase"
      onRetry={close}
      fallback={<FailedToLoad onFailure={close} />}
    >
      <Suspense fallback={null}>
        <PurchaseDialog goodsId={purchase.goodsId} onClose={close} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function FailedToLoad({ onFailure }: { onFailure: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    PurchaseDialog = lazyDialog();
    dispatch(notify({ level: 'error', text: UNAVAILABLE }));
    onFailure();
  }, [dispatch, onFailure]);
  return null;
}

/** The purchase remote was built against a contract this host cannot serve: say so instead of the dialog. */
function Incompatible({ message, onClose }: { message: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(notify({ level: 'warning', text: `购买功能暂不可用：${message}` }));
    onClose();
  }, [dispatch, message, onClose]);
  return null;
}
