import { ShopOutlined, TeamOutlined } from 'shared-contracts/icons';
import { GlobalOutlined, WalletOutlined } from 'shared-contracts/icons/more';
import styled from 'styled-components';

const Benefits = styled.section`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  margin: 16px 0;
  div {
    padding: 20px;
    background: ${(p) => p.theme.colorBgContainer};
    border-radius: ${(p) => p.theme.borderRadiusLG}px;
  }
  .anticon {
    font-size: 28px;
    color: ${(p) => p.theme.colorPrimary};
  }
  h3 {
    margin: 10px 0 6px;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colorTextSecondary};
    line-height: 1.7;
  }
`;

const BENEFITS = [
  { icon: <GlobalOutlined />, title: '独立域名与品牌', text: '使用自己的域名、站点名称、标志和客服联系方式，客户只认你的品牌。' },
  { icon: <ShopOutlined />, title: '货源与快递共享', text: '直接上架主站的全部礼品、仓库与快递线路，不用囤货，一件代发。' },
  { icon: <WalletOutlined />, title: '自主定价 赚差价', text: '在分站成本价之上自由设置售价与会员等级，每一单的差价都是收益。' },
  { icon: <TeamOutlined />, title: '运营与技术支持', text: '系统升级、订单同步、售后处理由总站负责，提供招商顾问一对一指导。' },
];

/** 分站权益: four benefits of a sub-station. */
export function FranchiseBenefits() {
  return (
    <Benefits aria-label="分站权益">
      {BENEFITS.map((b) => (
        <div key={b.title}>
          {b.icon}
          <h3>{b.title}</h3>
          <p>{b.text}</p>
        </div>
      ))}
    </Benefits>
  );
}
