import { multiplyFen, sumFen, type Fen, type GoodsPrice, type RecipientInput } from 'shared-contracts';
import { canonicalCity, canonicalProvince } from 'shared-contracts/regions/data';
import { rowProblem } from 'shared-contracts/rules';
import type { RecipientRequest } from 'shared-contracts/schemas';

const regions = { province: canonicalProvince, city: canonicalCity };

/** What a row is checked and priced against: the goods, its courier, and one piece's price for the caller. */
export interface PricingContext {
  goods: { id: number; name: string; price_fen: number; limit: number };
  courier: { id: number; name: string; is_wu: boolean; no_deliver_area: string[] };
  /** One piece for the caller: their site's rule and their group (shared-contracts goodsPrice, the one rule). */
  price: GoodsPrice;
}

/** A recipient as the server keeps it: trimmed, province and city in full, priced. */
export type PricedRecipient = RecipientRequest & { priceFen: Fen; state: 1 | 2; errorText?: string };

const text = (value: unknown, max = 255): string => (typeof value === 'string' ? value.trim().slice(0, max + 1) : '');

/**
 * A recipient as the price engine keeps and checks it: trimmed, province and city in full, and why it
 * cannot be shipped with this courier (the ordering rules of SPEC §5 and ours), if it cannot. The price
 * engine and the authorised tab's synced orders (services/stores) judge rows with it.
 */
export function checkedRecipient(input: RecipientInput, courier: Pick<PricingContext['courier'], 'is_wu' | 'no_deliver_area'>): { row: RecipientRequest; errorText?: string } {
  const province = text(input.rec_province, 32);
  const fullProvince = canonicalProvince(province) ?? province;
  const city = text(input.rec_city, 32);
  const row: RecipientRequest = {
    id: input.id,
    shop_order: text(input.shop_order, 64),
    rec_name: text(input.rec_name, 32),
    rec_mobile: text(input.rec_mobile, 32).replace(/\s+/g, ''),
    rec_province: fullProvince,
    rec_city: canonicalCity(fullProvince, city) ?? city,
    rec_district: text(input.rec_district, 32),
    rec_address: text(input.rec_address, 200),
    lp_reissue_sn: text(input.lp_reissue_sn, 64),
  };
  return { row, errorText: rowProblem(row, { isWu: courier.is_wu, server: { regions, noDeliverArea: courier.no_deliver_area } }) };
}

/**
 * The one price engine (issue 10): every row checked (state 2 with the reason when it cannot be shipped)
 * and priced at one piece for the caller (their site's price at their group's discount, issue 32) × pieces per
 * parcel; on a 分站 each row also carries its cost (the 分站's price of those pieces). The total is the sum of the rows that can
 * be shipped, in fen. The recipient widgets' price call and ordering both use it; a price the client
 * sends is never read.
 */
export function priceRecipients(ctx: PricingContext, goodsNum: number, rows: readonly RecipientInput[]) {
  const unitFen = ctx.price.unit;
  const rowFen = multiplyFen(unitFen, goodsNum);
  const costFen: Fen | null = ctx.price.cost === null ? null : multiplyFen(ctx.price.cost, goodsNum);
  const priced: PricedRecipient[] = rows.map((input) => {
    const { row, errorText } = checkedRecipient(input, ctx.courier);
    return errorText ? { ...row, priceFen: rowFen, state: 2, errorText } : { ...row, priceFen: rowFen, state: 1 };
  });
  const shippable = priced.filter((row) => row.state === 1);
  return {
    rows: priced,
    unitFen,
    /** each shippable row's cost on a 分站 (null on the main site) */
    costFen,
    totalFen: sumFen(shippable.map((row) => row.priceFen)),
    state: (shippable.length === priced.length ? 1 : 2) as 1 | 2,
  };
}
