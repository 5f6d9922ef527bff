import type { ReactNode } from 'react';
import { routePath } from 'shared-contracts';
import { Button } from 'shared-contracts/ui';
import { Alert } from 'shared-contracts/ui/more';

interface Props {
  /** what needs it, e.g. 请先完成实名认证后再开通API */
  title: string;
  /** why, before the link */
  reason?: ReactNode;
  /** asks the server again (the user verified in the other tab) */
  onRefresh: () => void;
  refreshing: boolean;
}

/** Until real-name verification passed: why, a link to 实名认证 (a new tab) and 已完成认证，刷新 to look again. */
export function RealNameRequired({ title, reason, onRefresh, refreshing }: Props) {
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      description={
        <>
          {reason}
          <a href={routePath('authentication')} target="_blank" rel="noopener noreferrer">
            去实名认证
          </a>
          <Button type="link" size="small" loading={refreshing} onClick={onRefresh}>
            已完成认证，刷新
          </Button>
        </>
      }
    />
  );
}
