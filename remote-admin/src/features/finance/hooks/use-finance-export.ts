import { useCallback, useState } from 'react';
import { errorMessage, isApiError, useFileDownload } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';
import { downloadBlob } from 'shared-kits/list-page';
import type { FinanceView } from './finance-params';

/**
 * 导出 of 财务报表: GET /admin/finance/export for the day or month shown, through the shared file download (it sends the
 * operator token), saved as 财务日报-2026-03-02.xlsx or 财务月报-2026-03.xlsx; a refusal says 导出失败：msg (transport
 * errors were already reported by the base query), as the list kit's 导出 does.
 */
export function useFinanceExport(view: FinanceView, period: string) {
  const download = useFileDownload();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      const query = view === 'month' ? `month=${period}` : `date=${period}`;
      const file = await download({ url: `/admin/finance/export?${query}` });
      downloadBlob(file, `${view === 'month' ? '财务月报' : '财务日报'}-${period}.xlsx`);
    } catch (error) {
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: `导出失败：${errorMessage(error, '请稍后再试')}` });
    } finally {
      setBusy(false);
    }
  }, [download, view, period]);
  return { run, busy };
}
