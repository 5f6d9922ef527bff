import { useState } from 'react';
import type { SupplierMe } from 'shared-contracts/supplier';
import { Tabs } from 'shared-contracts/ui/more';
import { useListParams } from 'shared-kits/list-page';
import { Loaded } from 'shared-kits/console-frame';
import { PageHeader, Panel } from '../../../shared/page-header';
import { useSupplierPayoutAccountQuery, useSupplierSettlementSummaryQuery } from '../api/settlement-api';
import { settlementParams, type SettlementTab } from '../hooks/settlement-params';
import { AccountTab } from './account-tab';
import { EntriesTab } from './entries-tab';
import { StatementsTab } from './statements-tab';
import { SummaryCards } from './summary-cards';
import { WithdrawalsTab } from './withdrawals-tab';
import { WithdrawModal } from './withdraw-modal';

const TABS: { key: SettlementTab; label: string }[] = [
  { key: 'statements', label: '对账单' },
  { key: 'entries', label: '流水' },
  { key: 'withdrawals', label: '结算记录' },
  { key: 'account', label: '收款账号' },
];

/**
 * 结算 (issue 33): 待结算 / 已结算 / 赔付扣款 / 结算中, then 对账单 (按日 / 按月, 导出 .xlsx), 流水, 结算记录 and
 * 收款账号. The owner applies for payouts and sets the account; staff see the figures (the server refuses them
 * anyway with 仅供应商负责人可操作).
 */
export function SettlementCenter({ supplier }: { supplier: SupplierMe }) {
  const { params, update, paging } = useListParams(settlementParams);
  const summary = useSupplierSettlementSummaryQuery();
  const owner = supplier.role === 'owner';
  const account = useSupplierPayoutAccountQuery(undefined, { skip: !owner });
  const [withdrawing, setWithdrawing] = useState(false);

  return (
    <>
      <PageHeader title="结算" note="每个发货包裹按供货价计入待结算；超时未发货的赔付从待结算中扣除" />
      <Loaded what="结算概况" query={summary} rows={2}>
        {(figures) => (
          <>
            <SummaryCards summary={figures} owner={owner} onWithdraw={() => setWithdrawing(true)} />
            {owner ? (
              <WithdrawModal
                open={withdrawing}
                payable={figures.payable}
                account={account.data}
                onClose={() => setWithdrawing(false)}
                onSetAccount={() => {
                  setWithdrawing(false);
                  update({ tab: 'account' });
                }}
              />
            ) : null}
          </>
        )}
      </Loaded>
      <Panel>
        <Tabs activeKey={params.tab} onChange={(tab) => update({ tab: tab as SettlementTab })} items={TABS} />
        {params.tab === 'statements' ? (
          <StatementsTab period={params.period} from={params.from} to={params.to} onChange={update} />
        ) : params.tab === 'entries' ? (
          <EntriesTab page={params.page} pageSize={params.pageSize} paging={paging} />
        ) : params.tab === 'withdrawals' ? (
          <WithdrawalsTab page={params.page} pageSize={params.pageSize} paging={paging} />
        ) : (
          <AccountTab owner={owner} />
        )}
      </Panel>
    </>
  );
}
