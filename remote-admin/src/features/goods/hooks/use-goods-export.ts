import { useCallback } from 'react';
import type { AdminGoodsQuery } from 'shared-contracts/admin';
import { useFileDownload } from 'shared-contracts/app';

/**
 * 导出 (`exportAs.server` of the list kit): GET /api/admin/goods/export with the list's filters, through
 * the shared file download (which sends the operator token on the console's calls), handing the kit the
 * .xlsx the server streams; a refusal is its msg (the kit says 导出失败：msg).
 */
export function useGoodsExport(filters: Omit<AdminGoodsQuery, 'page' | 'page_size'>): () => Promise<Blob> {
  const download = useFileDownload();
  const search = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
  return useCallback(() => download({ url: `/admin/goods/export${search ? `?${search}` : ''}` }), [download, search]);
}
