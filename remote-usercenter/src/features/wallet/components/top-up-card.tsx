import { Card } from 'shared-contracts/ui/more';
import { TopUp } from './top-up';

/** 在线充值 on the wallet page (SPEC §2.11). */
export function TopUpCard() {
  return (
    <Card title="在线充值" data-testid="top-up-card">
      <TopUp />
    </Card>
  );
}
