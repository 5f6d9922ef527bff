import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui';
import { useStoreSync, type StoreSyncOptions } from './use-store-sync';

interface SyncOrdersButtonProps extends StoreSyncOptions {
  /** The chosen shop; none → 请选择店铺 */
  storeId: number | null | undefined;
  shopName?: string;
  disabled?: boolean;
  type?: 'default' | 'primary' | 'link';
  size?: 'small' | 'middle' | 'large';
  children?: ReactNode;
}

/** 同步订单 with its range and progress dialogs (SPEC §4 store sync). */
export function SyncOrdersButton({ storeId, shopName, disabled, type = 'default', size, children = '同步订单', onSynced }: SyncOrdersButtonProps) {
  const { start, busy, dialogs } = useStoreSync({ onSynced });
  return (
    <>
      <Button type={type} size={size} disabled={disabled} loading={busy} onClick={() => start(storeId, shopName)}>
        {children}
      </Button>
      {dialogs}
    </>
  );
}
