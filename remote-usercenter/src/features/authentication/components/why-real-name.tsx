import { SafetyCertificateOutlined } from 'shared-contracts/icons';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  margin-bottom: 20px;
  background: ${(p) => p.theme.colorFillAlter};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  .anticon {
    font-size: 22px;
    color: ${(p) => p.theme.colorPrimary};
    margin-top: 2px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 15px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
    color: ${(p) => p.theme.colorTextSecondary};
    line-height: 1.8;
  }
`;

/** Why the site asks (the law on shipping) and what happens to the number. */
export function WhyRealName() {
  return (
    <Box aria-label="为什么需要实名认证">
      <SafetyCertificateOutlined />
      <div>
        <h3>为什么需要实名认证</h3>
        <ul>
          <li>根据国家寄递实名制要求，寄件人需完成实名认证后方可下单发货。</li>
          <li>身份证号码加密保存，页面上只显示脱敏后的号码（如 110101**********32），不会用于其他用途。</li>
          <li>认证一次即可，通过后无需重复提交。</li>
        </ul>
      </div>
    </Box>
  );
}
