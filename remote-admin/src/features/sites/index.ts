// The sites feature's front door: 站点与分站 (the main site's settings, the sub-stations, 分站加盟申请).
export { SitesAdmin } from './components/sites-admin';
