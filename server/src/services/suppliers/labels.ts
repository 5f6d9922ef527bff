import { readFileSync } from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { lazyModule } from '../../lib/lazy-module';

/**
 * 打印面单: shipping labels (隐私面单 — the recipient's mobile arrives masked) as a PDF the supplier prints on
 * 100 × 180 mm label stock, one page per parcel. pdfkit draws the page; the waybill number is a Code 128
 * barcode in vector bars (bwip-js encodes it — start code, code set switches, checksum — and each bar is a
 * filled rectangle), with the number in text under it. Chinese is set in Noto Sans Hans (SIL OFL 1.1, from
 * the npm package @embedpdf/fonts-sc: ~21,000 hanzi, CFF outlines), which pdfkit embeds as a subset of
 * the glyphs used. src/test-support/label-pdf-reader.ts reads such a PDF back (text and barcodes).
 */
export interface LabelParcel {
  /** e.g. 'SF1234567890123' / 'YT0000000001' (printable ASCII, up to 40 characters) */
  waybillCode: string;
  /** 中通快递 */
  courierName: string;
  /** our parcel number */
  parcelSn: string;
  orderSn: string;
  /** mobile: already masked, e.g. 138****5678 */
  recipient: { name: string; mobile: string; province: string; city: string; district: string; address: string };
  sender: { name: string; mobile: string; address: string };
  goods: { name: string; quantity: number };
  /** China time text 'YYYY-MM-DD HH:mm' */
  printedAt: string;
}

const MM = 72 / 25.4;
/** 100 × 180 mm in PDF points */
export const LABEL_PAGE_SIZE = { width: 100 * MM, height: 180 * MM } as const;

/**
 * Widest bar module: 1.2 pt ≈ 0.42 mm, what today's 12–15 character waybill numbers get. A longer one gets what
 * fits between the quiet zones: still ≥ 0.8 pt for any number of up to 40 digits or ~22 characters of letters
 * and digits mixed, narrower beyond that (down to ~0.52 pt for 40 mixed characters).
 */
const MAX_MODULE = 1.2;
/** Code 128's quiet zone each side, in modules (the standard's minimum). */
const QUIET_MODULES = 10;
const WAYBILL = /^[\x20-\x7e]{1,40}$/;

/** Noto Sans Hans's vertical metrics in em: ascender 880, descender 120, line gap 500 (pdfkit spaces lines by all three). */
const ASCENT = 0.88;
const LINE_HEIGHT = 1.5;

/** Pages drawn between two turns of the event loop. */
const PAGES_PER_SLICE = 25;

const INK = '#000000';
const GREY = '#444444';
const MARGIN = 8;
const LINE = 0.8;

/** The two weights of Noto Sans Hans, read once (8 MB each) and handed to every document, which embeds only the glyphs it uses. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function labelFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    // the package exports only its index (dist/index.cjs); the fonts sit in its fonts/ folder. Resolved from
    // node_modules at run time (server/build.mjs keeps dependencies external), so server/dist finds them too.
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    fonts = { regular: readFileSync(path.join(dir, 'NotoSansHans-Regular.otf')), bold: readFileSync(path.join(dir, 'NotoSansHans-Bold.otf')) };
  }
  return fonts;
}

/** Code 128 of `text` as alternating bar/space widths in modules, starting with a bar (start code, data, checksum, stop). */
export function code128Modules(text: string): number[] {
  if (!WAYBILL.test(text)) throw new Error(`waybill number for a Code 128 barcode must be 1–40 printable ASCII characters: ${JSON.stringify(text)}`);
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  return symbol.sbs;
}

type Doc = PDFKit.PDFDocument;
type Weight = 'regular' | 'bold';

/** One line of text at the largest size from `size` down to `minSize` that fits `width`; cut with … if even that is too wide. */
function fitLine(doc: Doc, text: string, x: number, y: number, width: number, options: { weight: Weight; size: number; minSize?: number; align?: 'left' | 'center' | 'right'; color?: string }) {
  const { weight, align = 'left', color = INK } = options;
  doc.font(weight);
  let size = options.size;
  const minSize = options.minSize ?? size;
  while (size > minSize && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  doc.fontSize(size);
  let shown = text;
  if (doc.widthOfString(shown) > width) {
    // by code point: no half of a surrogate pair
    const characters = Array.from(text);
    while (characters.length > 1 && doc.widthOfString(`${characters.join('')}…`) > width) characters.pop();
    shown = `${characters.join('')}…`;
  }
  doc.fillColor(color).text(shown, x, y, { width, align, lineBreak: false });
  return size;
}

/**
 * A paragraph in `height` at the largest size from `size` down to `minSize` that fits, lines `leading` × the
 * size apart (the font's own line gap is half an em: too loose for a label); cut with … if even that does not fit.
 */
function fitBlock(doc: Doc, text: string, x: number, y: number, width: number, height: number, options: { weight: Weight; size: number; minSize: number; leading?: number; color?: string }) {
  const { weight, minSize, leading = 1.25, color = INK } = options;
  doc.font(weight);
  let size = options.size;
  const measure = (shown: string) => doc.heightOfString(shown, { width, lineGap: size * (leading - LINE_HEIGHT) });
  for (;;) {
    doc.fontSize(size);
    if (size <= minSize || measure(text) <= height) break;
    size -= 0.5;
  }
  let shown = text;
  if (measure(shown) > height) {
    // the longest start of the text that fits with … after it (by code point: no half of a surrogate pair)
    const characters = Array.from(text);
    let fits = 0;
    let tooLong = characters.length;
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2);
      if (measure(`${characters.slice(0, middle).join('')}…`) <= height) fits = middle;
      else tooLong = middle;
    }
    shown = `${characters.slice(0, fits).join('')}…`;
  }
  doc.fillColor(color).text(shown, x, y, { width, lineGap: size * (leading - LINE_HEIGHT) });
}

function hline(doc: Doc, y: number, x0 = MARGIN, x1 = LABEL_PAGE_SIZE.width - MARGIN) {
  doc.moveTo(x0, y).lineTo(x1, y).lineWidth(LINE).strokeColor(INK).stroke();
}

function vline(doc: Doc, x: number, y0: number, y1: number) {
  doc.moveTo(x, y0).lineTo(x, y1).lineWidth(LINE).strokeColor(INK).stroke();
}

/** A role mark (收 / 寄) in the left column of a block. */
function roleMark(doc: Doc, text: string, x: number, y: number, width: number, height: number, size: number) {
  doc.font('bold').fontSize(size).fillColor(INK);
  const lineHeight = doc.currentLineHeight();
  doc.text(text, x, y + (height - lineHeight) / 2, { width, align: 'center', lineBreak: false });
}

/** The barcode's bars as filled rectangles (one path, one fill), centred in [x0, x1] with its quiet zones inside. */
function drawBarcode(doc: Doc, modules: number[], x0: number, x1: number, top: number, height: number) {
  const total = modules.reduce((sum, width) => sum + width, 0);
  const module = Math.min(MAX_MODULE, (x1 - x0) / (total + 2 * QUIET_MODULES));
  let x = x0 + (x1 - x0 - total * module) / 2;
  modules.forEach((width, i) => {
    if (i % 2 === 0) doc.rect(x, top, width * module, height);
    x += width * module;
  });
  doc.fillColor(INK).fill();
}

function fullAddress(recipient: LabelParcel['recipient']): string {
  const { province, city, district, address } = recipient;
  // 直辖市: 北京市 北京市 → 北京市
  return [province, city === province ? '' : city, district, address].filter(Boolean).join(' ');
}

function drawLabel(doc: Doc, parcel: LabelParcel, modules: number[]) {
  const { width: W, height: H } = LABEL_PAGE_SIZE;
  const left = MARGIN;
  const right = W - MARGIN;
  const inner = right - left;
  const pad = 6;
  const markColumn = 34;

  // rows, top to bottom
  const headerTop = MARGIN;
  const barcodeTop = headerTop + 40;
  const recipientTop = barcodeTop + 98;
  const senderTop = recipientTop + 128;
  const goodsTop = senderTop + 62;
  const numbersTop = goodsTop + 52;
  const footerTop = numbersTop + 44;
  const bottom = H - MARGIN;

  doc.rect(left, headerTop, inner, bottom - headerTop).lineWidth(1.2).strokeColor(INK).stroke();
  for (const y of [barcodeTop, recipientTop, senderTop, goodsTop, numbersTop, footerTop]) hline(doc, y);

  // header: the courier, 隐私面单
  fitLine(doc, parcel.courierName, left + pad, headerTop + 9, inner * 0.62, { weight: 'bold', size: 20, minSize: 12 });
  const tagWidth = 58;
  const tagX = right - pad - tagWidth;
  doc.roundedRect(tagX, headerTop + 10, tagWidth, 20, 3).fillColor(INK).fill();
  fitLine(doc, '隐私面单', tagX, headerTop + 13.5, tagWidth, { weight: 'bold', size: 11, align: 'center', color: '#ffffff' });

  // the waybill barcode and its number
  drawBarcode(doc, modules, left + pad, right - pad, barcodeTop + 9, 60);
  fitLine(doc, parcel.waybillCode, left + pad, barcodeTop + 73, inner - 2 * pad, { weight: 'bold', size: 15, minSize: 9, align: 'center' });

  // 收件人: the block the courier reads — large
  const textX = left + markColumn + pad;
  const textWidth = right - pad - textX;
  vline(doc, left + markColumn, recipientTop, senderTop);
  roleMark(doc, '收', left, recipientTop, markColumn, senderTop - recipientTop, 24);
  // name and masked mobile on one baseline
  const nameTop = recipientTop + 8;
  const nameSize = fitLine(doc, parcel.recipient.name, textX, nameTop, textWidth * 0.5, { weight: 'bold', size: 17, minSize: 11 });
  doc.font('bold').fontSize(nameSize);
  const nameWidth = Math.min(textWidth * 0.5, doc.widthOfString(parcel.recipient.name));
  const mobileSize = Math.min(15, nameSize);
  fitLine(doc, parcel.recipient.mobile, textX + nameWidth + 10, nameTop + ASCENT * (nameSize - mobileSize), textWidth - nameWidth - 10, { weight: 'bold', size: mobileSize, minSize: 10 });
  fitBlock(doc, fullAddress(parcel.recipient), textX, recipientTop + 36, textWidth, senderTop - recipientTop - 42, { weight: 'bold', size: 15, minSize: 9 });

  // 寄件人
  vline(doc, left + markColumn, senderTop, goodsTop);
  roleMark(doc, '寄', left, senderTop, markColumn, goodsTop - senderTop, 18);
  const sender = `${parcel.sender.name}  ${parcel.sender.mobile}`;
  fitLine(doc, sender, textX, senderTop + 7, textWidth, { weight: 'regular', size: 10.5, minSize: 8 });
  fitBlock(doc, parcel.sender.address, textX, senderTop + 24, textWidth, goodsTop - senderTop - 28, { weight: 'regular', size: 9.5, minSize: 7.5, color: GREY });

  // 物品
  vline(doc, left + markColumn, goodsTop, numbersTop);
  roleMark(doc, '物品', left, goodsTop, markColumn, numbersTop - goodsTop, 11);
  // the quantity in its own column: a long goods name is cut, the quantity never
  const quantityWidth = 46;
  fitLine(doc, `× ${parcel.goods.quantity}`, right - pad - quantityWidth, goodsTop + 8, quantityWidth, { weight: 'bold', size: 15, minSize: 9, align: 'right' });
  fitBlock(doc, parcel.goods.name, textX, goodsTop + 8, textWidth - quantityWidth - 6, numbersTop - goodsTop - 12, { weight: 'bold', size: 12, minSize: 8.5 });

  // order and parcel numbers
  fitLine(doc, `订单号  ${parcel.orderSn}`, left + pad, numbersTop + 8, inner - 2 * pad, { weight: 'regular', size: 10, minSize: 7 });
  fitLine(doc, `包裹号  ${parcel.parcelSn}`, left + pad, numbersTop + 24, inner - 2 * pad, { weight: 'regular', size: 10, minSize: 7 });

  // footer: signature box, 打印时间
  const signWidth = inner * 0.46;
  vline(doc, left + signWidth, footerTop, bottom);
  fitLine(doc, '签收人：', left + pad, footerTop + 8, signWidth - 2 * pad, { weight: 'regular', size: 9 });
  fitLine(doc, '签收时间：', left + pad, footerTop + 32, signWidth - 2 * pad, { weight: 'regular', size: 9 });
  const noteX = left + signWidth + pad;
  const noteWidth = right - pad - noteX;
  fitLine(doc, `打印时间  ${parcel.printedAt}`, noteX, footerTop + 8, noteWidth, { weight: 'regular', size: 8.5, minSize: 7 });
  fitBlock(doc, '快件送达收件人地址，经收件人或其允许的代收人签字，视为送达。', noteX, footerTop + 24, noteWidth, bottom - footerTop - 28, { weight: 'regular', size: 7.5, minSize: 6, color: GREY });
}

/** pdfkit, loaded with the first labels (lazy-module.ts). */
const loadPdfKit = lazyModule(async () => (await import('pdfkit')).default);

/** One 100 × 180 mm page per parcel, in the given order. */
export async function renderLabelsPdf(parcels: LabelParcel[]): Promise<Buffer> {
  if (parcels.length === 0) throw new RangeError('renderLabelsPdf: no parcels');
  // every waybill number encoded (and so checked) before a page is drawn
  const barcodes = parcels.map((parcel) => code128Modules(parcel.waybillCode));
  const { regular, bold } = labelFonts();
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: [LABEL_PAGE_SIZE.width, LABEL_PAGE_SIZE.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: '快递面单', Producer: 'gift-mall', Creator: 'gift-mall' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  for (let i = 0; i < parcels.length; i += 1) {
    // drawing is synchronous (~1.5 ms a page): let the server's other requests in between slices
    if (i > 0 && i % PAGES_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    doc.addPage({ size: [LABEL_PAGE_SIZE.width, LABEL_PAGE_SIZE.height], margin: 0 });
    drawLabel(doc, parcels[i], barcodes[i]);
  }
  doc.end();
  return done;
}
