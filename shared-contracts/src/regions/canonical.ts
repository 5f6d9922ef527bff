/**
 * Which provinces and cities exist and their official names, from the division data given (GB/T 2260,
 * the shape of @vant/area-data's areaList). A province or city written short (`浙江`, `杭州`, `恩施`) is
 * known by the same short forms the recipient recogniser reads (names.ts), and comes back in full
 * (`浙江省`, `杭州市`, `恩施土家族苗族自治州`), as the recogniser writes it.
 */
import { shortForms } from './names';

/** Provinces, prefectures and counties keyed by 6-digit GB/T 2260 code. */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface RegionCanonicaliser {
  /** The official province name for `name` (full or short), or null when there is no such province. */
  province(name: string): string | null;
  /** The official name of the city `name` (full or short) within `province` (official name), or null. */
  city(province: string, name: string): string | null;
}

interface Names {
  full: Set<string>;
  /** Short form → official name; null when two divisions of the table share it (then it names neither). */
  short: Map<string, string | null>;
}

function names(): Names {
  return { full: new Set(), short: new Map() };
}

function add(table: Names, name: string, level: 1 | 2) {
  table.full.add(name);
  for (const short of shortForms(name, level)) {
    table.short.set(short, table.short.has(short) && table.short.get(short) !== name ? null : name);
  }
}

function lookup(table: Names | undefined, name: string): string | null {
  if (!table) return null;
  if (table.full.has(name)) return name;
  return table.short.get(name) ?? null;
}

/** Builds the province and city tables from the division data (a few milliseconds; do it once). */
export function createCanonicaliser(areaList: AreaList): RegionCanonicaliser {
  const provinces = names();
  const provinceCode = new Map<string, string>();
  const citiesByProvince = new Map<string, Names>();
  for (const [code, name] of Object.entries(areaList.province_list)) {
    add(provinces, name, 1);
    provinceCode.set(name, code.slice(0, 2));
  }
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const prov = code.slice(0, 2);
    let table = citiesByProvince.get(prov);
    if (!table) citiesByProvince.set(prov, (table = names()));
    add(table, name, 2);
  }
  return {
    province: (name) => lookup(provinces, name),
    city: (province, name) => {
      const code = provinceCode.get(province);
      return code ? lookup(citiesByProvince.get(code), name) : null;
    },
  };
}
