// The site-overview feature's front door: 分站概览 (a 分站's own figures, earnings and open work orders).
export { SiteConsoleOverview } from './components/site-console-overview';
