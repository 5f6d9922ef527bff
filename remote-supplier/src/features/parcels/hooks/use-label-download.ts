import { useState } from 'react';
import dayjs from 'dayjs';
import { errorMessage, isApiError, useFileDownload } from 'shared-contracts/app';
import { showNotice } from 'shared-contracts/ui';
import { downloadBlob } from 'shared-kits/list-page';

/** `面单-20261128-0930.pdf`: the labels' file, named by when it was made. */
export const labelFileName = (now: Date = new Date()) => `面单-${dayjs(now).format('YYYYMMDD-HHmm')}.pdf`;

/**
 * 打印面单: POST /api/supplier/labels with the chosen parcel ids answers a PDF (one 100 × 180 mm label a parcel),
 * fetched with the supplier's token and saved as 面单-<date>.pdf; busy while it is made. A refusal is said in
 * the server's words (network and server failures are said by the base query).
 */
export function useLabelDownload() {
  const download = useFileDownload();
  const [busy, setBusy] = useState(false);
  const run = async (parcelIds: number[]) => {
    setBusy(true);
    try {
      const pdf = await download({ url: '/supplier/labels', body: { parcel_ids: parcelIds } });
      downloadBlob(pdf, labelFileName());
      showNotice({ level: 'success', text: `已生成 ${parcelIds.length} 个包裹的面单` });
    } catch (error) {
      if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: `面单生成失败：${errorMessage(error, '请稍后再试')}` });
    } finally {
      setBusy(false);
    }
  };
  return { download: run, busy };
}
