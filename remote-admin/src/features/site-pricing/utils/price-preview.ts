import { fen, formatYuan, goodsPrice, parseYuan, type Fen, type SitePricing } from 'shared-contracts';
import { SiteConsoleMessages } from 'shared-contracts/admin';
import { siteGoodsBody } from 'shared-contracts/admin/rules';

/** A yuan amount of the wire as 0.00, exactly (through fen). */
export function yuan(amount: number): string {
  const exact = parseYuan(amount);
  return exact === null ? amount.toFixed(2) : formatYuan(exact);
}

export interface PricePreview {
  /** the 分站's cost of one piece */
  cost: Fen;
  /** what the 分站's goods list would show */
  selling: Fen;
  /** selling − cost, per piece */
  margin: Fen;
  /** why the fixed price cannot be saved (format, range, below cost), or null */
  problem: string | null;
}

/**
 * What a goods would cost and sell for with `fixed` (yuan; null: the markup's), priced by the one price rule
 * (`goodsPrice`, as the server does) in whole fen. A fixed price below cost is a problem, never clamped here.
 */
export function pricePreview(mainPrice: number, pricing: SitePricing, fixed: number | null): PricePreview {
  const list = parseYuan(mainPrice) ?? fen(0);
  let fixedFen: Fen | null = null;
  let problem: string | null = null;
  if (fixed !== null) {
    const checked = siteGoodsBody.shape.fixed_price.safeParse(fixed);
    if (checked.success) fixedFen = checked.data;
    else problem = checked.error.issues[0]?.message ?? '售价不正确';
  }
  const price = goodsPrice(list, pricing, fixedFen);
  const cost = price.cost ?? fen(0);
  if (fixedFen !== null && fixedFen < cost) problem = SiteConsoleMessages.belowCost(formatYuan(cost));
  return { cost, selling: price.selling, margin: fen(price.selling - cost), problem };
}
