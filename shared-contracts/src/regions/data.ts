/**
 * shared-contracts/regions/data: the official divisions (GB/T 2260, from @vant/area-data) and the
 * canonical province and city names over them. Large: the server imports it; in the browser only a
 * lazily loaded chunk may (the recipient engine's region data), never a page's first visit.
 */
import { areaList } from '@vant/area-data';
import { createCanonicaliser, type AreaList, type RegionCanonicaliser } from './canonical';

export const divisions: AreaList = areaList;

let canonicaliser: RegionCanonicaliser | null = null;

function tables(): RegionCanonicaliser {
  return (canonicaliser ??= createCanonicaliser(divisions));
}

/** The official province name for `name` (full or short), or null when there is no such province. */
export function canonicalProvince(name: string): string | null {
  return tables().province(name);
}

/** The official name of the city `name` (full or short) within `province` (official name), or null. */
export function canonicalCity(province: string, name: string): string | null {
  return tables().city(province, name);
}
