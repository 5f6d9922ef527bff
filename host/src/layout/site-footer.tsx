import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { routeByName, routePath, servesRoute } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';

const Footer = styled.footer`
  background: #2b2f36;
  color: rgba(255, 255, 255, 0.65);
  font-size: 13px;
`;

const Promises = styled.ul`
  max-width: 1200px;
  margin: 0 auto;
  padding: 28px 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
  li strong {
    display: block;
    color: #fff;
    font-size: 16px;
    margin-bottom: 4px;
  }
`;

const Bottom = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 18px 0 24px;
  text-align: center;
  line-height: 2;
  a {
    color: rgba(255, 255, 255, 0.65);
    margin: 0 10px;
  }
  a:hover {
    color: #fff;
  }
`;

/** The footer's links, each shown only where the Host serves it. */
const FOOTER_LINKS = ['helpCenter', 'SubstationsJoin', 'giftList'];

/** Footer: the shop's promises, links, and copyright + licence number from the site configuration. */
export function SiteFooter() {
  const site = useSiteConfig();
  const { footer } = site;
  return (
    <Footer>
      <Promises>
        <li>
          <strong>价格实惠</strong>源头好货，低至几毛一件
        </li>
        <li>
          <strong>一件代发</strong>一件起发，批量收件人一次下单
        </li>
        <li>
          <strong>超时赔付</strong>超时未揽收，按规则赔付
        </li>
        <li>
          <strong>贴心服务</strong>客服 9:00–24:00 在线
        </li>
      </Promises>
      <Bottom>
        <div>
          {FOOTER_LINKS.filter((name) => servesRoute(site, name)).map((name) => (
            <Link key={name} to={routePath(name)}>
              {routeByName(name)?.title}
            </Link>
          ))}
        </div>
        <div>
          {footer.copyright}
          {footer.icp ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {footer.icp}
            </a>
          ) : null}
        </div>
      </Bottom>
    </Footer>
  );
}
