import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { CODE128_PATTERNS, CODE128_STOP, Code128Error, decodeCode128 } from '../../test-support/code128';
import { readLabelsPdf } from '../../test-support/label-pdf-reader';
import { code128Modules, LABEL_PAGE_SIZE, renderLabelsPdf, type LabelParcel } from './labels';

// 打印面单: the PDF read back with PDF.js — every page's text, and its barcode decoded from the drawn bars

const MM = 72 / 25.4;
const SURNAMES = ['张', '王', '李', '赵', '欧阳', '司马', '诸葛', '陈', '刘', '黄'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '喆'];
const GOODS = ['精美礼品袋', '定制刻字保温杯', '手工香皂礼盒', '蓝牙音箱', '真丝围巾', '茶叶罐（龙井）'];
const COURIERS: [string, (i: number) => string][] = [
  ['顺丰速运', (i) => `SF${String(1_300_000_000_000 + i * 7_919)}`],
  ['圆通速递', (i) => `YT${String(i * 104_729).padStart(10, '0')}`],
  ['中通快递', (i) => `7${String(i * 15_485_863).padStart(11, '0')}`],
  ['京东快递', (i) => `JDVA${String(20_000_000_000 + i)}-1-1-`],
  ['极兔速递', (i) => `JT${String(i).padStart(11, '0')}A`],
];

function parcel(i: number, overrides: Partial<LabelParcel> = {}): LabelParcel {
  const [courierName, waybill] = COURIERS[i % COURIERS.length];
  return {
    waybillCode: waybill(i),
    courierName,
    parcelSn: `P${String(20240501000000 + i)}`,
    orderSn: `O${String(20240501000 + Math.floor(i / 3))}`,
    recipient: {
      name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 3) % GIVEN.length]}`,
      mobile: `1${38 + (i % 10)}****${String(1000 + i * 37).slice(-4)}`,
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: `文三路 ${100 + i} 号华星时代广场 A 座 ${1800 + i} 室`,
    },
    sender: { name: '礼品代发仓', mobile: '0579-85550000', address: '浙江省金华市义乌市稠城街道工人北路 1 号' },
    goods: { name: GOODS[i % GOODS.length], quantity: 1 + (i % 4) },
    printedAt: '2024-05-01 10:20',
    ...overrides,
  };
}

describe('renderLabelsPdf', () => {
  const parcels = Array.from({ length: 30 }, (_, i) => parcel(i + 1));
  let pdf: Buffer;
  let read: Awaited<ReturnType<typeof readLabelsPdf>>;

  beforeAll(async () => {
    pdf = await renderLabelsPdf(parcels);
    read = await readLabelsPdf(pdf);
  });

  it('makes one page per parcel, in order, each with its waybill barcode, recipient, masked phone and goods', () => {
    expect(new Set(parcels.map((p) => p.waybillCode)).size).toBe(30);
    expect(read.pages).toHaveLength(30);
    read.pages.forEach((page, i) => {
      const p = parcels[i];
      expect(page.barcodes).toEqual([p.waybillCode]);
      expect(page.text).toContain(p.waybillCode);
      expect(page.text).toContain(p.recipient.name);
      expect(page.text).toContain(p.recipient.mobile);
      expect(page.text).toContain(p.goods.name);
      expect(page.text).toContain(p.courierName);
      expect(page.text).toContain(p.orderSn);
      expect(page.text).toContain(p.parcelSn);
      expect(page.text).toContain(p.printedAt);
    });
  });

  it('pages are 100 × 180 mm', () => {
    for (const page of read.pages) {
      expect(page.width).toBeCloseTo(100 * MM, 2);
      expect(page.height).toBeCloseTo(180 * MM, 2);
    }
    expect(LABEL_PAGE_SIZE.width).toBeCloseTo(283.46, 2);
    expect(LABEL_PAGE_SIZE.height).toBeCloseTo(510.24, 2);
  });

  it('Chinese comes back as text: the font is embedded (a subset) with its Unicode map', () => {
    const text = read.pages[0].text;
    expect(text).toContain('隐私面单');
    expect(text).toContain('浙江省 杭州市 西湖区');
    expect(text).toContain('礼品代发仓');
    expect(text).toContain('打印时间');
    // every font in the file is an embedded subset of Noto Sans Hans (CFF outlines: FontFile3)
    const raw = pdf.toString('latin1');
    const fonts = [...raw.matchAll(/\/BaseFont \/([A-Z]{6})\+([\w-]+)/g)].map((m) => m[2]);
    expect(new Set(fonts)).toEqual(new Set(['NotoSansHans-Regular', 'NotoSansHans-Bold']));
    expect(raw.match(/\/FontFile3 /g)).toHaveLength(2);
    // subsets: the two 8 MB fonts become far less than 1 MB for 30 labels
    expect(pdf.length).toBeLessThan(500_000);
  });

  it('rarer hanzi, odd-length and lower-case waybill numbers, punctuation and a 40-character number', async () => {
    const unusual = [
      parcel(1, { waybillCode: 'JT0012345678A', recipient: { ...parcel(1).recipient, name: '王喆堃', address: '镕基路 7 号 赟婧苑 彧楼' } }),
      parcel(2, { waybillCode: '1234567' }),
      parcel(3, { waybillCode: 'ab-12/XY_9 z.~' }),
      parcel(4, { waybillCode: 'ZT' + '0123456789'.repeat(3) + 'ABCDEFGH' }),
      parcel(5, { goods: { name: '超长的商品名称'.repeat(12), quantity: 99 }, recipient: { ...parcel(5).recipient, address: '很长的详细地址'.repeat(20) } }),
    ];
    const { pages } = await readLabelsPdf(await renderLabelsPdf(unusual));
    expect(pages.map((page) => page.barcodes)).toEqual(unusual.map((p) => [p.waybillCode]));
    expect(pages[0].text).toContain('王喆堃');
    // the address wraps: compare without the line breaks
    expect(pages[0].text.replace(/\s+/g, '')).toContain('镕基路7号赟婧苑彧楼');
    expect(pages[3].text).toContain(unusual[3].waybillCode);
    // a goods name too long for its box is cut with …, the quantity beside it stays
    expect(pages[4].text).toContain('× 99');
    expect(pages[4].text).toContain('…');
    expect(pages[4].text.replace(/\s+/g, '')).toContain('超长的商品名称超长的商品名称');
  });

  it('refuses a waybill number a Code 128 barcode cannot carry, and an empty list', async () => {
    await expect(renderLabelsPdf([parcel(1, { waybillCode: '顺丰123' })])).rejects.toThrow(/printable ASCII/);
    await expect(renderLabelsPdf([parcel(1, { waybillCode: 'X'.repeat(41) })])).rejects.toThrow(/printable ASCII/);
    await expect(renderLabelsPdf([parcel(1, { waybillCode: '' })])).rejects.toThrow(/printable ASCII/);
    await expect(renderLabelsPdf([])).rejects.toThrow(RangeError);
  });
});

describe('the Code 128 decoder the reader uses', () => {
  it('has the symbology table: 106 distinct patterns of 11 modules, bars even, and a 13-module stop', () => {
    expect(CODE128_PATTERNS).toHaveLength(106);
    expect(new Set(CODE128_PATTERNS).size).toBe(106);
    for (const pattern of CODE128_PATTERNS) {
      const digits = [...pattern].map(Number);
      expect(digits.reduce((a, b) => a + b, 0)).toBe(11);
      expect((digits[0] + digits[2] + digits[4]) % 2).toBe(0);
    }
    expect([...CODE128_STOP].map(Number).reduce((a, b) => a + b, 0)).toBe(13);
  });

  it('reads what bwip-js encodes: every printable ASCII character, code sets A/B/C and their switches', () => {
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
    for (let at = 0; at < printable.length; at += 40) {
      const chunk = printable.slice(at, at + 40);
      expect(decodeCode128(code128Modules(chunk))).toBe(chunk);
    }
    for (const text of ['0', '12', '123', '1234567', 'A1234567890B', '00000000000000000000', 'SF1234567890123']) {
      expect(decodeCode128(code128Modules(text))).toBe(text);
    }
    // control characters (code set A, and Shift between A and B) through bwip-js's ^NNN escapes
    for (const [escaped, text] of [['AB^009CD', 'AB\tCD'], ['^001^002abc', '\u0001\u0002abc'], ['a^009b^010c', 'a\tb\nc']]) {
      const [symbol] = bwipjs.raw({ bcid: 'code128', text: escaped, parse: true }) as { sbs: number[] }[];
      expect(decodeCode128(symbol.sbs)).toBe(text);
    }
    // widths in points rather than modules, and read upside down
    const bars = code128Modules('YT0000000001').map((modules) => modules * 1.2);
    expect(decodeCode128(bars)).toBe('YT0000000001');
    expect(decodeCode128([...bars].reverse())).toBe('YT0000000001');
  });

  it('rejects a wrong barcode: a changed character (checksum), a truncated symbol, a width off the grid', () => {
    const modules = code128Modules('SF1234567890123');
    // the 3rd symbol (a data character) swapped for another valid pattern: the checksum no longer matches
    const swapped = [...modules];
    const other = CODE128_PATTERNS.find((pattern) => pattern !== modules.slice(12, 18).join(''))!;
    swapped.splice(12, 6, ...[...other].map(Number));
    expect(() => decodeCode128(swapped)).toThrow(/checksum/);
    expect(() => decodeCode128(modules.slice(0, -7))).toThrow(Code128Error);
    const smudged = [...modules];
    smudged[7] += 0.5;
    expect(() => decodeCode128(smudged)).toThrow(Code128Error);
  });

  it('the reader throws on bars that are not a valid barcode', async () => {
    // a page with the bars of SF1234567890123 but one character changed: as a wrong label would be drawn
    const modules = code128Modules('SF1234567890123');
    modules.splice(12, 6, ...[...CODE128_PATTERNS[0]].map(Number));
    const doc = new PDFDocument({ size: [LABEL_PAGE_SIZE.width, LABEL_PAGE_SIZE.height], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    let x = 40;
    modules.forEach((width, i) => {
      if (i % 2 === 0) doc.rect(x, 60, width, 50);
      x += width;
    });
    doc.fill('#000000');
    doc.end();
    await ended;
    await expect(readLabelsPdf(Buffer.concat(chunks))).rejects.toThrow(/page 1: .*do not decode as Code 128/);
  });
});
