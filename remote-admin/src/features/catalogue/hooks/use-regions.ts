import { useEffect, useState } from 'react';
import { shortForms, type AreaList } from 'shared-contracts/regions';

export interface Province {
  code: string;
  /** official: 新疆维吾尔自治区 */
  name: string;
  /** as the couriers' no_deliver_area stores it: 新疆 */
  short: string;
}

/** The major regions of GB/T 2260, by the first digit of a province's code. */
const REGION_GROUPS: { digits: string; name: string }[] = [
  { digits: '1', name: '华北' },
  { digits: '2', name: '东北' },
  { digits: '3', name: '华东' },
  { digits: '4', name: '中南' },
  { digits: '5', name: '西南' },
  { digits: '6', name: '西北' },
  { digits: '78', name: '港澳台' },
];

export interface Regions {
  provinces: Province[];
  /** provinces by major region, in code order */
  groups: { name: string; provinces: Province[] }[];
  /** official city names of a province (official name) */
  citiesOf(province: string | undefined): string[];
  /** official district names of a city within a province */
  districtsOf(province: string | undefined, city: string | undefined): string[];
}

/** The shortest form of an official province name (the server's rule: services/admin-catalogue.ts). */
export const provinceShort = (official: string) => [official, ...shortForms(official, 1)].reduce((shortest, form) => (form.length < shortest.length ? form : shortest));

export function regionsOf(list: AreaList): Regions {
  const provinces = Object.entries(list.province_list)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ code, name, short: provinceShort(name) }));
  const codeOf = (table: Record<string, string>, prefix: string, name: string | undefined) =>
    name === undefined ? undefined : Object.entries(table).find(([code, n]) => code.startsWith(prefix) && n === name)?.[0];
  const under = (table: Record<string, string>, prefix: string) =>
    Object.entries(table)
      .filter(([code]) => code.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, name]) => name);
  return {
    provinces,
    groups: REGION_GROUPS.map((group) => ({
      name: group.name,
      provinces: provinces.filter((p) => group.digits.includes(p.code[0])),
    })),
    citiesOf(province) {
      const code = codeOf(list.province_list, '', province);
      return code ? under(list.city_list, code.slice(0, 2)) : [];
    },
    districtsOf(province, city) {
      const provinceCode = codeOf(list.province_list, '', province);
      const cityCode = provinceCode ? codeOf(list.city_list, provinceCode.slice(0, 2), city) : undefined;
      return cityCode ? under(list.county_list, cityCode.slice(0, 4)) : [];
    },
  };
}

let loaded: Promise<Regions> | null = null;

/**
 * China's divisions (shared-contracts/regions/data, large): loaded when the courier drawer first opens,
 * never with the page. null until loaded; an error when the chunk cannot load.
 */
export function useRegions(enabled: boolean): {
  regions: Regions | null;
  failed: boolean;
} {
  const [regions, setRegions] = useState<Regions | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || regions) return;
    let live = true;
    loaded ??= import(/* webpackChunkName: "region-data" */ 'shared-contracts/regions/data').then((m) => regionsOf(m.divisions));
    loaded.then(
      (value) => live && setRegions(value),
      () => {
        loaded = null;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, regions]);
  return { regions, failed };
}
