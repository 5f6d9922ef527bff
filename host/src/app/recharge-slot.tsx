import { useCallback } from 'react';
import type { RechargeDialogModule, RechargeDialogProps } from 'shared-contracts';
import { closeRecharge, useAppDispatch, useAppSelector } from 'shared-contracts/app';
import { createWidgetSlot } from './widget-slot';

const RechargeDialogSlot = createWidgetSlot<RechargeDialogModule, RechargeDialogProps>({
  remote: 'usercenter',
  expose: 'recharge-dialog',
  feature: '充值',
  pick: (mod) => mod.RechargeDialog,
});

/**
 * Where remote-usercenter's 在线充值 dialog lives: any remote dispatches `openRecharge({ amount? })` (the upgrade
 * page, the purchase flow on code 23); `closeRecharge` closes it.
 */
export function RechargeSlot() {
  const recharge = useAppSelector((s) => s.ui.recharge);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(closeRecharge()), [dispatch]);
  return <RechargeDialogSlot open={Boolean(recharge)} instance={recharge?.amount ?? 'none'} props={{ amount: recharge?.amount ?? null }} onClose={close} />;
}
