/**
 * The one price rule of every door (issue 32, DESIGN "Sites as tenants"): the goods list and detail, the
 * purchase dialog, the order's price and the Open API all price through `goodsPrice`, on the server; the
 * console's margin preview uses it too. Integer fen throughout; every percentage rounds half up to the fen.
 *
 * - The main site: the list price; a member group's `price_percent` discounts it (no floor).
 * - A 分站: cost (分站进货价) = list × `cost_percent` / 100; selling price = cost × (100 + `markup_percent`) / 100,
 *   or the owner's fixed price for the goods, never below cost; a member group of the 分站 discounts the
 *   selling price, never below cost.
 */
import { fen, type Fen } from './money';

/** A 分站's pricing: what the main operator charges it, and the owner's markup on top. */
export interface SitePricing {
  /** 50–100: the 分站's cost as a percentage of the main site's list price */
  cost_percent: number;
  /** 0–300: the owner's markup on cost, for the whole catalogue */
  markup_percent: number;
}

export const COST_PERCENT_MIN = 50;
export const COST_PERCENT_MAX = 100;
export const COST_PERCENT_DEFAULT = 85;
export const MARKUP_PERCENT_MIN = 0;
export const MARKUP_PERCENT_MAX = 300;

/** `amount` × `percent` / 100, rounded half up to the fen (amount ≥ 0, integer arithmetic). */
export function percentOfFen(amount: number, percent: number): Fen {
  return fen(Math.floor((amount * percent + 50) / 100));
}

/** What one piece costs and sells for on a site. `cost` is null on the main site (it keeps no margin). */
export interface GoodsPrice {
  /** the site's selling price of one piece (what its goods list shows) */
  selling: Fen;
  /** one piece at the caller's group discount: what a member pays */
  unit: Fen;
  /** the 分站's cost of one piece; null on the main site */
  cost: Fen | null;
}

/**
 * One piece of a goods on a site for a member of a group.
 * @param listFen the main site's list price (goods.price_fen)
 * @param site the 分站's pricing, or null on the main site
 * @param fixedFen the 分站 owner's fixed price for this goods, or null (ignored on the main site)
 * @param groupPercent the member's group discount, percent of the selling price (100 for visitors)
 */
export function goodsPrice(listFen: number, site: SitePricing | null, fixedFen: number | null, groupPercent = 100): GoodsPrice {
  if (!site) {
    const selling = fen(listFen);
    return { selling, unit: percentOfFen(listFen, groupPercent), cost: null };
  }
  const cost = percentOfFen(listFen, site.cost_percent);
  const marked = fixedFen ?? percentOfFen(cost, 100 + site.markup_percent);
  const selling = fen(Math.max(cost, marked));
  const unit = fen(Math.max(cost, percentOfFen(selling, groupPercent)));
  return { selling, unit, cost };
}
