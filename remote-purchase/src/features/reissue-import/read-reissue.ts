import type { ReissueSheetResult } from 'recipient-engine/sheets';
import { SheetReadError } from '../../shared/sheets/hooks/read-sheet';
import { failureOf } from '../../shared/sheets/worker/failure';

export type { ReissueSheetResult };

/**
 * Reads a reissue-number file (订单号 + 上家单号) with `readReissueSheet`, loaded on first use in its own
 * chunk. Rejects with a SheetReadError (kind, message, detail) when the file cannot be imported. Tests mock
 * this module.
 */
export async function readReissueFile(file: File): Promise<ReissueSheetResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let reader: typeof import('./reissue-reader');
  try {
    reader = await import(/* webpackChunkName: "read-reissue" */ './reissue-reader');
  } catch (error) {
    throw new SheetReadError({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  try {
    return reader.readReissueSheet(bytes, file.name);
  } catch (error) {
    throw new SheetReadError(failureOf(error));
  }
}
