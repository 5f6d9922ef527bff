/**
 * The labelled form copied from shop back-ends: `收货人：张三 手机号码：138… 所在地区：浙江省 杭州市 西湖区
 * 详细地址：…`, fields in any order. A label is a known field name followed by `:` (full-width colons are
 * normalised), or one of the unmistakable ones (收货人, 手机号码, 详细地址…) at the start of the line
 * or after a separator even without a colon.
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
    ['所在地区', 'region'], ['所在区域', 'region'], ['所在地', 'region'], ['收货地区', 'region'], ['地区', 'region'],
    ['省市区', 'region'], ['省市县', 'region'], ['区域', 'region'],
    ['收货人地址', 'address'], ['收件人地址', 'address'], ['详细地址', 'address'], ['收货地址', 'address'],
    ['收件地址', 'address'], ['街道地址', 'address'], ['地址', 'address'],
    ['订单编号', 'order'], ['订单号码', 'order'], ['订单号', 'order'], ['单号', 'order'],
    ['邮政编码', 'postcode'], ['邮编', 'postcode'],
    ['买家留言', 'note'], ['卖家备注', 'note'], ['备注', 'note'], ['留言', 'note'],
  ] as [string, FieldType][]
).sort((a, b) => b[0].length - a[0].length);

/** Labels recognised without a colon, by first character. */
const BARE = new Map<number, [string, FieldType][]>();
for (const entry of LABELS) {
  const [label] = entry;
  if (label.length < 3 || ['所在地', '省市区', '省市县'].includes(label)) continue;
  const first = label.charCodeAt(0);
  if (!BARE.has(first)) BARE.set(first, []);
  BARE.get(first)?.push(entry);
}
const NONE: Label[] = [];

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
    } else if (i >= after && (i === 0 || isSoftSeparator(t.charCodeAt(i - 1)))) {
      for (const [text, type] of BARE.get(c) ?? NONE_BARE) {
        if (!t.startsWith(text, i)) continue;
        let k = i + text.length;
        while (k < t.length && t.charCodeAt(k) === SPACE) k += 1;
        if (k < t.length && t.charCodeAt(k) === COLON) break; // a colon label: read at the colon
        label = { start: i, end: i + text.length, type };
        break;
      }
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
const NONE_BARE: [string, FieldType][] = [];
