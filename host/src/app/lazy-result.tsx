import { lazy, Suspense, type ComponentProps } from 'react';
import type { Result as AntdResult } from 'shared-contracts/ui/more';

const Result = lazy(() => import('shared-contracts/ui/more').then((m) => ({ default: m.Result })));

/**
 * antd's Result for the shell's rare states (请先登录, 404, a remote that failed): its illustrations load
 * when one is shown, not with every first visit.
 */
export function LazyResult(props: ComponentProps<typeof AntdResult>) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
