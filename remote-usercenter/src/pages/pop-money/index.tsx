import { PageStack } from '../../shared/page-stack';
import { CommissionSummary, PromotionLinkCard, PromotionTabs } from '../../features/promotion';
import { Card } from 'shared-contracts/ui/more';

/** 推广赚钱 (/user-center/pop-money): the referral link, the commission and its 提现, and the records. */
export function PopMoneyPage() {
  return (
    <PageStack data-testid="pop-money-page">
      <PromotionLinkCard />
      <CommissionSummary />
      <Card>
        <PromotionTabs />
      </Card>
    </PageStack>
  );
}
