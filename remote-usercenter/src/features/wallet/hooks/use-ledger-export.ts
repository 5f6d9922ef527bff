import { useCallback } from 'react';
import type { LedgerEntry } from 'shared-contracts';
import { useAppDispatch } from 'shared-contracts/app';
import { exportFileName, saveXlsx, toSheet } from 'shared-kits/list-page';
import { showNotice } from 'shared-contracts/ui';
import { ledgerApi } from '../api/ledger';
import { ledgerColumns } from '../components/ledger-columns';
import { ledgerFilters, type LedgerParams } from '../utils/ledger-params';

/** The largest page SPEC §9 allows: the export asks for the filtered ledger 500 rows at a time. */
export const EXPORT_PAGE_SIZE = 500;
export const LEDGER_FILE_NAME = '资金明细';

/**
 * 导出 of the ledger: every row the filters match, not only the page shown. Asks page after page of 500 (newest
 * first) until a page is short. The ledger is append-only, so an entry booked meanwhile only pushes older rows
 * to later pages: a row can come twice (kept once, by id) but none is missed. Writes them with the table's
 * columns to .xlsx. For the list kit's `exportAs.server`: it saves the file itself and returns nothing.
 */
export function useLedgerExport(params: Pick<LedgerParams, 'account' | 'type' | 'start_time' | 'end_time'>) {
  const dispatch = useAppDispatch();
  return useCallback(async (): Promise<void> => {
    const filters = ledgerFilters(params);
    const rows: LedgerEntry[] = [];
    const seen = new Set<number>();
    for (let page = 1; ; page += 1) {
      const request = dispatch(ledgerApi.endpoints.ledgerList.initiate({ ...filters, page, page_size: EXPORT_PAGE_SIZE }, { subscribe: false, forceRefetch: true }));
      const answer = await request.unwrap();
      for (const row of answer.list) {
        if (!seen.has(row.id)) {
          seen.add(row.id);
          rows.push(row);
        }
      }
      if (answer.list.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= answer.data_count) break;
    }
    if (rows.length === 0) {
      showNotice({ level: 'warning', text: '没有可导出的记录' });
      return;
    }
    await saveXlsx(toSheet(ledgerColumns, rows), exportFileName(LEDGER_FILE_NAME), LEDGER_FILE_NAME);
    showNotice({ level: 'success', text: `已导出 ${rows.length} 条` });
  }, [dispatch, params]);
}
