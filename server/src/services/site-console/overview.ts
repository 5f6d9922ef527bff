import { fen, fenToYuan } from 'shared-contracts';
import { SiteConsoleMessages, type SiteOverview, type SitePeriodFigures } from 'shared-contracts/admin';
import { chinaText, startOfChinaDay, startOfChinaMonth } from 'shared-contracts/china-time';
import { fail } from '../../lib/errors';
import type { Repositories } from '../../repositories';
import type { SiteEarningsService } from '../site-earnings';

/**
 * 分站概览 (issue 32, site.overview): today's and this month's sales (what its members paid for parcels net of
 * refunds), orders, parcels, new members and margin; its earnings accounts; its members' open work orders.
 * Days and months in China time, by the business clock.
 */
export function siteOverviewService(deps: { repos: Repositories; siteEarnings: SiteEarningsService; now: () => Date }) {
  const { repos, siteEarnings, now } = deps;

  async function period(siteId: number, since: Date): Promise<SitePeriodFigures> {
    const [figures, margin] = await Promise.all([repos.siteConsole.figuresSince(siteId, since), repos.siteEarnings.marginSince(siteId, since)]);
    return {
      sales: fenToYuan(fen(figures.sales_fen)),
      orders: figures.orders,
      parcels: figures.parcels,
      new_members: figures.new_members,
      earnings: fenToYuan(fen(margin)),
    };
  }

  return {
    async overview(siteId: number): Promise<SiteOverview> {
      const at = now();
      const terms = await repos.sites.terms(siteId);
      if (!terms || terms.is_main) throw fail(SiteConsoleMessages.siteOnly);
      const [today, month, earnings, openWorkOrders] = await Promise.all([
        period(siteId, startOfChinaDay(at)),
        period(siteId, startOfChinaMonth(at)),
        siteEarnings.earnings(siteId),
        repos.siteConsole.openWorkOrders(siteId),
      ]);
      return { date: chinaText(at).slice(0, 10), generated_at: chinaText(at), today, month, earnings, open_work_orders: openWorkOrders, status: terms.status };
    },
  };
}

export type SiteOverviewService = ReturnType<typeof siteOverviewService>;
