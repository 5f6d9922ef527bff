/**
 * Finds the province/city/district a line names. A "mention" is a division name (full, short or old)
 * found in the trie; a "chain" is a run of mentions, each inside the one before (浙江 杭州 西湖区),
 * separated by nothing, spaces or punctuation. The best chain of the line wins: the one that names
 * the most levels, then the longest, then the first.
 *
 * Rules that keep addresses from moving:
 * - a short form (北京, 中山, 延安) followed by a road word (路, 街, 大道, 东路, 五路…) is a road, not a place,
 *   unless a full division name follows (哈尔滨道里区);
 * - a county's short form, a town or a generic name (城区) counts only after its parent, or a short
 *   form with its suffix (密云县); so `西湖` in a detail address does not start an address;
 * - a chain stops at the district: what follows is the detail address, whatever places it names.
 * Names that several divisions share (朝阳区, 鼓楼区) are narrowed by the mentions before them; when
 * nothing narrows them, the match carries them all as `candidates` (never a silent guess). A province
 * and a city of the same name (吉林) or a province's short form shared with a prefecture's (海南) are
 * not ambiguous: the shallowest level is taken, as people write.
 */
import { COUNTY_SUFFIXES, DIVISION_SUFFIXES } from 'shared-contracts/regions';
import { isSoftSeparator } from './normalise';
import { KeyKind, type Division, type KeyHit, type RegionIndex, type TrieNode } from './region-index';

export interface RegionMatch {
  /** Position of the first character of the first division name. */
  start: number;
  /** Position after the last division name. */
  end: number;
  /** The most precise division recognised. */
  division: Division;
  /** How many levels the names narrowed the address (1 to 3). */
  depth: number;
  /**
   * Set when the names do not decide the place (朝阳区 alone: 北京 or 长春): every division it could be,
   * two or more; `division` is then only the first of them and must not be used as the answer.
   */
  candidates?: Division[];
}

/** A chain while the best is sought: its last set of divisions when that holds more than one. */
type Chain = RegionMatch & { set: Division[] | null };

interface Mention {
  start: number;
  end: number;
  hits: KeyHit[];
  /** A short form written with its suffix (密云县, 恩施州): as good as a full name. */
  suffixed: boolean;
}

const code = (s: string) => s.charCodeAt(0);
const SUFFIX = new Set([...DIVISION_SUFFIXES].map(code));
const COUNTY_SUFFIX = new Set([...COUNTY_SUFFIXES].map(code));
/** After a short form, these make it a road or a named place, not a division: 中山路, 北京街. */
const ROAD_1 = new Set([...'路街巷弄道桥'].map(code));
/** …and these two-character ones: 中山大道, 长安大街, 中山公园, 南京东路, 延安中路. */
const ROAD_2_FIRST = new Set([...'大广公花小新东西南北中'].map(code));
const ROAD_2 = new Set(['大道', '大街', '大路', '大桥', '广场', '公园', '花园', '小区', '新村', '大厦'].map((s) => s.charCodeAt(0) * 65536 + s.charCodeAt(1)));
const ROAD_AFTER_DIRECTION = new Set([...'路街道巷大'].map(code));
const DIRECTION = new Set([...'东西南北中'].map(code));
/** …and numbered roads: 中山五路, 解放二街. */
const NUMERAL = new Set([...'一二三四五六七八九十'].map(code));
/** Fillers some back-ends put between city and district: 市辖区, and the data's own grouping 县 of 重庆 (`重庆市 县 忠县`). */
const FILLER = '市辖区';
const COUNTY_GROUPING = 0x53bf; // 县

/** Whether a full division name starts at p (道里区 after 哈尔滨 is a district, not a road). */
function fullNameAt(p: number, m: Uint16Array, n: number, hard: Uint8Array, index: RegionIndex): boolean {
  let node = index.root[m[p]];
  for (let j = p + 1; node && j <= n; j += 1) {
    if (node.hits && node.hits.some((h) => h.kind === KeyKind.Full)) return true;
    if (j >= n || hard[j] || !node.next) return false;
    node = node.next.get(m[j]);
  }
  return false;
}

function roadFollows(m: Uint16Array, end: number, n: number, hard: Uint8Array, index: RegionIndex): boolean {
  if (end >= n || hard[end]) return false;
  const c = m[end];
  if (index.root[c] && fullNameAt(end, m, n, hard, index)) return false;
  if (ROAD_1.has(c)) return true;
  if (end + 1 >= n || hard[end + 1]) return false;
  const d = m[end + 1];
  if (NUMERAL.has(c)) return ROAD_AFTER_DIRECTION.has(d);
  if (!ROAD_2_FIRST.has(c)) return false;
  return ROAD_2.has(c * 65536 + d) || (DIRECTION.has(c) && ROAD_AFTER_DIRECTION.has(d));
}

function endsWithCode(name: string, c: number): boolean {
  return name.charCodeAt(name.length - 1) === c;
}

const NONE: Mention[] = [];

/** Mentions of division names starting at p, longest first. */
function mentionsAt(p: number, m: Uint16Array, n: number, hard: Uint8Array, index: RegionIndex): Mention[] {
  let node = index.root[m[p]];
  if (!node) return NONE;
  let found = NONE;
  let j = p + 1;
  for (;;) {
    if (node.hits) {
      if (found === NONE) found = [];
      addMention(found, p, j, node, m, n, hard, index);
    }
    if (j >= n || hard[j] || !node.next) break;
    const child: typeof node | undefined = node.next.get(m[j]);
    if (!child) break;
    node = child;
    j += 1;
  }
  return found.length > 1 ? found.reverse() : found;
}

function addMention(found: Mention[], start: number, end: number, node: TrieNode, m: Uint16Array, n: number, hard: Uint8Array, index: RegionIndex): void {
  const next = end < n && !hard[end] ? m[end] : 0;
  const full = node.full ?? null;
  let short = node.short ?? null;
  if (short && SUFFIX.has(next)) {
    let withSuffix = short.filter((h) => endsWithCode(h.division.name, next));
    if (withSuffix.length === 0 && COUNTY_SUFFIX.has(next)) {
      // a county that became a district or a city keeps its stem: 密云县 → 密云区, 萧山市 → 萧山区
      withSuffix = short.filter((h) => h.division.level === 3 && COUNTY_SUFFIX.has(h.division.name.charCodeAt(h.division.name.length - 1)));
    }
    if (withSuffix.length > 0) {
      found.push({ start, end: end + 1, hits: withSuffix, suffixed: true });
      short = null;
    }
  }
  if (short && roadFollows(m, end, n, hard, index)) short = null;
  // the node's hits are its full names then its short forms: no array to build
  const usable = full && short ? node.hits : (full ?? short);
  if (usable) found.push({ start, end, hits: usable, suffixed: false });
}

function canStart(hit: KeyHit, suffixed: boolean): boolean {
  const d = hit.division;
  if (!d.anchor) return false;
  return hit.kind === KeyKind.Full || suffixed || d.level < 3;
}

/** Whether d is, or lies inside, one of set. */
function insideAny(set: Division[], d: Division): boolean {
  for (const s of set) if (within(s, d)) return true;
  return false;
}

/** Whether b is a, or lies inside a. */
function within(a: Division, b: Division): boolean {
  if (a.code === b.code) return true;
  if (a.level === 1) return b.prov === a.prov;
  if (a.level === 2) return b.level === 3 && b.city === a.city;
  return false;
}

function shallowest(set: Division[]): Division {
  let best = set[0];
  for (const d of set) if (d.level < best.level || (d.level === best.level && d.code < best.code)) best = d;
  return best;
}

function skipSeparators(p: number, m: Uint16Array, n: number, hard: Uint8Array): number {
  let q = p;
  for (;;) {
    while (q < n && !hard[q] && isSoftSeparator(m[q])) q += 1;
    if (q + FILLER.length <= n && !hard[q] && !hard[q + 1] && !hard[q + 2] && m[q] === 0x5e02 && m[q + 1] === 0x8f96 && m[q + 2] === 0x533a) q += FILLER.length;
    else if (q > p && m[q] === COUNTY_GROUPING && q + 1 < n && !hard[q + 1] && isSoftSeparator(m[q + 1])) q += 1;
    else return q;
  }
}

/** The chain starting with mention `first`, or null when `first` cannot start one. */
function chainFrom(first: Mention, m: Uint16Array, n: number, hard: Uint8Array, index: RegionIndex): Chain | null {
  let set: Division[] = [];
  for (const h of first.hits) if (canStart(h, first.suffixed)) set.push(h.division);
  if (set.length === 0) return null;
  let level = shallowest(set).level;
  let depth = 1;
  let end = first.end;
  for (let steps = 0; steps < 6; steps += 1) {
    const q = skipSeparators(end, m, n, hard);
    if (q >= n || hard[q]) break;
    let next: Division[] | null = null;
    let nextEnd = 0;
    for (const mention of mentionsAt(q, m, n, hard, index)) {
      // allocated only for a mention inside the set: most mentions after the chain are not
      let inside: Division[] | null = null;
      for (const h of mention.hits) {
        const d = h.division;
        if (inside !== null && inside.includes(d)) continue;
        // naming the same division again counts only in full (上海 上海市); a short form is the detail (武侯区武侯祠)
        if (h.kind !== KeyKind.Full && !mention.suffixed && set.includes(d)) continue;
        if (insideAny(set, d)) (inside ??= []).push(d);
      }
      if (inside !== null) {
        next = inside;
        nextEnd = mention.end;
        break;
      }
    }
    if (!next) break;
    const nextLevel = shallowest(next).level;
    if (nextLevel > level) depth += 1;
    level = nextLevel;
    set = next;
    end = nextEnd;
    if (level === 3 && set.every((d) => d.level === 3)) {
      // at the district: a repeat of it may follow (朝阳区朝阳区), nothing deeper
      const again = skipSeparators(end, m, n, hard);
      const repeat =
        again < n && !hard[again]
          ? mentionsAt(again, m, n, hard, index).find((x) => x.hits.some((h) => set.includes(h.division) && (h.kind === KeyKind.Full || x.suffixed)))
          : undefined;
      if (repeat) end = repeat.end;
      break;
    }
  }
  return { start: first.start, end, division: shallowest(set), depth, set: set.length > 1 ? set : null };
}

/**
 * The divisions a chain's last set could be, when more than one: those not inside another of the set,
 * at the shallowest level or with the same name as the shallowest (连江县: 台湾's and 福州's).
 */
function ambiguity(set: Division[], top: Division): Division[] | undefined {
  const out: Division[] = [];
  for (const d of set) {
    if (d.level !== top.level && d.name !== top.name) continue;
    if (set.some((e) => e !== d && e.level < d.level && within(e, d))) continue;
    out.push(d);
  }
  return out.length > 1 ? out : undefined;
}

function better(a: RegionMatch, b: RegionMatch | null): boolean {
  if (!b) return true;
  if (a.depth !== b.depth) return a.depth > b.depth;
  const la = a.end - a.start;
  const lb = b.end - b.start;
  if (la !== lb) return la > lb;
  return a.start < b.start;
}

/**
 * The best chain of division names in m[from, to) (match-form characters); positions where hard[i]
 * is set (phone, labels…) are neither read nor skipped.
 */
export function matchRegion(m: Uint16Array, from: number, to: number, hard: Uint8Array, index: RegionIndex): RegionMatch | null {
  let best: Chain | null = null;
  for (let i = from; i < to; i += 1) {
    if (hard[i] || !index.root[m[i]]) continue;
    let furthest = -1;
    for (const mention of mentionsAt(i, m, to, hard, index)) {
      const chain = chainFrom(mention, m, to, hard, index);
      if (!chain) continue;
      if (better(chain, best)) best = chain;
      if (chain.end > furthest) furthest = chain.end;
    }
    if (best && best.division.level === 3) break;
    if (furthest > i) i = furthest - 1;
  }
  if (!best) return null;
  const candidates = best.set ? ambiguity(best.set, best.division) : undefined;
  const match: RegionMatch = { start: best.start, end: best.end, division: best.division, depth: best.depth };
  if (candidates) match.candidates = candidates;
  return match;
}
