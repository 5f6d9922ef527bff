import { fen, fenToYuan, formatYuan, goodsPrice, type Fen, type Paginated, type SitePricing } from 'shared-contracts';
import { SiteConsoleMessages, type SiteGoodsRow, type SitePricingSettings } from 'shared-contracts/admin';
import { fail, NotFoundError } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import type { Repositories } from '../../repositories';
import type { SiteGoodsFilter } from '../../repositories/site-console';
import type { AuditService } from '../audit';
import type { CatalogueCache } from '../catalogue-cache';
import type { WriteContext } from '../write-context';

const yuan = (amount: number) => fenToYuan(fen(amount));

/** One goods as the owner prices it, by the one rule (shared-contracts goodsPrice). */
function rowOf(pricing: SitePricing, row: { id: number; name: string; pics: string[]; price_fen: number; courier_name: string; fixed_fen: number | null; hidden: boolean }): SiteGoodsRow {
  const price = goodsPrice(row.price_fen, pricing, row.fixed_fen);
  return {
    goods_id: row.id,
    goods_name: row.name,
    goods_pic: row.pics[0] ?? '',
    express_name: row.courier_name,
    main_price: yuan(row.price_fen),
    cost: yuan(price.cost!),
    selling_price: yuan(price.selling),
    fixed_price: row.fixed_fen === null ? null : yuan(row.fixed_fen),
    margin: yuan(price.selling - price.cost!),
    hidden: row.hidden,
  };
}

/**
 * 商品定价 (issue 32, site.pricing): a 分站 owner's markup on its cost for the whole catalogue, and per goods a
 * fixed price (never below cost) or hiding it. What visitors see changes at once (the catalogue cache is dropped
 * here and, on every process, by the tables' change notification). Every write is audited in its transaction.
 */
export function sitePricingService(deps: { repos: Repositories; audit: AuditService; cache: CatalogueCache; now: () => Date }) {
  const { repos, audit, cache, now } = deps;

  async function pricingOf(siteId: number): Promise<SitePricing & { freeze_days: number }> {
    const terms = await repos.sites.terms(siteId);
    if (!terms || terms.is_main) throw fail(SiteConsoleMessages.siteOnly);
    return { cost_percent: terms.cost_percent, markup_percent: terms.markup_percent, freeze_days: terms.freeze_days };
  }

  return {
    async settings(siteId: number): Promise<SitePricingSettings> {
      return pricingOf(siteId);
    },

    async setMarkup(siteId: number, markupPercent: number, ctx: WriteContext): Promise<SitePricingSettings> {
      const saved = await repos.transaction(async () => {
        const row = await repos.sites.findForUpdate(siteId);
        if (!row || row.is_main) throw fail(SiteConsoleMessages.siteOnly);
        await repos.sites.setOwnerTerms(siteId, { markup_percent: markupPercent });
        await audit.record({ ...ctx, action: 'site.pricing', entity: 'site', entityId: siteId, before: { markup_percent: row.markup_percent }, after: { markup_percent: markupPercent } });
        return { cost_percent: row.cost_percent, markup_percent: markupPercent, freeze_days: row.freeze_days };
      });
      cache.invalidate();
      return saved;
    },

    async goods(siteId: number, filter: SiteGoodsFilter, page: PageRequest): Promise<Paginated<SiteGoodsRow>> {
      const pricing = await pricingOf(siteId);
      const found = await repos.siteConsole.goods(siteId, filter, page);
      return { ...found, list: found.list.map((row) => rowOf(pricing, row)) };
    },

    /** A goods' fixed price (null: the markup's; never below cost) and whether the 分站 hides it. */
    async setGoods(siteId: number, goodsId: number, body: { fixed_price: Fen | null; hidden: boolean }, ctx: WriteContext): Promise<SiteGoodsRow> {
      const saved = await repos.transaction(async () => {
        const pricing = await pricingOf(siteId);
        const before = await repos.siteConsole.goodsForUpdate(siteId, goodsId);
        if (!before) throw new NotFoundError(SiteConsoleMessages.goodsMissing);
        const cost = goodsPrice(before.price_fen, pricing, null).cost!;
        if (body.fixed_price !== null && body.fixed_price < cost) throw fail(SiteConsoleMessages.belowCost(formatYuan(cost)));
        await repos.siteConsole.setGoods(siteId, goodsId, { price_fen: body.fixed_price, hidden: body.hidden }, now());
        await audit.record({
          ...ctx,
          action: 'site.goods',
          entity: 'goods',
          entityId: goodsId,
          before: { fixed_price: before.fixed_fen === null ? null : yuan(before.fixed_fen), hidden: before.hidden },
          after: { fixed_price: body.fixed_price === null ? null : yuan(body.fixed_price), hidden: body.hidden },
        });
        return rowOf(pricing, { ...before, fixed_fen: body.fixed_price, hidden: body.hidden });
      });
      cache.invalidate();
      return saved;
    },
  };
}

export type SitePricingService = ReturnType<typeof sitePricingService>;
