import { useOpenLogin, useCurrentUser, useSiteConfig } from 'shared-contracts/app';
import { Button, Col, Row } from 'shared-contracts/ui';
import { Card, Typography } from 'shared-contracts/ui/more';

const BENEFITS = [
  { title: '独立域名与品牌', text: '使用自己的域名、站点名称与标志，客户只认你的品牌。' },
  { title: '货源与快递共享', text: '直接使用主站的商品、仓库与快递资源，无需囤货。' },
  { title: '自主定价', text: '在成本价之上自由设置售价，差价即收益。' },
];

/** Sub-station franchise (/substations-join, named SubstationsJoin; hidden on some hosts). */
export function SubstationsJoinPage() {
  const { site_name, hotline } = useSiteConfig();
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  return (
    <Card title="分站加盟">
      <Typography.Title level={3}>开一家属于你的{site_name}分站</Typography.Title>
      <Row gutter={16} style={{ margin: '24px 0' }}>
        {BENEFITS.map((b) => (
          <Col span={8} key={b.title}>
            <Card type="inner" title={b.title}>
              {b.text}
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph>加盟咨询热线：{hotline || '请联系在线客服'}</Typography.Paragraph>
      {user ? null : (
        <Button type="primary" onClick={() => openLogin()}>
          登录后咨询加盟
        </Button>
      )}
    </Card>
  );
}
