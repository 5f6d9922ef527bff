import { PageStack } from '../../shared/page-stack';
import { Card } from 'shared-contracts/ui/more';
import { LedgerList, TopUpCard, WalletSummary } from '../../features/wallet';

/** 我的钱包 (/user-center/wallet): the figures, 在线充值 and 资金明细. */
export function WalletPage() {
  return (
    <PageStack data-testid="wallet-page">
      <WalletSummary />
      <TopUpCard />
      <Card title="资金明细">
        <LedgerList />
      </Card>
    </PageStack>
  );
}
