import { useRef, useState } from 'react';
import { CatalogueMessages, type AdminImportError, type AdminImportResult } from 'shared-contracts/admin';
import { errorMessage, isApiError } from 'shared-contracts/app';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import { useAdminGoodsImportMutation } from '../api/goods-api';

/** A file's bytes as base64 (what POST /api/admin/goods/import takes). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

const rowErrorsOf = (error: unknown): AdminImportError[] =>
  isApiError(error) && error.data && typeof error.data === 'object' && Array.isArray((error.data as AdminImportResult).errors) ? (error.data as AdminImportResult).errors : [];

/**
 * 导入: choose an .xlsx (the export's columns), sent base64. All or nothing: a refusal lists every bad row in
 * a dialog; success says how many were created and updated.
 */
export function GoodsImport() {
  const input = useRef<HTMLInputElement>(null);
  const [send, { isLoading }] = useAdminGoodsImportMutation();
  const [refused, setRefused] = useState<{ msg: string; errors: AdminImportError[] } | null>(null);

  const chosen = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!/\.xlsx$/i.test(file.name)) {
      showNotice({ level: 'error', text: '请选择 .xlsx 表格文件' });
      return;
    }
    try {
      const result = await send({ file: await base64Of(file) }).unwrap();
      showNotice({ level: 'success', text: CatalogueMessages.imported(result.created, result.updated) });
    } catch (error) {
      const errors = rowErrorsOf(error);
      if (errors.length > 0) setRefused({ msg: errorMessage(error, CatalogueMessages.importFailed(errors.length)), errors });
      else showNotice({ level: 'error', text: `导入失败：${errorMessage(error, '请稍后再试')}` });
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label="选择导入文件"
        hidden
        onChange={(e) => void chosen(e.target.files?.[0])}
      />
      <Button loading={isLoading} onClick={() => input.current?.click()}>
        导入
      </Button>
      <Modal title="导入失败" open={refused !== null} onCancel={() => setRefused(null)} footer={<Button onClick={() => setRefused(null)}>知道了</Button>}>
        <p>{refused?.msg}</p>
        <ul aria-label="有误的行" style={{ maxHeight: 320, overflow: 'auto', paddingLeft: 20 }}>
          {(refused?.errors ?? []).map((item) => (
            <li key={`${item.row}-${item.message}`}>
              第 {item.row} 行：{item.message}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
