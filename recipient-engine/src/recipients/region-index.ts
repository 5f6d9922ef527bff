/**
 * The lookup structure built once from the administrative division data: every division with its
 * output names, and a trie over the full, short and old names in their simplified match form.
 */
import { isTown, shortForms, type AreaList } from 'shared-contracts/regions';
import { DIVISION_ALIASES } from './aliases';
import { buildMatchTable, toMatchForm } from './traditional';

/** What the region data chunk (`./region-data`) provides. */
export interface RegionData {
  /** Provinces, prefectures and counties keyed by 6-digit GB/T 2260 code (the shape of @vant/area-data's areaList). */
  areaList: AreaList;
  /** Traditional→simplified pairs of characters (t2s-table.ts). */
  t2sPairs: string;
}

export interface Division {
  code: number;
  level: 1 | 2 | 3;
  name: string;
  /** First two digits of the code. */
  prov: number;
  /** First four digits of the code. */
  city: number;
  /** Whether naming this division (fully, or by a short form with its suffix) can start an address. */
  anchor: boolean;
  /** The row fields this division gives when it is the most precise one recognised. */
  province: string;
  cityName: string;
  district: string;
}

/** How a key names its division. */
export const KeyKind = {
  /** The official name, or an old name (aliases.ts). */
  Full: 0,
  /** A short form (`浙江`, `恩施`, `临平`). */
  Short: 1,
} as const;
export type KeyKind = (typeof KeyKind)[keyof typeof KeyKind];

export interface KeyHit {
  division: Division;
  kind: KeyKind;
}

export interface TrieNode {
  next: Map<number, TrieNode> | null;
  /** Every hit of the key, official and old names first, then short forms. */
  hits: KeyHit[] | null;
  /** The official and old names among `hits`, and the short forms (null when none): split once, at build time. */
  full?: KeyHit[] | null;
  short?: KeyHit[] | null;
}

export interface RegionIndex {
  /** Raw character → normalised simplified character. */
  readonly matchTable: Uint16Array;
  /** First character (match form) → trie node. */
  readonly root: (TrieNode | undefined)[];
  readonly divisions: Map<number, Division>;
  readonly keyCount: number;
}

const PLACEHOLDER = /^(市辖区|其它区|其他区)$/;

function isMunicipalityProvince(code: number, data: RegionData['areaList']): boolean {
  const name = data.province_list[String(code)];
  const prov = Math.floor(code / 10000);
  return Object.keys(data.city_list).some((c) => Math.floor(Number(c) / 10000) === prov && data.city_list[c] === name);
}

/** Builds the index from the division data. Takes a few tens of milliseconds; do it once. */
export function buildRegionIndex(data: RegionData): RegionIndex {
  const { areaList } = data;
  const matchTable = buildMatchTable(data.t2sPairs);
  const divisions = new Map<number, Division>();
  const provinceNames = new Map<number, string>();
  const municipal = new Set<number>();
  for (const [key, name] of Object.entries(areaList.province_list)) {
    const code = Number(key);
    const prov = Math.floor(code / 10000);
    provinceNames.set(prov, name);
    if (isMunicipalityProvince(code, areaList)) municipal.add(prov);
    divisions.set(code, {
      code, level: 1, name, prov, city: prov * 100, anchor: true,
      province: name, cityName: municipal.has(prov) ? name : '', district: '',
    });
  }
  const pseudoCities = new Set<number>();
  for (const [key, name] of Object.entries(areaList.city_list)) {
    const code = Number(key);
    const prov = Math.floor(code / 10000);
    const province = provinceNames.get(prov) ?? '';
    // 省直辖县, 自治区直辖县级行政区划 (and 重庆's 县): groupings, not cities
    const pseudo = /直辖/.test(name) || name.length < 2;
    if (pseudo) pseudoCities.add(Math.floor(code / 100));
    divisions.set(code, {
      code, level: 2, name, prov, city: Math.floor(code / 100), anchor: !pseudo,
      province, cityName: municipal.has(prov) ? province : pseudo ? '' : name, district: '',
    });
  }
  for (const [key, name] of Object.entries(areaList.county_list)) {
    const code = Number(key);
    const prov = Math.floor(code / 10000);
    const city = Math.floor(code / 100);
    const province = provinceNames.get(prov) ?? '';
    const parent = areaList.city_list[String(city * 100)] ?? '';
    let cityName = parent;
    let district = name;
    if (municipal.has(prov)) cityName = province;
    else if (pseudoCities.has(city)) {
      // a county-level city or county directly under the province: it is the city (湖北仙桃 → 仙桃市)
      cityName = name;
      district = '';
    }
    // towns and generic two-character names (城区, 郊区, 东区) are read only after their city
    const anchor = !isTown(name) && name.length > 2;
    divisions.set(code, { code, level: 3, name, prov, city, anchor, province, cityName, district });
  }

  const root: (TrieNode | undefined)[] = new Array(65536).fill(undefined);
  let keyCount = 0;
  const insert = (text: string, hit: KeyHit) => {
    const key = toMatchForm(text, matchTable);
    if (key.length < 2) return; // 重庆's grouping 县: not a name
    let node = root[key.charCodeAt(0)];
    if (!node) node = root[key.charCodeAt(0)] = { next: null, hits: null };
    for (let i = 1; i < key.length; i += 1) {
      const c = key.charCodeAt(i);
      if (!node.next) node.next = new Map();
      let child = node.next.get(c);
      if (!child) {
        child = { next: null, hits: null };
        node.next.set(c, child);
      }
      node = child;
    }
    if (!node.hits) node.hits = [];
    if (!node.hits.some((h) => h.division === hit.division)) {
      node.hits.push(hit);
      keyCount += 1;
    }
  };
  const indexNames = (division: Division, name: string) => {
    insert(name, { division, kind: KeyKind.Full });
    for (const s of shortForms(name, division.level)) insert(s, { division, kind: KeyKind.Short });
  };
  for (const division of divisions.values()) {
    // 市辖区 (嘉峪关) and 其它区 (台湾) are placeholders of the data, not places anyone writes
    if (!PLACEHOLDER.test(division.name)) indexNames(division, division.name);
  }
  for (const alias of DIVISION_ALIASES) {
    const target = findDivision(divisions, alias.now, alias.within);
    if (!target) continue;
    // an old district or county is read only as written in full (崇文区): its short form is in today's
    // place names (崇文门外大街, 芳村大道, 杏林湾路) and must stay in the detail; an old prefecture also by its
    // short form (湖北襄樊)
    if (target.level === 3) insert(alias.old, { division: target, kind: KeyKind.Full });
    else indexNames(target, alias.old);
  }
  const split = (node: TrieNode) => {
    if (node.hits) {
      const full = node.hits.filter((h) => h.kind === KeyKind.Full);
      const short = node.hits.filter((h) => h.kind !== KeyKind.Full);
      node.hits = full.concat(short);
      node.full = full.length > 0 ? full : null;
      node.short = short.length > 0 ? short : null;
    }
    if (node.next) for (const child of node.next.values()) split(child);
  };
  for (const node of root) if (node) split(node);
  return { matchTable, root, divisions, keyCount };
}

/** The division named `name` inside the province or prefecture named `within`. */
export function findDivision(divisions: Map<number, Division>, name: string, within: string): Division | undefined {
  const named: Division[] = [];
  const parents: Division[] = [];
  for (const d of divisions.values()) {
    if (d.name === name) named.push(d);
    if (d.name === within && d.level < 3) parents.push(d);
  }
  return named.find((d) => parents.some((p) => d.code !== p.code && (p.level === 1 ? d.prov === p.prov : d.city === p.city)));
}
