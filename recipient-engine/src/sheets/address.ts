/**
 * An address cell (or the 省/市/区/街道/详细地址 columns joined) → province, city, district and
 * detail, through the recognition engine's region matching (src/recipients), so the
 * divisions come out in their official full names whatever the file wrote (`浙江 杭州` → 浙江省, 杭州市).
 */
import { NORMALISE, codesToString, tidy } from '../recipients/normalise';
import type { RegionIndex } from '../recipients/region-index';
import { placeOf } from '../recipients/place';
import { matchRegion } from '../recipients/region-matcher';
import type { RegionCandidate } from '../recipients/types';

export interface SplitAddress {
  rec_province: string;
  rec_city: string;
  rec_district: string;
  rec_address: string;
  /** The place is ambiguous (朝阳区 with no city): every division it could be; the fields above hold what they agree on. */
  candidates?: RegionCandidate[];
  /** Names the candidates (`地区不明确：可能是…，请选择`). */
  warning?: string;
}

let norm = new Uint16Array(512);
let simp = new Uint16Array(512);
let hard = new Uint8Array(513);

/**
 * A 6-digit postcode: bracketed or after 邮编/邮政编码 anywhere (`文三路100号(310000)`, `【310000】`,
 * `邮编：310000`), or spaced at the end (`文三路100号 000000`). Digits written onto the address stay.
 */
const POSTCODE = /(?:邮政编码|邮编)\s*[:：]?\s*\d{6}(?!\d)|[(（[【]\s*\d{6}\s*[)）\]】]|\s\d{6}\s*$/g;

/** Splits an address; null when no province or city can be recognised in it. */
export function splitAddress(text: string, index: RegionIndex): SplitAddress | null {
  const address = text.replace(POSTCODE, ' ').trim();
  const n = address.length;
  if (n === 0) return null;
  if (norm.length < n) {
    norm = new Uint16Array(n * 2);
    simp = new Uint16Array(n * 2);
    hard = new Uint8Array(n * 2 + 1);
  }
  const table = index.matchTable;
  for (let i = 0; i < n; i += 1) {
    const c = address.charCodeAt(i);
    norm[i] = NORMALISE[c];
    simp[i] = table[c];
  }
  hard.fill(0, 0, n + 1);
  const region = matchRegion(simp, 0, n, hard, index);
  if (!region) return null;
  let from = region.end;
  // the detail repeating the divisions (省/市/区 columns, then 详细地址 `广东省深圳市南山区科技园…`)
  while (from < n && norm[from] === 0x20) from += 1;
  const again = from < n ? matchRegion(simp, from, n, hard, index) : null;
  if (again && again.start === from) {
    const a = region.division;
    const b = again.division;
    if (a.prov === b.prov && (a.level === 1 || b.level === 1 || a.city === b.city)) from = again.end;
  }
  const place = placeOf(region);
  const split: SplitAddress = {
    rec_province: place.province,
    rec_city: place.city,
    rec_district: place.district,
    rec_address: tidy(codesToString(norm, from, n)),
  };
  if (place.candidates) {
    split.candidates = place.candidates;
    split.warning = place.warning;
  }
  return split;
}
