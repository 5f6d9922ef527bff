// The site-earnings feature's front door: 收益与提现 (a 分站's earnings accounts, margins, withdrawal account and applications).
export { SiteEarningsAdmin } from './components/site-earnings-admin';
