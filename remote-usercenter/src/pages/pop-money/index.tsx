import styled from 'styled-components';
import { CommissionSummary, PromotionLinkCard, PromotionTabs } from '../../features/promotion';
import { Card } from 'shared-contracts/ui/more';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/** 推广赚钱 (/user-center/pop-money): the referral link, the commission and its 提现, and the records. */
export function PopMoneyPage() {
  return (
    <Stack data-testid="pop-money-page">
      <PromotionLinkCard />
      <CommissionSummary />
      <Card>
        <PromotionTabs />
      </Card>
    </Stack>
  );
}
