import styled from 'styled-components';
import { useSiteConfig } from 'shared-contracts/app';

const Strip = styled.div`
  background: #fff7e6;
  border-bottom: 1px solid #ffd591;
  color: #ad4e00;
  font-size: 12px;
  line-height: 22px;
  text-align: center;
`;

/**
 * A thin 演示环境 strip above every page while the server runs the demo mode (APP_ENV=development:
 * sandbox payment, SMS and shop platforms), so nobody mistakes the demo for the real shop.
 */
export function DemoStrip() {
  const { demo } = useSiteConfig();
  if (!demo) return null;
  return (
    <Strip role="note" data-testid="demo-strip">
      演示环境：支付、短信、快递与店铺平台均为模拟，不产生真实交易
    </Strip>
  );
}
