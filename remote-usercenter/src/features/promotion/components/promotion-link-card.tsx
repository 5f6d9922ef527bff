import { useSpreadInfoQuery, useWithdrawRulesQuery } from '../api/spread';
import { Button, showNotice, Skeleton, Space } from 'shared-contracts/ui';
import { Card, Input, Typography } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { LinkQrCode } from './link-qr-code';
import { PromotionRules } from './promotion-rules';

const Layout = styled.div`
  display: flex;
  gap: 32px;
  align-items: flex-start;
  > .link-main {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
`;

const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  strong {
    color: ${(p) => p.theme.colorPrimary};
    font-size: 16px;
  }
`;

function copy(text: string) {
  const done = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
  done.then(
    () => showNotice({ level: 'success', text: '已复制' }),
    () => showNotice({ level: 'warning', text: '复制失败，请手动复制' })
  );
}

/** 推广链接: the link with 复制链接, its QR code to save, the code, the rate and the rules. */
export function PromotionLinkCard() {
  const info = useSpreadInfoQuery();
  const rules = useWithdrawRulesQuery();
  const failed = info.error && !info.isFetching;
  return (
    <Card
      title="推广链接"
      data-testid="promotion-link"
      extra={
        failed ? (
          <Button size="small" onClick={() => void info.refetch()}>
            重新加载
          </Button>
        ) : null
      }
    >
      {!info.data ? (
        <Skeleton active loading={!failed} paragraph={{ rows: 3 }}>
          <Typography.Text type="secondary">推广信息加载失败</Typography.Text>
        </Skeleton>
      ) : (
        <Layout>
          <div className="link-main">
            <Space.Compact>
              <Input readOnly aria-label="推广链接" value={info.data.link} onFocus={(e) => e.target.select()} />
              <Button type="primary" onClick={() => copy(info.data!.link)}>
                复制链接
              </Button>
            </Space.Compact>
            <Facts>
              <span>
                推广码：<strong>{info.data.code}</strong>
              </span>
              <span>
                佣金比例：<strong>{info.data.rate}%</strong>
              </span>
              <span>
                已邀请 <strong>{info.data.invited}</strong> 人，其中 <strong>{info.data.ordered}</strong> 人已下单
              </span>
            </Facts>
            <PromotionRules info={info.data} rules={rules.data} />
          </div>
          <LinkQrCode link={info.data.link} />
        </Layout>
      )}
    </Card>
  );
}
