import { GiftOutlined, RocketOutlined, SafetyCertificateOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser, useOpenLogin, useSiteConfig } from 'shared-contracts/app';
import { Button, Card, Col, Row, Space, Typography } from 'shared-contracts/ui';

const Hero = styled.section`
  display: grid;
  grid-template-columns: 1fr 280px;
  gap: 16px;
  margin-bottom: 16px;
`;

const Banner = styled.div`
  height: 360px;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  padding: 56px 64px;
  box-sizing: border-box;
  color: #fff;
  background: linear-gradient(120deg, ${(p) => p.theme.colorPrimary} 0%, #ff7a45 100%);
  h1 {
    font-size: 40px;
    margin: 0 0 12px;
  }
  p {
    font-size: 18px;
    opacity: 0.9;
    margin: 0 0 32px;
  }
`;

const Tile = styled(Card)`
  text-align: center;
  .anticon {
    font-size: 32px;
    color: ${(p) => p.theme.colorPrimary};
    margin-bottom: 8px;
  }
`;

const ADVANTAGES = [
  { icon: <SafetyCertificateOutlined />, title: '超时赔付', text: '未按时揽收按规则赔付' },
  { icon: <ShopOutlined />, title: '商家众多', text: '多地仓库 多家快递' },
  { icon: <GiftOutlined />, title: '一件代发', text: '一件起发 批量下单' },
  { icon: <TeamOutlined />, title: '服务周到', text: '客服 9:00–24:00 在线' },
  { icon: <RocketOutlined />, title: '推荐有礼', text: '邀请好友得奖励' },
];

/** Home (SPEC §2.3). Reads the user from the host's store and navigates with the host's router. */
export function HomePage() {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const navigate = useNavigate();
  const { site_name } = useSiteConfig();

  return (
    <>
      <Hero>
        <Banner>
          <h1>{site_name}</h1>
          <p>小礼品一件代发，批量收件人一次下单，快递直达</p>
          <Button size="large" ghost onClick={() => navigate('/gift-list')}>
            购买商品
          </Button>
        </Banner>
        <Card data-testid="user-panel">
          {user ? (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                你好，{user.username}
              </Typography.Title>
              <Typography.Text type="secondary">会员等级：{user.group_name}</Typography.Text>
              <Button type="primary" block onClick={() => navigate('/user-center')}>
                进入用户中心
              </Button>
            </Space>
          ) : (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                欢迎来到{site_name}
              </Typography.Title>
              <Typography.Text type="secondary">登录后查看常发商品与订单动态</Typography.Text>
              <Button type="primary" block onClick={() => openLogin()}>
                登录 / 注册
              </Button>
            </Space>
          )}
        </Card>
      </Hero>
      <Row gutter={16}>
        {ADVANTAGES.map((a) => (
          <Col key={a.title} flex="1">
            <Tile>
              {a.icon}
              <Typography.Title level={5} style={{ margin: '4px 0' }}>
                {a.title}
              </Typography.Title>
              <Typography.Text type="secondary">{a.text}</Typography.Text>
            </Tile>
          </Col>
        ))}
      </Row>
    </>
  );
}
