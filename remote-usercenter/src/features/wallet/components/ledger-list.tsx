import { ACCOUNT_LEDGER_TYPES, LEDGER_ACCOUNTS, LEDGER_TYPES, type LedgerAccountKey } from 'shared-contracts';
import { ListFilters, ListTable, useListParams } from 'shared-kits/list-page';
import { useLedgerListQuery } from '../api/ledger';
import { LEDGER_FILE_NAME, useLedgerExport } from '../hooks/use-ledger-export';
import { ledgerParams, ledgerQuery } from '../utils/ledger-params';
import { ledgerColumns } from './ledger-columns';

/** The types an account's entries can have (only those are offered for it). */
const typeOptions = (account: LedgerAccountKey) => ACCOUNT_LEDGER_TYPES[account].map((value) => ({ value, label: LEDGER_TYPES[value] }));

/**
 * 资金明细: one account's entries (the prepaid balance unless another is picked) with the type and date filters
 * in the URL, server paging and 导出 of every filtered row.
 */
export function LedgerList() {
  const list = useListParams(ledgerParams);
  const { params, paging } = list;
  const result = useLedgerListQuery(ledgerQuery(params));
  const exportAll = useLedgerExport(params);
  return (
    <ListTable
      label="资金明细"
      columns={ledgerColumns}
      rowKey="id"
      result={result}
      paging={paging}
      // an account with no entries yet is not a search that found nothing
      emptyText={list.isFiltered(['type', 'start_time', 'end_time']) ? '没有符合条件的记录' : '暂无资金记录'}
      exportAs={{ fileName: LEDGER_FILE_NAME, server: exportAll }}
      toolbar={
        <ListFilters
          list={list}
          filters={[
            // another account's entries have other types
            { kind: 'choice', key: 'account', label: '账户', options: LEDGER_ACCOUNTS, clears: ['type'] },
            { kind: 'choice', key: 'type', label: '类型', all: '全部类型', width: 140, options: typeOptions(params.account) },
            { kind: 'range', keys: ['start_time', 'end_time'] },
          ]}
        />
      }
    />
  );
}
