import { ACCOUNT_LEDGER_TYPES, LEDGER_ACCOUNTS, LEDGER_TYPES, type LedgerAccountKey, type LedgerType } from 'shared-contracts';
import { DayRange, ListTable, useListParams } from 'shared-kits/list-page';
import { Button } from 'shared-contracts/ui';
import { Select } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useLedgerListQuery } from '../api/ledger';
import { LEDGER_FILE_NAME, useLedgerExport } from '../hooks/use-ledger-export';
import { ledgerParams, ledgerQuery } from '../utils/ledger-params';
import { ledgerColumns } from './ledger-columns';


const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const ACCOUNT_OPTIONS = Object.entries(LEDGER_ACCOUNTS).map(([value, label]) => ({ value, label }));
/** The types an account's entries can have (only those are offered for it). */
const typeOptions = (account: LedgerAccountKey) => [{ value: '', label: '全部类型' }, ...ACCOUNT_LEDGER_TYPES[account].map((value) => ({ value, label: LEDGER_TYPES[value] }))];

/**
 * 资金明细: one account's entries (the prepaid balance unless another is picked) with the type and date filters
 * in the URL, server paging and 导出 of every filtered row.
 */
export function LedgerList() {
  const { params, update, paging, reset, filtered } = useListParams(ledgerParams);
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
      emptyText={ledgerParams.isFiltered(params, ['type', 'start_time', 'end_time']) ? '没有符合条件的记录' : '暂无资金记录'}
      exportAs={{ fileName: LEDGER_FILE_NAME, server: exportAll }}
      toolbar={
        <Filters>
          <Select
            aria-label="账户"
            style={{ width: 130 }}
            value={params.account}
            options={ACCOUNT_OPTIONS}
            // another account's entries have other types
            onChange={(account: LedgerAccountKey) => update({ account, type: undefined })}
          />
          <Select
            aria-label="类型"
            style={{ width: 140 }}
            value={params.type ?? ''}
            options={typeOptions(params.account)}
            onChange={(value: string) => update({ type: (value || undefined) as LedgerType | undefined })}
          />
          <DayRange start={params.start_time} end={params.end_time} onChange={(range) => update(range)} />
          {filtered ? <Button onClick={reset}>重置</Button> : null}
        </Filters>
      }
    />
  );
}
