// The site-pricing feature's front door: 商品定价 (a 分站's markup, per-goods prices and hidden goods).
export { SitePricingAdmin } from './components/site-pricing-admin';
