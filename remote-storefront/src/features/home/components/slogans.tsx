import { DollarOutlined, FieldTimeOutlined, InboxOutlined } from 'shared-contracts/icons';
import styled from 'styled-components';

const Strip = styled.section`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin-top: 24px;
  padding: 22px 0;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  background: linear-gradient(90deg, ${(p) => p.theme.colorPrimaryBg} 0%, ${(p) => p.theme.orange1} 100%);
  div {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 12px;
  }
  .anticon {
    font-size: 34px;
    color: ${(p) => p.theme.colorPrimary};
  }
  strong {
    display: block;
    font-size: 18px;
  }
  span.text {
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

/** The three slogans of SPEC §2.3: cheap, one piece ships, overtime compensation. */
export function Slogans() {
  return (
    <Strip aria-label="服务承诺">
      <div>
        <DollarOutlined />
        <span>
          <strong>价格实惠</strong>
          <span className="text">礼品低至 0.5 元 全国包邮</span>
        </span>
      </div>
      <div>
        <InboxOutlined />
        <span>
          <strong>一件代发</strong>
          <span className="text">一件起发 无需囤货</span>
        </span>
      </div>
      <div>
        <FieldTimeOutlined />
        <span>
          <strong>超时赔付</strong>
          <span className="text">未按时揽收 按规则赔付</span>
        </span>
      </div>
    </Strip>
  );
}
