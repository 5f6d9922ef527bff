import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from 'shared-contracts';

/**
 * Paging of rows held in the browser (SPEC §9 page sizes): the page is kept within the rows there are (a
 * deletion on the last page steps back), a new page size starts at page 1, and `showRow(n)` turns to the
 * page of the n-th row (1-based). `pagination` is antd Table's, with 共 N … as `totalText` says.
 */
export function useLocalPaging(count: number, totalText: (total: number) => string) {
  const [paging, setPaging] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const lastPage = Math.max(1, Math.ceil(count / paging.pageSize));
  const current = Math.min(paging.current, lastPage);
  const showRow = useCallback((n: number) => setPaging((p) => ({ ...p, current: Math.ceil(n / p.pageSize) })), []);
  const pagination = useMemo(
    () => ({
      current,
      pageSize: paging.pageSize,
      total: count,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      showTotal: totalText,
      onChange: (page: number, pageSize: number) => setPaging({ current: pageSize === paging.pageSize ? page : 1, pageSize }),
    }),
    [current, paging.pageSize, count, totalText],
  );
  return { pageSize: paging.pageSize, pagination, showRow };
}
