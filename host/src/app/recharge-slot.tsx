import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { RechargeDialogModule, RechargeDialogProps } from 'shared-contracts';
import { closeRecharge, notify, useAppDispatch, useAppSelector, useSiteConfig } from 'shared-contracts/app';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { contractProblem } from './contract-check';
import { loadRemoteWidget } from './remotes';

const UNAVAILABLE = '充值模块暂时无法加载，请稍后重试';

function lazyDialog() {
  return lazy(async (): Promise<{ default: ComponentType<RechargeDialogProps> }> => {
    const mod = await loadRemoteWidget<RechargeDialogModule>('usercenter', 'recharge-dialog');
    const problem = contractProblem('usercenter', 'recharge-dialog', mod);
    if (problem) return { default: ({ onClose }: RechargeDialogProps) => <Incompatible message={problem} onClose={onClose} /> };
    return { default: mod.RechargeDialog };
  });
}

// a failed load is not cached: the next openRecharge tries again
let RechargeDialog = lazyDialog();

/**
 * Where remote-usercenter's 在线充值 dialog lives: any remote dispatches `openRecharge({ amount? })` (the upgrade
 * page, the purchase flow on code 23), the host mounts the widget; `closeRecharge` closes it. A host that does
 * not mount the user centre, or a load failure, says so and closes.
 */
export function RechargeSlot() {
  const recharge = useAppSelector((s) => s.ui.recharge);
  const dispatch = useAppDispatch();
  const mounted = Boolean(useSiteConfig().remotes.usercenter);

  useEffect(() => {
    if (recharge && !mounted) {
      dispatch(notify({ level: 'warning', text: '本站暂未开放在线充值' }));
      dispatch(closeRecharge());
    }
  }, [recharge, mounted, dispatch]);

  if (!recharge || !mounted) return null;
  const close = () => dispatch(closeRecharge());
  return (
    <RemoteErrorBoundary key={recharge.amount ?? 'none'} remote="usercenter" onRetry={close} fallback={<FailedToLoad onFailure={close} />}>
      <Suspense fallback={null}>
        <RechargeDialog amount={recharge.amount} onClose={close} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function FailedToLoad({ onFailure }: { onFailure: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    RechargeDialog = lazyDialog();
    dispatch(notify({ level: 'error', text: UNAVAILABLE }));
    onFailure();
  }, [dispatch, onFailure]);
  return null;
}

/** The user-centre remote was built against a contract this host cannot serve: say so instead of the dialog. */
function Incompatible({ message, onClose }: { message: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(notify({ level: 'warning', text: `充值功能暂不可用：${message}` }));
    onClose();
  }, [dispatch, message, onClose]);
  return null;
}
