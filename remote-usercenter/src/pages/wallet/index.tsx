import styled from 'styled-components';
import { Card } from 'shared-contracts/ui/more';
import { LedgerList, TopUpCard, WalletSummary } from '../../features/wallet';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/** 我的钱包 (/user-center/wallet): the figures, 在线充值 and 资金明细. */
export function WalletPage() {
  return (
    <Stack data-testid="wallet-page">
      <WalletSummary />
      <TopUpCard />
      <Card title="资金明细">
        <LedgerList />
      </Card>
    </Stack>
  );
}
