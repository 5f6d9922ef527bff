// The site-settings feature's front door: 站点设置 (a 分站's name, logo, contacts, footer, flags and 推广佣金比例).
export { SiteSettingsAdmin } from './components/site-settings-admin';
