import { useState } from 'react';
import { routePath } from 'shared-contracts';
import { SiteConsoleMessages, type SiteEarnings, type SiteWithdrawAccount } from 'shared-contracts/admin';
import { useSubmissionKey } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
import { Button, Col, Row, Space } from 'shared-contracts/ui';
import { Card, Statistic } from 'shared-contracts/ui/more';
import { Muted } from '../../../shared/muted-text';
import { yuan } from '../utils/yuan';
import { WithdrawApplyDialog } from './withdraw-apply-dialog';

const ACCOUNTS: { key: keyof SiteEarnings; title: string }[] = [
  { key: 'frozen', title: '冻结中' },
  { key: 'available', title: '可提现' },
  { key: 'withdrawing', title: '提现中' },
  { key: 'withdrawn', title: '已提现' },
];

/** Why 申请提现 cannot be pressed yet, or null. */
export function applyBlocked(earnings: SiteEarnings, account: SiteWithdrawAccount): string | null {
  // the password first: the account is set with it
  if (!account.password_set) return SiteConsoleMessages.passwordNotSet;
  if (!account.account) return SiteConsoleMessages.accountNotSet;
  if (account.locked_until) return `提现密码错误次数过多，${account.locked_until} 前不能提现`;
  if (earnings.available <= 0) return '暂无可提现收益';
  if (earnings.available < account.min) return `可提现收益不足最低提现金额 ${yuan(account.min)} 元`;
  return null;
}

/**
 * The 分站's four earnings accounts (元), how the freeze works, and 申请提现 — disabled, with the reason beside
 * it, until there is something to withdraw and the account and password are set.
 */
export function EarningsCards({ earnings, account, accountFailed }: { earnings: SiteEarnings; account: SiteWithdrawAccount | undefined; accountFailed: boolean }) {
  const [applying, setApplying] = useState(false);
  // kept on the page: reopening the dialog after an unanswered press still reuses its key
  const submission = useSubmissionKey();
  const blocked = account ? applyBlocked(earnings, account) : accountFailed ? '收款账号读取失败，请刷新页面后再试' : '正在读取收款账号';

  return (
    <Card
      title="收益账户（元）"
      role="region"
      aria-label="收益账户"
      style={{ marginBottom: 16 }}
      extra={
        <Space>
          {blocked ? <Muted data-testid="apply-blocked">{blocked}</Muted> : null}
          <Button type="primary" disabled={blocked !== null} onClick={() => setApplying(true)}>
            申请提现
          </Button>
        </Space>
      }
    >
      <Row gutter={[12, 12]}>
        {ACCOUNTS.map(({ key, title }) => (
          <Col key={key} xs={12} md={6}>
            <div role="group" aria-label={title}>
              <Statistic title={title} value={yuan(earnings[key])} />
            </div>
          </Col>
        ))}
      </Row>
      <Muted style={{ marginTop: 12 }}>
        每个包裹的毛利（会员实付 − 成本 − 推广佣金）在订单全部发货满 N 天后解冻，转入可提现（N 为主站设定的收益冻结天数，见
        <Link to={routePath('adminSiteSettings')}>站点设置</Link>
        ）；包裹被拒收退回时，其毛利随之退回。申请提现后由主站财务审核打款。
      </Muted>
      {applying && account ? <WithdrawApplyDialog account={account} available={earnings.available} submission={submission} onClose={() => setApplying(false)} /> : null}
    </Card>
  );
}
