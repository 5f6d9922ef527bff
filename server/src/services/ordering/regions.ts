import { areaList } from '@vant/area-data';

/**
 * Which provinces and cities exist (GB/T 2260, the data the recipient recogniser uses), to check a
 * recipient row on the server. A row's province or city written short (`浙江`, `杭州`) is accepted and
 * comes back in full (`浙江省`, `杭州市`), as the recogniser writes it.
 */
const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;
const CITY_SUFFIX = /(市|地区|自治州|盟)$/;

interface Names {
  full: Set<string>;
  short: Map<string, string | null>;
}

function names(): Names {
  return { full: new Set(), short: new Map() };
}

function add(table: Names, name: string, suffix: RegExp) {
  table.full.add(name);
  const short = name.replace(suffix, '');
  if (short.length >= 2 && short !== name) table.short.set(short, table.short.has(short) && table.short.get(short) !== name ? null : name);
}

function lookup(table: Names | undefined, name: string): string | null {
  if (!table) return null;
  if (table.full.has(name)) return name;
  return table.short.get(name) ?? null;
}

const provinces = names();
const provinceCode = new Map<string, string>();
const citiesByProvince = new Map<string, Names>();

for (const [code, name] of Object.entries(areaList.province_list)) {
  add(provinces, name, PROVINCE_SUFFIX);
  provinceCode.set(name, code.slice(0, 2));
}
for (const [code, name] of Object.entries(areaList.city_list)) {
  const prov = code.slice(0, 2);
  let table = citiesByProvince.get(prov);
  if (!table) citiesByProvince.set(prov, (table = names()));
  add(table, name, CITY_SUFFIX);
}

/** The official province name for `name` (full or short), or null when there is no such province. */
export function canonicalProvince(name: string): string | null {
  return lookup(provinces, name);
}

/** The official name of the city `name` within `province` (official name), or null. */
export function canonicalCity(province: string, name: string): string | null {
  const code = provinceCode.get(province);
  return code ? lookup(citiesByProvince.get(code), name) : null;
}
