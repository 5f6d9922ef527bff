import { useCallback } from 'react';
import type { OrderListQuery } from 'shared-contracts';
import { useFileDownload } from 'shared-contracts/app';

/**
 * 导出 through the server (`exportAs.server` of the list kit): POSTs the list's filters (no paging: the file
 * holds every matching row) to `url` and hands the kit the .xlsx the server streams, which the kit saves
 * (its button shows the wait; a refusal reads 导出失败：<the server's msg>).
 */
export function useServerExport(url: string, filters: Omit<OrderListQuery, 'page' | 'page_size'>): () => Promise<Blob> {
  const download = useFileDownload();
  const body = JSON.stringify(filters);
  return useCallback(() => download({ url, body: JSON.parse(body) as typeof filters }), [download, url, body]);
}
