import { SITE_STOPPED_TEXT } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';
import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 24px;
  box-sizing: border-box;
  text-align: center;
  background: ${(p) => p.theme.colorBgLayout};
  h1 {
    margin: 0;
    font-size: 28px;
    color: ${(p) => p.theme.colorTextHeading};
  }
  p {
    margin: 0;
    max-width: 480px;
    line-height: 1.8;
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

/**
 * A stopped 分站's pages (issue 32): the main site stopped it, so it takes no orders. What its members topped up
 * stays theirs; the hotline, when there is one, is where to ask. The 分站's console (/admin) still opens.
 */
export function SiteStoppedPage() {
  const { site_name, hotline } = useSiteConfig();
  return (
    <Page data-testid="site-stopped">
      <h1>{SITE_STOPPED_TEXT}</h1>
      <p>
        {site_name}已停止营业，暂不接受新订单。会员账户中的余额仍归会员所有{hotline ? `，如有疑问请致电 ${hotline}` : ''}。
      </p>
    </Page>
  );
}
