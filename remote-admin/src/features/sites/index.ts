// The sites feature's front door: 站点与分站 (the main site's settings, the sub-stations as businesses).
export { SitesAdmin } from './components/sites-admin';
