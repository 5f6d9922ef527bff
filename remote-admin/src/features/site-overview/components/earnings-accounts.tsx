import type { SiteEarnings } from 'shared-contracts/admin';
import { routePath } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { Col, Row } from 'shared-contracts/ui';
import { Card, Statistic } from 'shared-contracts/ui/more';
import { yuan } from '../utils/yuan';

const ACCOUNTS: { key: keyof SiteEarnings; title: string }[] = [
  { key: 'frozen', title: '冻结中' },
  { key: 'available', title: '可提现' },
  { key: 'withdrawing', title: '提现中' },
  { key: 'withdrawn', title: '已提现' },
];

/** The 分站's earnings accounts in yuan; the owner (site.earnings) gets a link to 收益与提现. */
export function EarningsAccounts({ earnings, linked }: { earnings: SiteEarnings; linked: boolean }) {
  return (
    <Card title="收益账户（元）" size="small" role="region" aria-label="收益账户" style={{ height: '100%' }} extra={linked ? <Link to={routePath('adminEarnings')}>收益与提现</Link> : null}>
      <Row gutter={[12, 12]}>
        {ACCOUNTS.map((account) => (
          <Col key={account.key} xs={12} md={6}>
            <div role="group" aria-label={account.title}>
              <Statistic title={account.title} value={yuan(earnings[account.key])} />
            </div>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
