import { fen, multiplyFen, sumFen, type Fen, type RecipientInput } from 'shared-contracts';
import { canonicalCity, canonicalProvince } from 'shared-contracts/regions/data';

/** What a row is checked and priced against: the goods, its courier, and the caller's group. */
export interface PricingContext {
  goods: { id: number; name: string; price_fen: number; limit: number };
  courier: { id: number; name: string; is_wu: boolean; no_deliver_area: string[] };
  /** The caller's group price, percent of the list price (user_groups.price_percent). */
  pricePercent: number;
}

/** A recipient as the server keeps it: trimmed, province and city in full, priced. */
export interface PricedRecipient {
  id: string | number;
  shop_order: string;
  rec_name: string;
  rec_mobile: string;
  rec_province: string;
  rec_city: string;
  rec_district: string;
  rec_address: string;
  lp_reissue_sn: string;
  priceFen: Fen;
  state: 1 | 2;
  errorText?: string;
}

/** Why a row cannot be shipped (the price call's errorText). */
export const RowErrors = {
  nameMissing: '收件人姓名不能为空',
  nameTooLong: '收件人姓名不能超过20个字',
  mobileMissing: '手机号不能为空',
  mobileInvalid: '手机号格式不正确',
  provinceMissing: '省份不能为空',
  provinceUnknown: (p: string) => `省份“${p}”不存在`,
  cityMissing: '城市不能为空',
  cityUnknown: (c: string, p: string) => `城市“${c}”不属于${p}`,
  addressMissing: '详细地址不能为空',
  addressTooLong: '详细地址不能超过120个字',
  shopOrderTooLong: '订单号不能超过64个字符',
  noDeliver: (area: string) => `该快递不发货地区：${area}`,
  reissueMissing: '请填写无货源补发单号',
} as const;

/** A mainland mobile, optionally with a privacy number's extension (`13800138000-1234`). */
const MOBILE_WITH_EXTENSION = /^(1[3-9]\d{9})(-\d{1,6})?$/;

/** One piece at the group price, rounded half up to the fen (integer arithmetic). */
export function unitPriceFen(listPriceFen: number, pricePercent: number): Fen {
  return fen(Math.floor((listPriceFen * pricePercent + 50) / 100));
}

const text = (value: unknown, max = 255): string => (typeof value === 'string' ? value.trim().slice(0, max + 1) : '');

/** The no-ship area the place falls in (`新疆`, or a city-level entry such as `广东省深圳市`), if any. */
function prohibitedArea(areas: string[], province: string, city: string): string | undefined {
  const place = `${province}${city}`;
  return areas.find((area) => area && (province.startsWith(area) || place.startsWith(area) || city.startsWith(area)));
}

function check(row: Omit<PricedRecipient, 'priceFen' | 'state' | 'errorText'>, ctx: PricingContext): string | undefined {
  if (!row.rec_name) return RowErrors.nameMissing;
  if (row.rec_name.length > 20) return RowErrors.nameTooLong;
  if (!row.rec_mobile) return RowErrors.mobileMissing;
  if (!MOBILE_WITH_EXTENSION.test(row.rec_mobile)) return RowErrors.mobileInvalid;
  if (!row.rec_province) return RowErrors.provinceMissing;
  if (!canonicalProvince(row.rec_province)) return RowErrors.provinceUnknown(row.rec_province);
  if (!row.rec_city) return RowErrors.cityMissing;
  if (!canonicalCity(row.rec_province, row.rec_city)) return RowErrors.cityUnknown(row.rec_city, row.rec_province);
  if (!row.rec_address) return RowErrors.addressMissing;
  if (row.rec_address.length > 120) return RowErrors.addressTooLong;
  if (row.shop_order.length > 64) return RowErrors.shopOrderTooLong;
  const area = prohibitedArea(ctx.courier.no_deliver_area, row.rec_province, row.rec_city);
  if (area) return RowErrors.noDeliver(area);
  if (ctx.courier.is_wu && !row.lp_reissue_sn) return RowErrors.reissueMissing;
  return undefined;
}

/**
 * The one price engine (issue 10): every row checked (state 2 with the reason when it cannot be shipped)
 * and priced at the caller's group price × pieces per parcel. The total is the sum of the rows that can
 * be shipped, in fen. The recipient widgets' price call and ordering both use it; a price the client
 * sends is never read.
 */
export function priceRecipients(ctx: PricingContext, goodsNum: number, rows: readonly RecipientInput[]) {
  const unitFen = unitPriceFen(ctx.goods.price_fen, ctx.pricePercent);
  const rowFen = multiplyFen(unitFen, goodsNum);
  const priced: PricedRecipient[] = rows.map((input) => {
    const province = text(input.rec_province, 32);
    const fullProvince = canonicalProvince(province) ?? province;
    const city = text(input.rec_city, 32);
    const row = {
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
    const errorText = check(row, ctx);
    return errorText ? { ...row, priceFen: rowFen, state: 2, errorText } : { ...row, priceFen: rowFen, state: 1 };
  });
  const shippable = priced.filter((row) => row.state === 1);
  return {
    rows: priced,
    unitFen,
    totalFen: sumFen(shippable.map((row) => row.priceFen)),
    state: (shippable.length === priced.length ? 1 : 2) as 1 | 2,
  };
}
