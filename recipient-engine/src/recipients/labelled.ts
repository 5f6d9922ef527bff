/**
 * The labelled form copied from shop back-ends: `收货人：张三 手机号码：138… 所在地区：浙江省 杭州市 西湖区
 * 详细地址：…`, fields in any order. A label is a known field name followed by `:` (full-width colons are
 * normalised), or one of the unmistakable ones (收货人, 手机号码, 详细地址…, and 姓名, 地址) at the start of
 * the line or after a separator even without a colon. A phone label (手机, 电话, 座机, 固话, 联系电话…)
 * without a colon is one before a number, wherever it is written (`周敏，座机020-…，手机138…`,
 * `周敏手机138…`), or standing alone in its field. Labels are never the name (isLabelWord).
 */
import { COLON, SPACE, isSoftSeparator } from './normalise';

export type FieldType = 'name' | 'phone' | 'region' | 'address' | 'order' | 'postcode' | 'note';

export interface Label {
  /** Where the label starts. */
  start: number;
  /** Where its value starts (after the colon). */
  end: number;
  type: FieldType;
}

const LABELS: [string, FieldType][] = (
  [
    ['收货人姓名', 'name'], ['收件人姓名', 'name'], ['联系人姓名', 'name'], ['收货人', 'name'], ['收件人', 'name'],
    ['联系人', 'name'], ['姓名', 'name'], ['名字', 'name'], ['客户姓名', 'name'], ['收货姓名', 'name'],
    ['收货人手机', 'phone'], ['收件人手机', 'phone'], ['收货人电话', 'phone'], ['收件人电话', 'phone'],
    ['联系人电话', 'phone'], ['联系人手机', 'phone'], ['手机号码', 'phone'], ['手机号', 'phone'], ['手机', 'phone'],
    ['联系电话', 'phone'], ['电话号码', 'phone'], ['电话', 'phone'], ['联系方式', 'phone'], ['联系手机', 'phone'],
    ['座机号码', 'phone'], ['座机', 'phone'], ['固话', 'phone'], ['固定电话', 'phone'],
    ['所在地区', 'region'], ['所在区域', 'region'], ['所在地', 'region'], ['收货地区', 'region'], ['地区', 'region'],
    ['省市区', 'region'], ['省市县', 'region'], ['区域', 'region'],
    ['收货人地址', 'address'], ['收件人地址', 'address'], ['详细地址', 'address'], ['收货地址', 'address'],
    ['收件地址', 'address'], ['街道地址', 'address'], ['地址', 'address'],
    ['订单编号', 'order'], ['订单号码', 'order'], ['订单号', 'order'], ['单号', 'order'],
    ['邮政编码', 'postcode'], ['邮编', 'postcode'],
    ['买家留言', 'note'], ['卖家备注', 'note'], ['备注', 'note'], ['留言', 'note'],
  ] as [string, FieldType][]
).sort((a, b) => b[0].length - a[0].length);

const LABEL_WORDS = new Set(LABELS.map(([label]) => label));
const LABEL_FIRST = new Uint8Array(65536);
for (const [label] of LABELS) LABEL_FIRST[label.charCodeAt(0)] = 1;

/** Whether s is a label, with or without its colon (`手机`, `电话:`): a label is never a name. */
export function isLabelWord(s: string): boolean {
  if (s.length < 2 || LABEL_FIRST[s.charCodeAt(0)] === 0) return false;
  return LABEL_WORDS.has(s) || (s.charCodeAt(s.length - 1) === COLON && LABEL_WORDS.has(s.slice(0, -1)));
}

/** Two-character labels also read without a colon at the start of the line or after a separator. */
const SHORT_BARE = ['姓名', '地址', '手机', '电话', '座机', '固话'];

/** Labels recognised without a colon at the start of the line or after a separator, by first character. */
const BARE = new Map<number, [string, FieldType][]>();
/** Phone labels, also recognised straight after other text when a number follows (`周敏手机138…`), by first character. */
const BEFORE_NUMBER = new Map<number, [string, FieldType][]>();
/** The first characters of BARE's labels (1) and BEFORE_NUMBER's (2): most characters of a line are neither, and skip the maps. */
const FIRST = new Uint8Array(65536);
const BARE_FIRST = 1;
const PHONE_FIRST = 2;
for (const entry of LABELS) {
  const [label, type] = entry;
  if (type === 'phone') {
    add(BEFORE_NUMBER, entry);
    FIRST[label.charCodeAt(0)] |= PHONE_FIRST;
  }
  if (label.length < 3 ? !SHORT_BARE.includes(label) : ['所在地', '省市区', '省市县'].includes(label)) continue;
  add(BARE, entry);
  FIRST[label.charCodeAt(0)] |= BARE_FIRST;
}
function add(map: Map<number, [string, FieldType][]>, entry: [string, FieldType]): void {
  const first = entry[0].charCodeAt(0);
  if (!map.has(first)) map.set(first, []);
  map.get(first)?.push(entry);
}
const NONE: Label[] = [];

/**
 * A phone label without a colon is one before a number; at the start of the line or after a separator
 * also a long one (手机号码) before anything, and a short one (手机) alone in its field (`订单号,收货人,手机,地址`).
 */
function phoneLabelFits(t: string, label: Label): boolean {
  if (numberAt(t, label.end)) return true;
  if (label.start > 0 && !isSoftSeparator(t.charCodeAt(label.start - 1))) return false;
  if (label.end - label.start >= 3) return true;
  let k = label.end;
  while (k < t.length && t.charCodeAt(k) === SPACE) k += 1;
  return k >= t.length || isSoftSeparator(t.charCodeAt(k));
}

/** Whether a number starts at k, after spaces (`手机 138…`, `电话+86…`, `座机(0571)…`). */
function numberAt(t: string, k: number): boolean {
  while (k < t.length && t.charCodeAt(k) === SPACE) k += 1;
  const c = t.charCodeAt(k);
  return (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x28;
}

function colonLabel(t: string, colon: number): Label | null {
  let j = colon;
  while (j > 0 && t.charCodeAt(j - 1) === SPACE) j -= 1;
  for (const [label, type] of LABELS) {
    if (j >= label.length && t.startsWith(label, j - label.length)) return { start: j - label.length, end: colon + 1, type };
  }
  return null;
}

/** The labels of a normalised line, in order; empty for a plain line. */
export function findLabels(t: string): Label[] {
  let found = NONE;
  let after = 0; // labels do not overlap
  for (let i = 0; i < t.length; i += 1) {
    const c = t.charCodeAt(i);
    let label: Label | null = null;
    if (c === COLON) {
      label = colonLabel(t, i);
      if (label && label.start < after) label = null;
    } else if (i >= after && FIRST[c] !== 0) {
      const first = FIRST[c];
      label = first & BARE_FIRST && (i === 0 || isSoftSeparator(t.charCodeAt(i - 1))) ? bareLabel(t, i, BARE.get(c)) : null;
      // a phone label straight after a name or an address (`周敏手机138…`): only before a number
      if (!label && first & PHONE_FIRST) label = bareLabel(t, i, BEFORE_NUMBER.get(c));
      if (label && label.type === 'phone' && !phoneLabelFits(t, label)) label = null;
    }
    if (label) {
      if (found === NONE) found = [];
      found.push(label);
      after = label.end;
      i = label.end - 1;
    }
  }
  return found;
}

/** The longest of the labels that starts at i without a colon after it (a colon label is read at the colon). */
function bareLabel(t: string, i: number, labels: [string, FieldType][] | undefined): Label | null {
  if (!labels) return null;
  for (const [text, type] of labels) {
    if (!t.startsWith(text, i)) continue;
    let k = i + text.length;
    while (k < t.length && t.charCodeAt(k) === SPACE) k += 1;
    if (k < t.length && t.charCodeAt(k) === COLON) return null;
    return { start: i, end: i + text.length, type };
  }
  return null;
}
