import styled from 'styled-components';
import { useSiteConfig } from 'shared-contracts/app';

const Hero = styled.section`
  padding: 40px 48px;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  color: #fff;
  background: linear-gradient(110deg, ${(p) => p.theme.colorPrimary} 0%, ${(p) => p.theme.volcano7} 100%);
  h1 {
    color: #fff;
    font-size: 30px;
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    font-size: 16px;
    opacity: 0.92;
  }
`;

/** The franchise page's banner, with this site's name. */
export function FranchiseHero() {
  const { site_name } = useSiteConfig();
  return (
    <Hero>
      <h1>开一家属于你的{site_name}分站</h1>
      <p>独立域名与品牌 · 共享货源与快递 · 自主定价赚差价 · 收益按包裹结算、可提现</p>
    </Hero>
  );
}
