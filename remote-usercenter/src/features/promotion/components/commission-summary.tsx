import { useState } from 'react';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Card, Statistic } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useSpreadInfoQuery, useSpreadSummaryQuery } from '../api/spread';
import { yuan } from '../../../utils/yuan';
import { TransferDialog } from './transfer-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import { AccountDialog, PasswordDialog } from './withdraw-settings';

const Figures = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: 16px;
  > .available {
    grid-row: span 2;
    padding-right: 16px;
    border-right: 1px solid ${(p) => p.theme.colorBorderSecondary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

type Dialog = 'withdraw' | 'transfer' | 'account' | 'password' | null;

function Money({ title, value, big }: { title: string; value: number | undefined; big?: boolean }) {
  return (
    <Statistic
      title={title}
      value={value === undefined ? '—' : yuan(value)}
      prefix={value === undefined ? undefined : '¥'}
      styles={{
        content: big ? { fontSize: 30, fontWeight: 600 } : { fontSize: 20 },
      }}
    />
  );
}

/**
 * The commission's figures: 可提现 (with 提现, 转入余额, 修改提现账户, 重置提现密码), 冻结, 提现中, 累计, 今日,
 * 本月 and whom the user brought; the dialogs open from here.
 */
export function CommissionSummary() {
  const summary = useSpreadSummaryQuery();
  const info = useSpreadInfoQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const data = summary.data;
  const failed = summary.error && !summary.isFetching;
  return (
    <Card
      title="我的佣金"
      data-testid="commission-summary"
      extra={
        failed ? (
          <Button size="small" onClick={() => void summary.refetch()}>
            重新加载
          </Button>
        ) : null
      }
    >
      {summary.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Figures>
          <div className="available">
            <Money title="可提现佣金（元）" value={data?.available} big />
            <Actions>
              <Button type="primary" disabled={!data} onClick={() => setDialog('withdraw')}>
                提现
              </Button>
              <Button disabled={!data || data.available <= 0} onClick={() => setDialog('transfer')}>
                转入余额
              </Button>
            </Actions>
            <Actions>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDialog('account')}>
                修改提现账户
              </Button>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDialog('password')}>
                重置提现密码
              </Button>
            </Actions>
          </div>
          <Money title="冻结佣金" value={data?.frozen} />
          <Money title="提现中" value={data?.withdrawing} />
          <Money title="累计佣金" value={data?.earned} />
          <Money title="今日佣金" value={data?.today} />
          <Money title="本月佣金" value={data?.month} />
          <Statistic
            title="邀请人数 / 下单人数"
            value={info.data ? `${info.data.invited} / ${info.data.ordered}` : '—'}
            styles={{ content: { fontSize: 20 } }}
          />
        </Figures>
      )}
      {dialog === 'withdraw' ? <WithdrawDialog onClose={close} /> : null}
      {dialog === 'transfer' ? <TransferDialog onClose={close} /> : null}
      {dialog === 'account' ? <AccountDialog onClose={close} /> : null}
      {dialog === 'password' ? <PasswordDialog onClose={close} /> : null}
    </Card>
  );
}
