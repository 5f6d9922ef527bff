import { lazy, Suspense } from 'react';
import { loadUiExtra, Skeleton, type TableColumnsType, type TableProps } from 'shared-contracts/ui';

type AntTable = Awaited<ReturnType<typeof loadUiExtra>>['Table'];
const Table = lazy(async () => ({ default: (await loadUiExtra()).Table })) as unknown as AntTable;

export type LazyTableProps<T extends object> = TableProps<T> & {
  /** Lines of the skeleton shown while antd's Table loads (its default when not given). */
  skeletonRows?: number;
};

/**
 * antd's Table, which is not in the first-visit UI module: loaded with the `ui-extra` chunk on first render,
 * a skeleton until then. Every table of the purchase remote renders through this one.
 */
export function LazyTable<T extends object>({ skeletonRows, ...props }: LazyTableProps<T>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={skeletonRows ? { rows: skeletonRows } : undefined} />}>
      <Table<T> {...props} />
    </Suspense>
  );
}

/** The width of columns side by side (a column without a numeric width counts 100 px), plus `extra` (a selection column …): the table's scroll.x. */
export function columnsWidth<T>(columns: TableColumnsType<T>, extra = 0): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 100), extra);
}
