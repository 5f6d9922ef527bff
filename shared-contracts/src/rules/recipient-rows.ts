/**
 * The recipient row rules (SPEC §5 order row checks, and ours), with one set of messages. The purchase
 * dialog runs SPEC §5's checks before ordering (required fields, the reissue number); the server's price
 * call runs them all, with the divisions (shared-contracts/regions) and the courier's no-ship areas.
 */
import { RowMessages } from '../orders';
import type { RegionCanonicaliser } from '../regions/canonical';

/** A mainland mobile, optionally with a privacy number's extension (`13800138000-1234`). */
const MOBILE_WITH_EXTENSION = /^(1[3-9]\d{9})(-\d{1,6})?$/;

/** The fields the rules read (the district is not checked). */
export interface CheckedRow {
  shop_order?: string;
  rec_name?: string;
  rec_mobile?: string;
  rec_province?: string;
  rec_city?: string;
  rec_address?: string;
  lp_reissue_sn?: string;
}

export interface RowCheckContext {
  /** The courier ships without a stock source (is_wu): every row needs a reissue number. */
  isWu: boolean;
  /**
   * What only the server has: with it, the lengths, the phone's form, the place (province and city known
   * by the divisions, the city within the province) and the courier's no-ship areas are checked too.
   */
  server?: {
    regions: Pick<RegionCanonicaliser, 'province' | 'city'>;
    noDeliverArea: readonly string[];
  };
}

/** The no-ship area the place falls in (`新疆`, or a city-level entry such as `广东省深圳市`), if any. */
export function prohibitedArea(areas: readonly string[], province: string, city: string): string | undefined {
  const place = `${province}${city}`;
  return areas.find((area) => area && (province.startsWith(area) || place.startsWith(area) || city.startsWith(area)));
}

const filled = (value: string | undefined) => Boolean(value?.trim());

/** Why the row cannot be ordered, the first rule it breaks in the order below; undefined when it can. */
export function rowProblem(row: CheckedRow, ctx: RowCheckContext): string | undefined {
  const { server } = ctx;
  const [name, mobile, province, city, address] = [row.rec_name ?? '', row.rec_mobile ?? '', row.rec_province ?? '', row.rec_city ?? '', row.rec_address ?? ''];
  if (!filled(name)) return RowMessages.nameMissing;
  if (server && name.length > 20) return RowMessages.nameTooLong;
  if (!filled(mobile)) return RowMessages.mobileMissing;
  if (server && !MOBILE_WITH_EXTENSION.test(mobile)) return RowMessages.mobileInvalid;
  if (!filled(province)) return RowMessages.provinceMissing;
  if (server && !server.regions.province(province)) return RowMessages.provinceUnknown(province);
  if (!filled(city)) return RowMessages.cityMissing;
  if (server && !server.regions.city(province, city)) return RowMessages.cityUnknown(city, province);
  if (!filled(address)) return RowMessages.addressMissing;
  if (server) {
    if (address.length > 120) return RowMessages.addressTooLong;
    if ((row.shop_order ?? '').length > 64) return RowMessages.shopOrderTooLong;
    const area = prohibitedArea(server.noDeliverArea, province, city);
    if (area) return RowMessages.noDeliver(area);
  }
  if (ctx.isWu && !filled(row.lp_reissue_sn)) return RowMessages.reissueMissing;
  return undefined;
}
