import { useState } from 'react';
import { SiteConsoleMessages, type SiteWithdrawAccount } from 'shared-contracts/admin';
import { Button, Tag } from 'shared-contracts/ui';
import { Card, Descriptions } from 'shared-contracts/ui/more';
import { yuan } from '../utils/yuan';
import { WithdrawAccountDialog } from './withdraw-account-dialog';
import { WithdrawPasswordDialog } from './withdraw-password-dialog';

/** 收款账号 (masked) with 设置 / 修改 (once the withdrawal password is set), and 提现密码 with 设置 / 重置, each in a dialog mounted while open. */
export function WithdrawAccountCard({ account }: { account: SiteWithdrawAccount }) {
  const [editing, setEditing] = useState<'account' | 'password' | null>(null);
  return (
    <Card title="收款账号与提现密码" size="small" role="region" aria-label="收款账号与提现密码" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'account',
            label: '收款账号',
            children: (
              <>
                {account.account ? `支付宝 ${account.account}（${account.name}）` : <Tag>未设置</Tag>}
                <Button
                  type="link"
                  size="small"
                  aria-label={account.account ? '修改收款账号' : '设置收款账号'}
                  disabled={!account.password_set}
                  title={account.password_set ? undefined : SiteConsoleMessages.passwordNotSet}
                  onClick={() => setEditing('account')}
                >
                  {account.account ? '修改' : '设置'}
                </Button>
              </>
            ),
          },
          {
            key: 'password',
            label: '提现密码',
            children: (
              <>
                {account.password_set ? <Tag color="success">已设置</Tag> : <Tag>未设置</Tag>}
                {account.locked_until ? <Tag color="error">{`锁定至 ${account.locked_until}`}</Tag> : null}
                <Button type="link" size="small" aria-label={account.password_set ? '重置提现密码' : '设置提现密码'} onClick={() => setEditing('password')}>
                  {account.password_set ? '重置' : '设置'}
                </Button>
              </>
            ),
          },
          { key: 'min', label: '最低提现金额', children: `${yuan(account.min)} 元` },
        ]}
      />
      {editing === 'account' ? <WithdrawAccountDialog account={account} onClose={() => setEditing(null)} /> : null}
      {editing === 'password' ? <WithdrawPasswordDialog resetting={account.password_set} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
