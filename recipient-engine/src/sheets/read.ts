/**
 * readSheet: an order export (淘宝/天猫, 京东, 拼多多, 抖店) → recipients. Steps:
 * 1. the bytes become grids of cell texts (grid.ts: CSV in UTF-8 or GB18030, .xlsx/.xls with SheetJS);
 * 2. the header row is the first of the first 20 rows naming enough known columns (SHEET_HEADER_ALIASES);
 *    title and blank rows above it are skipped; its headers also tell the platform;
 * 3. each row below: blank rows and a totals row are skipped, rows of an order already read are part of
 *    it, the others give a recipient (address through the recognition engine) or a rejection with reason.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from 'shared-contracts/constants';
import { fitName } from '../recipients/name';
import { NORMALISE } from '../recipients/normalise';
import { scanPhone } from '../recipients/phone';
import type { RegionIndex } from '../recipients/region-index';
import { SHEET_HEADER_ALIASES, SHEET_PLATFORM_HEADERS, SHEET_TEMPLATES, type SheetHeaderField } from 'shared-contracts/sheet-templates';
import { splitAddress } from './address';
import { LOSSY, readGrids } from './grid';
import { findHeaderRow, headerKey, type HeaderRow } from './header-row';
import { SheetError, SheetMessages, type SheetPlatform, type SheetRecipient, type SheetRejectedRow, type SheetResult } from './types';

/** The part of the progress bar the file's parsing takes before the rows are processed. */
const READ_SHARE = 0.6;

const FIELD_OF = new Map<string, SheetHeaderField>();
for (const [field, aliases] of Object.entries(SHEET_HEADER_ALIASES) as [SheetHeaderField, readonly string[]][]) {
  for (const a of aliases) if (!FIELD_OF.has(headerKey(a))) FIELD_OF.set(headerKey(a), field);
}

const PLATFORM_NAMES: Record<SheetPlatform, string> = { 1: SHEET_TEMPLATES.jd.name, 2: SHEET_TEMPLATES.tb.name, 3: SHEET_TEMPLATES.pdd.name, 4: SHEET_TEMPLATES.dy.name };

/** How each platform's export titles the needed columns (for the missing-columns message). */
const NEEDED_TITLES: Record<SheetPlatform | 0, { rec_name: string; rec_mobile: string; address: string }> = {
  0: { rec_name: '收货人姓名', rec_mobile: '手机', address: '收货地址' },
  1: { rec_name: '客户姓名', rec_mobile: '联系电话', address: '客户地址' },
  2: { rec_name: '收货人姓名', rec_mobile: '联系手机', address: '收货地址' },
  3: { rec_name: '收货人', rec_mobile: '手机', address: '详细地址' },
  4: { rec_name: '收件人', rec_mobile: '收件人手机号', address: '详细地址' },
};

type Columns = Partial<Record<SheetHeaderField, number>> & {
  remarks: number[];
  messages: number[];
  /** Every phone column, the preferred first (淘宝's 联系手机, then 联系电话). */
  phones: number[];
};

interface Header extends HeaderRow {
  columns: Columns;
  platform: SheetPlatform | null;
}

function headerOf(cells: string[], row: number): Header {
  const columns: Columns = { remarks: [], messages: [], phones: [] };
  const phoneRank: number[] = [];
  const rank: Partial<Record<SheetHeaderField, number>> = {};
  const keys = new Set<string>();
  for (let k = 0; k < cells.length; k += 1) {
    const key = headerKey(cells[k] ?? '');
    if (!key) continue;
    keys.add(key);
    const field = FIELD_OF.get(key);
    if (!field) continue;
    if (field === 'remark') columns.remarks.push(k);
    if (field === 'rec_mobile') {
      const at = (SHEET_HEADER_ALIASES.rec_mobile as readonly string[]).findIndex((a) => headerKey(a) === key);
      let i = 0;
      while (i < phoneRank.length && phoneRank[i] <= at) i += 1;
      phoneRank.splice(i, 0, at);
      columns.phones.splice(i, 0, k);
    }
    if (field === 'buyer_message') columns.messages.push(k);
    // the alias listed first wins (主订单编号 before 子订单编号, 收货地址 before 地址)
    const r = (SHEET_HEADER_ALIASES[field] as readonly string[]).findIndex((a) => headerKey(a) === key);
    if (columns[field] === undefined || r < (rank[field] ?? Infinity)) {
      columns[field] = k;
      rank[field] = r;
    }
  }
  const score = Object.keys(rank).length;
  let platform: SheetPlatform | null = null;
  let best = 0;
  for (const p of [1, 2, 3, 4] as SheetPlatform[]) {
    const hits = SHEET_PLATFORM_HEADERS[p].filter((h) => keys.has(headerKey(h))).length;
    if (hits > best) {
      best = hits;
      platform = p;
    }
  }
  return { row, columns, score, platform };
}

function hasAddress(c: Columns): boolean {
  return c.rec_address !== undefined || c.rec_address_modified !== undefined || c.rec_province !== undefined;
}

function missingOf(h: Header): string[] {
  const titles = NEEDED_TITLES[h.platform ?? 0];
  const missing: string[] = [];
  if (h.columns.rec_name === undefined) missing.push(titles.rec_name);
  if (h.columns.rec_mobile === undefined) missing.push(titles.rec_mobile);
  if (!hasAddress(h.columns)) missing.push(titles.address);
  return missing;
}

function extension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const TOTALS = /^(合计|总计|汇总|小计|总计数|共计)/;

function isBlank(cells: string[]): boolean {
  for (const c of cells) if (c !== '' && c !== undefined) return false;
  return true;
}

function isTotals(cells: string[]): boolean {
  for (const c of cells) if (c) return TOTALS.test(c.replace(/\s/g, ''));
  return false;
}

/** The header row again further down (exports that repeat it per page): three or more cells the same. */
function repeatsHeader(cells: string[], header: string[]): boolean {
  let same = 0;
  for (let k = 0; k < cells.length && k < header.length; k += 1) {
    if (cells[k] && cells[k] === header[k]) same += 1;
    if (same >= 3) return true;
  }
  return false;
}

const phoneBuffer = new Uint16Array(64);

/** The mobile of a phone cell (`13800138000`, `+86 138…`, `13800138000-1234`, `…转1234`, `…分机1234`), or the reason it has none. */
function readPhone(text: string): { mobile: string } | { reason: string } {
  if (!text) return { reason: '没有手机号码' };
  const n = Math.min(text.length, phoneBuffer.length);
  for (let i = 0; i < n; i += 1) phoneBuffer[i] = NORMALISE[text.charCodeAt(i)];
  const found = scanPhone(phoneBuffer, 0, n);
  if (found && found.kind === 'mobile') return { mobile: found.mobile };
  if (text.includes('*')) return { reason: `手机号码「${text}」被隐藏，请导出完整号码` };
  return { reason: `手机号码「${text}」不正确` };
}

/** A number in exponent form (`2.31121E+18`): what a spreadsheet shows, and a CSV it re-saved keeps, of a long number. */
const EXPONENT = /^[0-9](\.[0-9]+)?E\+?[0-9]+$/i;

function lossyReason(what: string, text: string): string {
  const shown = text.startsWith(LOSSY) ? text.slice(LOSSY.length) : text;
  return `${what}「${shown}」在表格里存成了数字，后几位已丢失；请把该列设为文本后重新导出`;
}

/** Joins address parts, leaving out a part the next one already starts with (街道 repeated in 详细地址). */
function joinParts(parts: string[]): string {
  let out = '';
  for (let k = 0; k < parts.length; k += 1) {
    const p = parts[k];
    if (!p) continue;
    const next = parts.slice(k + 1).find((x) => x) ?? '';
    if (next.startsWith(p)) continue;
    out = out ? `${out} ${p}` : p;
  }
  return out;
}

/**
 * Reads a spreadsheet export. `onProgress` gets 0..1: 0 at the start, 0.6 once the file is parsed, then
 * up to 1 while rows are processed. Throws SheetError.
 * Row numbers are as Excel shows them (a plain export's header is row 1, its first data row 2).
 */
export function readSheet(bytes: Uint8Array, fileName: string, regions: RegionIndex, onProgress?: (fraction: number) => void): SheetResult {
  if (!(UPLOAD_TYPES as readonly string[]).includes(extension(fileName))) {
    throw new SheetError('unsupported_type', SheetMessages.unsupportedType);
  }
  if (bytes.length > UPLOAD_MAX_BYTES) throw new SheetError('too_large', SheetMessages.tooLarge);
  onProgress?.(0);
  const { sheets } = readGrids(bytes);
  // reading the file is about 60 % of the time (SheetJS), the rows the rest
  onProgress?.(READ_SHARE);

  const { found, best } = findHeaderRow(sheets, headerOf, (h) => missingOf(h).length === 0);
  if (!found) {
    const platformName = best?.platform ? PLATFORM_NAMES[best.platform] : null;
    const missing = best ? missingOf(best) : [NEEDED_TITLES[0].rec_name, NEEDED_TITLES[0].rec_mobile, NEEDED_TITLES[0].address];
    throw new SheetError('missing_columns', SheetMessages.missingColumns(missing, platformName), { missing, platformName });
  }

  const { grid, header } = found;
  const { columns: col, platform } = header;
  const headerCells = grid[header.row];
  const recipients: SheetRecipient[] = [];
  const rejected: SheetRejectedRow[] = [];
  const orders = new Set<string>();
  /** The recipient of each order number read, to add the statuses of its further rows. */
  const byOrder = new Map<string, SheetRecipient>();
  let lastRecipient: SheetRecipient | null = null;
  let rowsRead = 0;
  let lastKey = '';
  let previousRow = -1;
  const total = grid.length - header.row - 1;
  const cell = (cells: string[], k: number | undefined): string => {
    if (k === undefined) return '';
    const v = cells[k] ?? '';
    return v;
  };
  const plain = (text: string) => (text.charCodeAt(0) === 1 ? text.slice(LOSSY.length) : text);
  const statusColumns = [col.order_status, col.after_sale_status, col.refund_status].filter((k): k is number => k !== undefined);
  const statusesOf = (cells: string[]) => statusColumns.map((k) => plain(cell(cells, k)).trim()).filter((x) => x);
  const addStatuses = (to: SheetRecipient | null | undefined, cells: string[]) => {
    if (!to) return;
    for (const s of statusesOf(cells)) if (!to.statuses.includes(s)) to.statuses.push(s);
  };

  for (let r = header.row + 1; r < grid.length; r += 1) {
    try {
      if (onProgress && (r - header.row) % 2000 === 0) onProgress(READ_SHARE + ((1 - READ_SHARE) * (r - header.row)) / total);
      const cells = grid[r] ?? [];
      if (isBlank(cells) || isTotals(cells) || repeatsHeader(cells, headerCells)) continue;
      rowsRead += 1;
      const row = r + 1;
      const reject = (reason: string) => rejected.push({ row, reason });

      const orderText = cell(cells, col.shop_order);
      if (orderText.startsWith(LOSSY) || EXPONENT.test(orderText)) {
        reject(lossyReason('订单号', orderText));
        continue;
      }
      const shopOrder = orderText;
      // a further row of an order already read (one row per item)
      if (shopOrder && orders.has(shopOrder)) {
        addStatuses(byOrder.get(shopOrder), cells);
        continue;
      }

      const nameText = plain(cell(cells, col.rec_name));
      const phoneText = cell(cells, col.rec_mobile);
      const modified = plain(cell(cells, col.rec_address_modified));
      const addressText = modified || plain(cell(cells, col.rec_address));
      const spread = [col.rec_province, col.rec_city, col.rec_district].map((k) => plain(cell(cells, k)));
      const street = plain(cell(cells, col.street));
      if (!nameText && !phoneText && !addressText && !spread.some((x) => x) && !street) {
        // an item row that carries no recipient (the order's first row has it)
        continue;
      }
      if (shopOrder) orders.add(shopOrder);
      // merged order cells: an item row repeating the recipient above it, its order number left empty
      const key = `${nameText}\u0000${phoneText}\u0000${modified || addressText}\u0000${spread.join('')}${street}`;
      const previous = lastKey;
      lastKey = key;
      if (!shopOrder && key === previous && previousRow === r - 1) {
        addStatuses(lastRecipient, cells);
        previousRow = r;
        continue;
      }
      previousRow = r;
      lastRecipient = null;

      if (!nameText) {
        reject('没有收件人姓名');
        continue;
      }
      if (nameText.includes('*')) {
        reject(`姓名「${nameText}」被隐藏，请导出完整姓名`);
        continue;
      }
      const fit = fitName(nameText);
      if ('tooLong' in fit) {
        reject(`姓名「${fit.tooLong}」超过4个字`);
        continue;
      }
      if (!fit.name) {
        reject('没有收件人姓名');
        continue;
      }
      if (phoneText.startsWith(LOSSY) || EXPONENT.test(phoneText)) {
        reject(lossyReason('手机号码', phoneText));
        continue;
      }
      let phone = readPhone(phoneText);
      // the preferred phone column empty or not a mobile: another phone column with one (联系手机 empty, 联系电话 a mobile)
      for (let p = 1; 'reason' in phone && p < col.phones.length; p += 1) {
        const other = readPhone(plain(cell(cells, col.phones[p])));
        if ('mobile' in other) phone = other;
      }
      if ('reason' in phone) {
        reject(phone.reason);
        continue;
      }
      const detail = street && !addressText.startsWith(street) ? street + addressText : addressText;
      const full = modified ? modified : joinParts([...spread, detail]);
      if (!full) {
        reject('没有收货地址');
        continue;
      }
      const address = splitAddress(full, regions);
      if (!address) {
        reject(`地址「${full}」中没有识别到省份或城市`);
        continue;
      }
      if (!address.rec_address) {
        reject('没有详细地址');
        continue;
      }
      const { warning: placeWarning, ...place } = address;
      const remark = [...col.remarks, ...col.messages]
        .map((k) => plain(cell(cells, k)))
        .filter((x) => x)
        .join('；');
      const recipient: SheetRecipient = {
        row,
        shop_order: shopOrder,
        rec_name: fit.name,
        rec_mobile: phone.mobile,
        ...place,
        use_name: plain(cell(cells, col.use_name)),
        remark,
        platform,
        statuses: statusesOf(cells),
      };
      const warnings = [fit.warning, placeWarning].filter((w) => w);
      if (warnings.length > 0) recipient.warning = warnings.join('；');
      recipients.push(recipient);
      if (shopOrder) byOrder.set(shopOrder, recipient);
      lastRecipient = recipient;
    } catch {
      // never expected; one odd row must not lose the file
      rejected.push({ row: r + 1, reason: '无法识别该行' });
    }
  }
  onProgress?.(1);
  return { platform, platformName: platform ? PLATFORM_NAMES[platform] : null, headerRow: header.row + 1, rowsRead, recipients, rejected };
}
