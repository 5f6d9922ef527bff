import type { ReactNode } from 'react';
import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';

/** What a page needs of an RTK Query result to wait for it. */
export interface LoadableQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadedProps<T> {
  /** what is loading, as the page names it: 概览 → 正在加载概览 / 概览加载失败 */
  what: string;
  query: LoadableQuery<T>;
  /** the skeleton's paragraph rows */
  rows?: number;
  children: (data: T) => ReactNode;
}

/**
 * One query waited for (a console page's, or a part of one): a skeleton while it loads, 「…加载失败」 with the
 * reason and 重新加载 when there is no data, else what is drawn from the data.
 */
export function Loaded<T>({ what, query, rows = 6, children }: LoadedProps<T>) {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading)
    return (
      <div aria-busy aria-label={`正在加载${what}`}>
        <Skeleton active paragraph={{ rows }} />
      </div>
    );
  if (data === undefined)
    return (
      <Result
        status="warning"
        title={`${what}加载失败`}
        subTitle={error ? errorMessage(error) : undefined}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  return <>{children(data)}</>;
}
