/**
 * One line → one recipient row, or the reason it is not one. The steps, on the first LINE_CAP
 * characters of the line (normalised one character to one, so positions agree everywhere):
 * 1. labels (`收货人：`) split the line into typed fields (labelled.ts);
 * 2. the mobile number (phone.ts), the leading order number (order-number.ts) and a trailing 6-digit
 *    postcode are found and blanked out: they end fields ("hard" positions);
 * 3. the best chain of division names gives province/city/district (region-matcher.ts);
 * 4. the detail address is what follows the chain up to the next hard position; the name is the
 *    labelled name, else the text before the address (same field first, then the fields before
 *    it), else a short field after it, else the last word of the address (name.ts limits it).
 */
import { findLabels, type FieldType, type Label } from './labelled';
import { fitName, nameCandidate, nameLike, withoutNumbers } from './name';
import { COLON, COMMA, LINE_CAP, NORMALISE, SPACE, codesToString, isDigit, isSoftSeparator, tidy } from './normalise';
import { leadingRunEnd, tidyOrderNumber } from './order-number';
import { findLandlines, scanPhone, type PhoneScan } from './phone';
import type { RegionIndex } from './region-index';
import { matchRegion, type RegionMatch } from './region-matcher';
import { placeOf } from './place';
import type { RecognisedRow, RejectCode } from './types';

export type LineResult = { row: RecognisedRow } | { code: RejectCode; reason: string };

/** Buffers of the line being read (the recogniser is synchronous, so one set serves every line). */
const norm = new Uint16Array(LINE_CAP);
const simp = new Uint16Array(LINE_CAP);
const hard = new Uint8Array(LINE_CAP + 1);
const noRegion = new Uint8Array(LINE_CAP + 1);

interface Field {
  start: number;
  end: number;
  type: FieldType | null;
}

interface Segment {
  start: number;
  end: number;
  type: FieldType | null;
  /** Segments of one block are separated by commas only; blocks by phone, labels, order number. */
  block: number;
}

/**
 * Characters (normalised) that make a line worth the landline and marked-postcode searches, noted while
 * the line is normalised so that most lines skip both: a 0 after a non-digit (0571-…) or 400/800, 座 and
 * 固 (座机, 固话); 邮 (邮编) and opening brackets.
 */
const MAYBE_LANDLINE = 1;
const MAYBE_POSTCODE = 2;
const ZERO = 4;
const HINT = new Uint8Array(65536);
HINT[0x30] = ZERO;
for (const ch of '座固') HINT[ch.charCodeAt(0)] = MAYBE_LANDLINE;
for (const ch of '邮([【') HINT[ch.charCodeAt(0)] = MAYBE_POSTCODE;

const NO_FIELDS: Field[] = [];

function fieldsOf(labels: Label[], n: number): Field[] {
  if (labels.length === 0) return [{ start: 0, end: n, type: null }];
  const fields: Field[] = [];
  if (labels[0].start > 0) fields.push({ start: 0, end: labels[0].start, type: null });
  for (let k = 0; k < labels.length; k += 1) {
    const start = labels[k].end;
    const end = k + 1 < labels.length ? Math.max(start, labels[k + 1].start) : n;
    const type = labels[k].type;
    const cut =
      type === 'name' ? nameFieldEnd(start, end) : type === 'postcode' ? postcodeFieldEnd(start, end) : type === 'phone' ? phoneFieldEnd(start, end) : end;
    fields.push({ start, end: cut, type });
    // the rest of an unlabelled line after `收件人张三，`, `邮编310000 ` or `手机138…，`: a field of its own
    if (cut < end) fields.push({ start: cut, end, type: null });
  }
  return fields;
}

/** A name label's value ends at the first comma, space or digit after it (`收件人张三，138…，浙江…`). */
function nameFieldEnd(start: number, end: number): number {
  let i = start;
  while (i < end && (norm[i] === SPACE || norm[i] === COLON)) i += 1;
  while (i < end && norm[i] !== COMMA && norm[i] !== SPACE && !isDigit(norm[i])) i += 1;
  return i;
}

/** What an extension marker or a number written with spaces, dashes, brackets, a mask or + is made of. */
const NUMBER_PART = new Set([...' -+()*#:转分机号ext.EXT'].map((ch) => ch.charCodeAt(0)));

/**
 * A phone label's value is the number after it, with its extension (`手机：138… 转12，周敏` → `138… 转12`):
 * what follows is another field, which may hold the name (`…，手机13811112222，周敏`).
 */
function phoneFieldEnd(start: number, end: number): number {
  let i = start;
  while (i < end && !hard[i] && (norm[i] === SPACE || norm[i] === COLON || norm[i] === COMMA)) i += 1;
  if (i < end && !hard[i] && !isDigit(norm[i]) && norm[i] !== 0x2b && norm[i] !== 0x28) return end; // `电话：无` and the like: as before
  while (i < end && (hard[i] || isDigit(norm[i]) || NUMBER_PART.has(norm[i]))) i += 1;
  while (i > start && !hard[i - 1] && norm[i - 1] === SPACE) i -= 1;
  return i;
}

/** A postcode label's value is the 6 digits after it (`邮编：310000 张三 138…`). */
function postcodeFieldEnd(start: number, end: number): number {
  let i = start;
  while (i < end && (norm[i] === SPACE || norm[i] === COLON)) i += 1;
  const digits = i;
  while (i < end && isDigit(norm[i])) i += 1;
  return i - digits === 6 ? i : end;
}

/** A postcode with its marker anywhere in the line: `邮编310000`, `邮政编码:310000`, `(310000)`, `[310000]`, `【310000】`. */
const MARKED_POSTCODE = /(?:邮政编码|邮编) ?:? ?[0-9]{6}(?![0-9])|[([【] ?[0-9]{6} ?[)\]】]/g;

function stripMarkedPostcodes(t: string): void {
  MARKED_POSTCODE.lastIndex = 0;
  for (let m = MARKED_POSTCODE.exec(t); m; m = MARKED_POSTCODE.exec(t)) hard.fill(1, m.index, m.index + m[0].length);
}

function fieldAt(fields: Field[], p: number): Field | undefined {
  for (const f of fields) if (p >= f.start && p < f.end) return f;
  return undefined;
}

function segmentsOf(fields: Field[], n: number): Segment[] {
  const out: Segment[] = [];
  let block = 0;
  let start = -1;
  let type: FieldType | null = null;
  for (let i = 0; i <= n; i += 1) {
    const boundary = i === n || hard[i] === 1 || norm[i] === COMMA;
    if (boundary) {
      if (start >= 0) out.push({ start, end: i, type, block });
      start = -1;
      if (i === n || hard[i]) block += 1;
    } else if (start < 0) {
      start = i;
      type = fieldAt(fields, i)?.type ?? null;
    }
  }
  return out;
}

/** Text of positions [from, to) that are not hard; a hard gap reads as a space. */
function textOf(str: string, from: number, to: number): string {
  let out = '';
  let i = from;
  while (i < to) {
    if (hard[i]) {
      out += ' ';
      while (i < to && hard[i]) i += 1;
      continue;
    }
    const a = i;
    while (i < to && !hard[i]) i += 1;
    out += str.slice(a, i);
  }
  return out;
}

function blockEnd(p: number, n: number): number {
  let q = p;
  while (q < n && !hard[q]) q += 1;
  return q;
}

/**
 * Marks a trailing 6-digit postcode of a block, written apart from the address (`…100号 310012`,
 * `…100号，310012`), as hard. Six digits written onto the address (`3幢601602`) are a room number.
 */
function stripPostcode(n: number): void {
  let i = n - 1;
  while (i >= 0) {
    // from the end of a block, skip separators, then expect exactly 6 digits after a non-digit
    while (i >= 0 && !hard[i] && isSoftSeparator(norm[i])) i -= 1;
    if (i >= 0 && !hard[i]) {
      let j = i;
      while (j >= 0 && !hard[j] && isDigit(norm[j])) j -= 1;
      if (i - j === 6 && (j < 0 || hard[j] || isSoftSeparator(norm[j]))) {
        hard.fill(1, j + 1, i + 1);
        return;
      }
    }
    // try the end of the block before
    while (i >= 0 && !hard[i]) i -= 1;
    while (i >= 0 && hard[i]) i -= 1;
  }
}

/** The end of the line's leading run of digits and dashes when it is, as a whole, one landline number; else 0. */
function leadingLandline(t: string, n: number): number {
  const lead = leadingRunEnd(norm, n);
  const spans = lead > 0 ? findLandlines(t.slice(0, lead)) : null;
  return spans !== null && spans[0] === 0 && spans[1] === lead ? lead : 0;
}

function reject(code: RejectCode, reason: string): LineResult {
  return { code, reason };
}

export function recogniseLine(text: string, line: number, index: RegionIndex): LineResult {
  const n = Math.min(text.length, LINE_CAP);
  const table = index.matchTable;
  let converted = 0;
  let normalised = 0;
  let hints = 0;
  for (let i = 0; i < n; i += 1) {
    const c = text.charCodeAt(i);
    const s = NORMALISE[c];
    const m = table[c];
    norm[i] = s;
    simp[i] = m;
    if (s !== c) normalised += 1;
    if (m !== s) converted += 1;
    const h = HINT[s];
    if (h !== 0) {
      if (h !== ZERO) hints |= h;
      else if (i === 0 || !isDigit(norm[i - 1]) || (i >= 2 && norm[i - 1] === 0x30 && (norm[i - 2] === 0x34 || norm[i - 2] === 0x38))) hints |= MAYBE_LANDLINE; // 0571…, 400…
    }
  }
  hard.fill(0, 0, n);
  hard[n] = 1;
  /** The line normalised (full-width to half-width, separators unified). */
  const t = normalised === 0 ? (n === text.length ? text : text.slice(0, n)) : codesToString(norm, 0, n);

  // landlines (座机 0571-88886666) are never the phone, nor part of the name or address; but the leading run
  // of digits and dashes is the order number (SPEC §5), so `2291-0755-8812-3306` holds no landline
  const landlines = hints & MAYBE_LANDLINE ? findLandlines(t, leadingRunEnd(norm, n)) : null;
  if (landlines) {
    for (let k = 0; k < landlines.length; k += 2) {
      hard.fill(1, landlines[k], landlines[k + 1]);
      norm.fill(SPACE, landlines[k], landlines[k + 1]);
    }
  }

  // 1. labels, read in simplified form (詳細地址 is 详细地址); positions are the same character for character
  const labels = findLabels(converted === 0 ? t : codesToString(simp, 0, n));
  for (const l of labels) hard.fill(1, l.start, l.end);
  const fields = fieldsOf(labels, n);
  // a plain line (no labels) has one untyped field: nothing to filter or allocate
  const typed = (type: FieldType): Field[] => (labels.length === 0 ? NO_FIELDS : fields.filter((f) => f.type === type));
  const firstTyped = (type: FieldType): Field | undefined => (labels.length === 0 ? undefined : fields.find((f) => f.type === type));

  // 2. phone and order number
  let phone: PhoneScan = scanPhone(norm, 0, n);
  for (let guard = 0; phone && guard < 4; guard += 1) {
    const f = fieldAt(fields, phone.start);
    if (!f || (f.type !== 'order' && f.type !== 'postcode' && f.type !== 'note')) break;
    phone = scanPhone(norm, f.end, n);
  }
  let order = '';
  const orderField = firstTyped('order');
  if (orderField) {
    order = tidyOrderNumber(tidy(textOf(t, orderField.start, orderField.end)));
    hard.fill(1, orderField.start, orderField.end);
  } else if (labels.length === 0 || labels[0].start > 0) {
    let lead = leadingRunEnd(norm, labels.length ? labels[0].start : n);
    if (lead > 0 && phone && phone.kind === 'mobile' && phone.start < lead) {
      // a mobile read in the leading run (`2023-139-1234-5678`): the run is the order number when a
      // mobile follows it; else the mobile starts the line, or ends the order number (`1001-138…`)
      const second = scanPhone(norm, lead, n);
      if (second && second.kind === 'mobile') phone = second;
      else if (phone.start === 0) lead = 0;
      else lead = phone.start;
    }
    if (lead > 0) {
      order = tidyOrderNumber(t.slice(0, lead));
      hard.fill(1, 0, lead);
    }
  }
  // no mobile, and the whole leading run is a landline (`020-66552211，张三，…`): a landline-only line,
  // unless a number after it is a wrong mobile
  const landlineLead = !landlines && hints & MAYBE_LANDLINE && (!phone || phone.kind === 'invalid') ? leadingLandline(t, n) : 0;
  if (landlineLead > 0) {
    const after = phone && phone.start >= landlineLead ? phone : scanPhone(norm, landlineLead, n);
    if (!after) return reject('landline_only', '只有座机号码，请填写手机号');
    phone = after;
  }
  if (!phone) return landlines ? reject('landline_only', '只有座机号码，请填写手机号') : reject('no_phone', '没有手机号码');
  if (phone.kind === 'invalid') return reject('invalid_phone', `手机号码「${phone.text}」不正确`);
  hard.fill(1, phone.start, phone.end);
  for (const f of fields) if (f.type === 'postcode' || f.type === 'note') hard.fill(1, f.start, f.end);
  if (hints & MAYBE_POSTCODE) stripMarkedPostcodes(t);
  stripPostcode(n);

  // 3. region: labelled region/address fields first, never in a name field
  noRegion.set(hard.subarray(0, n + 1));
  if (labels.length > 0) for (const f of typed('name')) noRegion.fill(1, f.start, f.end);
  let region: RegionMatch | null = null;
  let regionField: Field | undefined;
  for (const f of labels.length === 0 ? NO_FIELDS : [...typed('region'), ...typed('address')]) {
    region = matchRegion(simp, f.start, f.end, noRegion, index);
    if (region) {
      regionField = f;
      break;
    }
  }
  if (!region) region = matchRegion(simp, 0, n, noRegion, index);
  if (!region) return reject('no_province', '没有识别到省份或城市');

  // 4. detail address and name
  // traditional text (two characters or more read differently): the detail is given in simplified form
  const out = converted >= 2 ? codesToString(simp, 0, n) : t;
  const segments = segmentsOf(fields, n);
  const regionSeg = segments.findIndex((s) => region.start >= s.start && region.start < s.end);
  const end = region.end;
  const detailEnd = blockEnd(end, n);
  let detail = '';
  let name = '';
  let nameCut: { start: number; end: number } | null = null;

  const nameField = firstTyped('name');
  if (nameField) name = nameCandidate(withoutNumbers(tidy(textOf(t, nameField.start, nameField.end))));
  if (!name && regionSeg >= 0) {
    name = nameCandidate(withoutNumbers(tidy(textOf(t, segments[regionSeg].start, region.start))));
    for (let k = regionSeg - 1; !name && k >= 0; k -= 1) {
      const seg = segments[k];
      if (seg.type && seg.type !== 'name') continue;
      name = nameCandidate(withoutNumbers(tidy(textOf(t, seg.start, seg.end))));
    }
  }
  if (!name) {
    // a short field after the address: the last one in the address's block (`地址,大厦,张三`), else the first after it
    for (const seg of segments) {
      if (seg.start < end || (seg.type && seg.type !== 'name')) continue;
      if (name && seg.start >= detailEnd) break;
      const candidate = nameCandidate(textOf(t, seg.start, seg.end));
      if (nameLike(candidate)) {
        name = candidate;
        nameCut = seg.start < detailEnd ? seg : null;
      }
    }
  }

  if (regionField?.type === 'region') {
    // labelled: what is left of the region field, then the detail field
    detail = textOf(out, end, regionField.end);
    const addressField = firstTyped('address');
    if (addressField) detail += ' ' + addressText(addressField, region, index, out);
  } else if (nameCut) {
    detail = textOf(out, end, nameCut.start) + ' ' + textOf(out, nameCut.end, detailEnd);
  } else {
    detail = textOf(out, end, detailEnd);
  }
  detail = tidy(detail.replace(/ *, */g, ','));

  if (!name) {
    // the last word of the address, when it reads as a name: `…文三路100号 张三`
    // …or the last two words when the last is the 收 that marks it: `…文三路100号 张三 收`
    let space = detail.lastIndexOf(' ');
    if (space > 0 && detail.slice(space + 1) === '收') space = detail.lastIndexOf(' ', space - 1);
    const last = space > 0 ? nameCandidate(detail.slice(space + 1)) : '';
    if (last && nameLike(last) && /^[\u3400-\u9fff]+$/.test(last) && last.length <= 4) {
      name = last;
      detail = tidy(detail.slice(0, space));
    }
  }
  if (!name) return reject('no_name', '没有收件人姓名');
  const fit = fitName(name);
  if ('tooLong' in fit) return reject('name_too_long', `姓名「${fit.tooLong}」超过4个字`);
  if (!fit.name) return reject('no_name', '没有收件人姓名');

  const d = region.division;
  const row: RecognisedRow = {
    line,
    shop_order: order,
    rec_name: fit.name,
    rec_mobile: phone.mobile,
    rec_province: d.province,
    rec_city: d.cityName,
    rec_district: d.district,
    rec_address: detail,
  };
  if (fit.warning) row.warning = fit.warning;
  if (region.candidates) {
    const place = placeOf(region);
    row.rec_province = place.province;
    row.rec_city = place.city;
    row.rec_district = place.district;
    if (place.candidates) row.candidates = place.candidates;
    if (place.warning) row.warning = row.warning ? `${row.warning}；${place.warning}` : place.warning;
  }
  return { row };
}

/** The labelled detail field, without the divisions it repeats (`详细地址：浙江省杭州市西湖区文三路…`). */
function addressText(field: Field, region: RegionMatch, index: RegionIndex, out: string): string {
  let from = field.start;
  while (from < field.end && (hard[from] || norm[from] === SPACE)) from += 1;
  const again = matchRegion(simp, from, field.end, noRegion, index);
  if (again && again.start === from) {
    const a = region.division;
    const b = again.division;
    const related = a.prov === b.prov && (a.level === 1 || b.level === 1 || a.city === b.city);
    if (related) from = again.end;
  }
  return textOf(out, from, field.end);
}
