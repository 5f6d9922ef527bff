import { useSearchParams } from 'shared-contracts/router';
import { Card, Tabs } from 'shared-contracts/ui/more';
import { Loaded } from 'shared-kits/console-frame';
import { useSiteEarningsQuery, useSiteWithdrawAccountQuery } from '../api/site-earnings-api';
import type { EarningsTab } from '../hooks/earnings-params';
import { EarningsCards } from './earnings-cards';
import { MarginsList } from './margins-list';
import { SiteWithdrawalsList } from './site-withdrawals-list';
import { WithdrawAccountCard } from './withdraw-account-card';

/**
 * 收益与提现 (site.earnings): the earnings accounts with 申请提现, the Alipay account and withdrawal password,
 * then 收益明细 and 提现记录 in tabs (the URL names the tab; each list keeps its filters there).
 */
export function SiteEarningsAdmin() {
  const earnings = useSiteEarningsQuery(undefined, { refetchOnMountOrArgChange: true });
  const account = useSiteWithdrawAccountQuery(undefined, { refetchOnMountOrArgChange: true });
  const [search, setSearch] = useSearchParams();
  const tab: EarningsTab = search.get('tab') === 'withdrawals' ? 'withdrawals' : 'margins';

  return (
    <Loaded what="收益" query={earnings} rows={5}>
      {(data) => (
        <>
          <EarningsCards earnings={data} account={account.data} accountFailed={Boolean(account.error)} />
          {account.data ? <WithdrawAccountCard account={account.data} /> : null}
          <Card size="small">
            <Tabs
              activeKey={tab}
              destroyOnHidden
              onChange={(key) => setSearch(key === 'withdrawals' ? { tab: 'withdrawals' } : {})}
              items={[
                { key: 'margins', label: '收益明细', children: <MarginsList /> },
                { key: 'withdrawals', label: '提现记录', children: <SiteWithdrawalsList /> },
              ]}
            />
          </Card>
        </>
      )}
    </Loaded>
  );
}
