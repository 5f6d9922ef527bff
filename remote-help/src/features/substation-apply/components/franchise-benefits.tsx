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
  { icon: <GlobalOutlined />, title: '独立域名与品牌', text: '用自己的域名、站点名称、Logo 和客服联系方式开店；会员在你的分站注册，是你的会员。' },
  { icon: <ShopOutlined />, title: '货源与快递共享', text: '主站的全部礼品、仓库与快递线路直接可卖，不用囤货，一件代发；不想卖的商品可以隐藏。' },
  { icon: <WalletOutlined />, title: '自主定价 赚差价', text: '在成本价之上设置全店加价或单品售价，会员等级折扣也不会低于成本价；每个包裹的差价都是你的收益。' },
  { icon: <TeamOutlined />, title: '自己的后台', text: '在分站域名的 /admin 管理会员、订单与包裹、工单、公告与轮播图；收款与打款由平台完成，不用申请支付接口。' },
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
