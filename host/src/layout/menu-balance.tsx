import { formatYuan, yuanToFen } from 'shared-contracts';
import { useWalletInfoQuery } from 'shared-contracts/app';

/**
 * 余额 ¥N in the user dropdown. Rendered only once the dropdown first opens (antd renders a menu's items when
 * it is shown), so the balance is asked for then, not on every page; a top-up refreshes it (tag Balance).
 */
export function MenuBalance() {
  const { data, isError } = useWalletInfoQuery();
  const amount = data ? `¥${formatYuan(yuanToFen(data.balance))}` : isError ? '—' : '…';
  return <span data-testid="menu-balance">余额 {amount}</span>;
}
