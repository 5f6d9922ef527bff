import { useCallback } from 'react';
import { useFileDownload } from 'shared-contracts/app';

/**
 * 导出 (`exportAs.server` of the list kit): GET `url` (/admin/orders/export or /admin/parcels/export) with the list's
 * filters and no paging — the file holds every matching row — through the shared file download, which sends
 * the operator token on the console's calls; the kit saves the .xlsx (a refusal reads 导出失败：msg).
 */
export function useOrdersExport(url: string, filters: Record<string, string | number | undefined>): () => Promise<Blob> {
  const download = useFileDownload();
  const search = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();
  return useCallback(() => download({ url: `${url}${search ? `?${search}` : ''}` }), [download, url, search]);
}
