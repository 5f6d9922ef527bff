/**
 * The province/city/district a region match gives a row (the recognised line's and the spreadsheet's
 * address column's): the division, or for an ambiguous place what every candidate agrees on and a warning.
 */
import type { Division } from './region-index';
import type { RegionMatch } from './region-matcher';
import type { RegionCandidate } from './types';

/** How many candidates a warning names before `等N处`. */
const NAMED_CANDIDATES = 5;

export interface Place {
  province: string;
  city: string;
  district: string;
  /** Set when the place is ambiguous. */
  candidates?: RegionCandidate[];
  warning?: string;
}

function candidateOf(d: Division): RegionCandidate {
  return { province: d.province, city: d.cityName, district: d.district };
}

/** A candidate in a few characters: 北京市朝阳区, 吉林省长春市朝阳区, 湖北省仙桃市. */
function candidateText(c: RegionCandidate): string {
  return c.province + (c.city && c.city !== c.province ? c.city : '') + c.district;
}

/**
 * The row's province/city/district for a region match: the division, or for an ambiguous place only what
 * all candidates agree on ('' for the rest), the candidates and a warning naming them.
 */
export function placeOf(region: RegionMatch): Place {
  const d = region.division;
  if (!region.candidates) return { province: d.province, city: d.cityName, district: d.district };
  const candidates: RegionCandidate[] = [];
  const seen = new Set<string>();
  for (const c of region.candidates.map(candidateOf)) {
    const key = `${c.province}/${c.city}/${c.district}`;
    if (!seen.has(key)) {
      seen.add(key);
      candidates.push(c);
    }
  }
  if (candidates.length < 2) return { province: candidates[0].province, city: candidates[0].city, district: candidates[0].district };
  const first = candidates[0];
  const province = candidates.every((c) => c.province === first.province) ? first.province : '';
  const city = province && candidates.every((c) => c.city === first.city) ? first.city : '';
  const district = city && candidates.every((c) => c.district === first.district) ? first.district : '';
  const named = candidates.slice(0, NAMED_CANDIDATES).map(candidateText).join('、');
  const more = candidates.length > NAMED_CANDIDATES ? `等${candidates.length}处` : '';
  return { province, city, district, candidates, warning: `地区不明确：可能是${named}${more}，请选择` };
}
